// Intl formats newer than the browser floor, with what the floor's engines show instead (docs/decisions/026).
/* eslint compat/compat: off -- this module is the guard: each format is used only where the browser has it */
/**
 * Region names in `locale` (Intl.DisplayNames), or the region codes themselves where the browser has no such list
 * (Chromium before 81, Safari before 14.1: docs/decisions/026).
 */
export function regionNames(locale: string): { of: (code: string) => string | undefined } {
  return typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames([locale], { type: 'region' })
    : { of: (code: string) => code };
}

/** Joins a list as "a, b and c" in `locale` (Intl.ListFormat), or with commas where the browser has no such format. */
export function listFormat(locale: string): { format: (items: Iterable<string>) => string } {
  return typeof Intl.ListFormat === 'function'
    ? new Intl.ListFormat(locale, { type: 'conjunction' })
    : { format: (items) => [...items].join(locale.startsWith('ar') ? '، ' : ', ') };
}
