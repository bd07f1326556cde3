import * as v from 'valibot';

/** `{ id }` path params of a serial primary key: digits only, else a 400 naming the entity. */
export function idParams(entity: string) {
  return v.object({
    id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, `${entity} id is invalid`), v.transform(Number)),
  });
}

/** An ILIKE pattern matching `text` anywhere; `%` and `_` typed by a person stay letters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
