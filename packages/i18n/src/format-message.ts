/**
 * A message in Lingui's compiled form: text, `[name]` for a value, `[name, type, options]` for a
 * formatted value or a plural/select whose options are messages again (`{ one: [...], other: [...] }`,
 * `offset` for a plural's offset, `0` for `=0`). Compiled by @lingui/message-utils at build time.
 */
export type CompiledMessage = string | CompiledToken[];
type CompiledToken = string | [name: string, type?: string, options?: Record<string, unknown>];

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, type: string, count: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: type === 'selectordinal' ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

function formatValue(value: unknown, type: string | undefined, locale: string): string {
  if (type === 'number' && typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (type === 'date' && (value instanceof Date || typeof value === 'number'))
    return new Intl.DateTimeFormat(locale).format(value);
  return value === undefined || value === null ? '' : String(value);
}

/** Writes `message` with `values` in `locale`, as Lingui's runtime would. */
export function formatMessage(message: CompiledMessage, values: Record<string, unknown> = {}, locale = 'en'): string {
  const write = (tokens: CompiledMessage, count?: string): string => {
    if (typeof tokens === 'string') return tokens;
    let text = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        // `#` in a plural's branch is its count, written for the language.
        text += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, options] = token;
      const value = values[name];
      if (!options || !type) {
        text += formatValue(value, type, locale);
      } else if (type === 'plural' || type === 'selectordinal') {
        const n = Number(value) - Number(options.offset ?? 0);
        const branch = options[String(value)] ?? options[pluralCategory(locale, type, n)] ?? options.other;
        text += write(branch as CompiledMessage, new Intl.NumberFormat(locale).format(n));
      } else {
        text += write((options[String(value)] ?? options.other) as CompiledMessage, count);
      }
    }
    return text;
  };
  return write(message);
}
