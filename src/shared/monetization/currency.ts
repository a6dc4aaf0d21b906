/** Prices are in UAE dirhams, stored in fils (1 AED = 100 fils); a module without schemas, for the public page. */
export const CURRENCY = 'AED' as const;
