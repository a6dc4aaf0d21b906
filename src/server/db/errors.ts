/** Drizzle wraps driver errors; the PostgreSQL code (23505 unique, 23503 foreign key) is on the error or its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
