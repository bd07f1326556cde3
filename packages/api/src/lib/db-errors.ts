/** The driver error with this SQLSTATE, bare or wrapped (drizzle wraps it in `cause`). */
function withCode(error: unknown, code: string): { constraint?: unknown } | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return current as { constraint?: unknown };
  }
  return undefined;
}

const hasCode = (error: unknown, code: string) => withCode(error, code) !== undefined;

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** PostgreSQL's foreign_key_violation: a referenced row (a state, a role) does not exist. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');

/** PostgreSQL's restrict_violation: deleting a row that an ON DELETE RESTRICT key still names. */
export const isRestrictViolation = (error: unknown) => hasCode(error, '23001');

/** The constraint a foreign_key_violation names (e.g. 'recurring_givings_giving_type_id_…_fk'), if any. */
export function violatedForeignKey(error: unknown): string | undefined {
  const constraint = withCode(error, '23503')?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

/**
 * The SQLSTATE and what to tell the caller when PostgreSQL refused a value itself (SQLSTATE class 22, data
 * exception): a number past its column's range, a date it cannot hold, text it cannot read. The
 * contracts refuse these first; this is the backstop for a field they miss, so a caller's value
 * never turns into a 500. Undefined for any other error, a data exception of our own making
 * (division by zero) included.
 */
export function dataException(error: unknown): { code: string; message: string } | undefined {
  for (const [codes, message] of DATA_EXCEPTIONS) {
    const code = codes.find((candidate) => hasCode(error, candidate));
    if (code) return { code, message };
  }
  return undefined;
}

const DATA_EXCEPTIONS: [string[], string][] = [
  // numeric_value_out_of_range
  [['22003'], 'A number is out of range'],
  // invalid_datetime_format, datetime_field_overflow, invalid_time_zone_displacement_value, interval_field_overflow
  [['22007', '22008', '22009', '22015'], 'A date or time is out of range or invalid'],
  // invalid_text_representation, string_data_right_truncation, character_not_in_repertoire, untranslatable_character
  [['22P02', '22001', '22021', '22P05'], 'A value is invalid'],
];
