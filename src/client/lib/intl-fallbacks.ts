// Intl formats newer than the browser floor, with what the floor's engines show instead (docs/decisions/026).
/* eslint compat/compat: off -- this module is the guard: each format is used only where the browser has it */
const regionLists = new Map<string, { of: (code: string) => string | undefined }>();

/**
 * Region names in `locale` (Intl.DisplayNames), or the region codes themselves where the browser has no such list
 * (Chromium before 81, Safari before 14.1: docs/decisions/026). The list is made when a name is first asked for,
 * once per locale: making it loads the locale's region data, which a page's first render should not wait on.
 */
export function regionNames(locale: string): { of: (code: string) => string | undefined } {
  return {
    of: (code) => {
      let list = regionLists.get(locale);
      if (!list) {
        list =
          typeof Intl.DisplayNames === 'function'
            ? new Intl.DisplayNames([locale], { type: 'region' })
            : { of: (region: string) => region };
        regionLists.set(locale, list);
      }
      return list.of(code);
    },
  };
}

/** Joins a list as "a, b and c" in `locale` (Intl.ListFormat), or with commas where the browser has no such format. */
export function listFormat(locale: string): { format: (items: Iterable<string>) => string } {
  return typeof Intl.ListFormat === 'function'
    ? new Intl.ListFormat(locale, { type: 'conjunction' })
    : { format: (items) => [...items].join(locale.startsWith('ar') ? '، ' : ', ') };
}
