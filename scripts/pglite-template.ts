// Makes the embedded database's template for new data directories (src/server/db/pglite-template.ts) beside the
// built server: PGlite's initdb once, at build time, instead of in the server at its first start. Run by
// `npm run build:server` after the bundle.
import { renameSync, rmSync } from 'node:fs';
import { makePgliteTemplate, pgliteTemplatePath } from '../src/server/db/pglite-template';

const path = pgliteTemplatePath();
const partial = `${path}.partial`;
rmSync(partial, { recursive: true, force: true });
await makePgliteTemplate(partial);
// In place whole or not at all: a server starting meanwhile finds no template and runs initdb itself.
rmSync(path, { recursive: true, force: true });
renameSync(partial, path);
console.log(path);
