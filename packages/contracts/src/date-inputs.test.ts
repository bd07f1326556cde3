import * as v from 'valibot';
import { dateInputMessages, daySchema, instantSchema } from './date-inputs';

const messages = { required: 'Start is required', invalid: 'Start is invalid' };
const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

test('an instant with any offset the format allows comes out as the same moment in UTC', () => {
  const schema = instantSchema(messages);
  const utc = '2026-03-07T11:00:00.000Z';
  for (const sent of [
    utc,
    '2026-03-07T11:00:00Z',
    '2026-03-07T16:00:00+05',
    '2026-03-07T16:00:00+05:00',
    '2026-03-07T16:00:00+0500',
    '2026-03-07T16:00:00.000 +05:00',
    '2026-03-07T06:00:00-05:00',
    '2026-03-07 11:00:00Z',
  ])
    expect(v.parse(schema, sent)).toBe(utc);
  expect(v.parse(schema, '2026-03-07T11:00:00.123456789Z')).toBe('2026-03-07T11:00:00.123Z');
  // What Date itself cannot read ('+05') parses too: the output is what the code works with.
  expect(Number.isNaN(Date.parse('2026-03-07T16:00:00+05'))).toBe(true);
});

test('an instant is a real moment in the years 1900 to 2100, with a clear message otherwise', () => {
  const schema = instantSchema(messages);
  expect(v.parse(schema, '1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00.000Z');
  expect(v.parse(schema, '2100-12-31T23:59:59-05:00')).toBe('2101-01-01T04:59:59.000Z');
  for (const outside of [
    '0000-01-01T00:00:00Z',
    '0026-03-07T16:00:00Z',
    '1899-12-31T23:59:59Z',
    '9999-12-31T23:59:59Z',
  ])
    expect(firstMessage(schema, outside)).toBe(dateInputMessages.yearOutOfRange);
  for (const invalid of [
    '2026-02-30T10:00:00Z',
    '2026-02-29T10:00:00Z',
    '2026-03-07T24:00:00Z',
    '2026-03-07T16:00:00',
    '2026-03-07T16:00Z',
    '2026-03-07',
    '2026-03-07T16:00:00+24:00',
    'NaN',
    '2147483648',
  ])
    expect(v.safeParse(schema, invalid).issues?.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([messages.invalid]),
    );
  expect(firstMessage(schema, '')).toBe(messages.required);
  expect(firstMessage(schema, undefined)).toBe(messages.required);
  expect(firstMessage(schema, 2147483648)).toBe(messages.required);
  expect(v.parse(schema, '2028-02-29T10:00:00Z')).toBe('2028-02-29T10:00:00.000Z');
});

test('a day is a real YYYY-MM-DD in the years 1900 to 2100', () => {
  const schema = daySchema(messages);
  expect(v.parse(schema, '2026-03-07')).toBe('2026-03-07');
  expect(v.parse(schema, '1900-01-01')).toBe('1900-01-01');
  expect(v.parse(schema, '2100-12-31')).toBe('2100-12-31');
  for (const outside of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])
    expect(firstMessage(schema, outside)).toBe(dateInputMessages.yearOutOfRange);
  for (const invalid of ['2026-02-30', '2026-13-01', '2026-03-07T00:00:00Z', '20260307', '0000-00-00'])
    expect(firstMessage(schema, invalid)).toBe(messages.invalid);
  expect(firstMessage(schema, '')).toBe(messages.required);
  // Without its own message for a missing day, a schema says the day is invalid.
  expect(firstMessage(daySchema({ invalid: 'Date is invalid' }), undefined)).toBe('Date is invalid');
});
