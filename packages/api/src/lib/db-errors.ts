function hasCode(error: unknown, code: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** PostgreSQL's foreign_key_violation: a referenced row (a state, a role) does not exist. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');
