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
