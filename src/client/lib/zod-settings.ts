/**
 * zod compiles fast object parsers with `new Function` unless told not to, and probes for it when its first schema
 * is made; the page's Content-Security-Policy forbids eval, so the probe is reported as a policy violation. zod
 * reads its settings from `globalThis.__zod_globalConfig` (shared by every copy of the library), so they are set
 * here, before any module that makes a schema is loaded: this module is the entry's first import.
 */
type ZodSettings = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodSettings };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
