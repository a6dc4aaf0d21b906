/** A short id a person can read out to support. */
export function createErrorId(): string {
  const random = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36).toUpperCase();
  return `ERR-${Date.now().toString(36).toUpperCase()}-${random}`;
}
