/** A server key (`admin.errors.x`) as a key of the admin namespace (`errors.x`); other keys pass unchanged. */
export function adminKey(key: string): string {
  return key.replace(/^admin\./, '');
}
