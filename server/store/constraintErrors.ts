// Whether an error of a metadata-store write is the store refusing a constraint (unique, foreign
// key, not null, check): PostgreSQL's SQLSTATE class 23, SQLite's SQLITE_CONSTRAINT_* codes.
export function isConstraintViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^23[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_CONSTRAINT');
}
