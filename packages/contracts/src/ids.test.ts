import * as v from 'valibot';
import { entityIdSchema, MAX_ENTITY_ID } from './ids';

test("an id is a whole number from 1 to the largest int4, with the caller's message otherwise", () => {
  const schema = entityIdSchema('Video is invalid');
  expect(v.safeParse(schema, 1).success).toBe(true);
  expect(v.safeParse(schema, MAX_ENTITY_ID).success).toBe(true);
  for (const bad of [0, -1, 1.5, MAX_ENTITY_ID + 1, 2 ** 53, '1', null]) {
    const result = v.safeParse(schema, bad);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Video is invalid');
  }
});
