// Copies the flags shown by the "olympic-history" category (content/images/olympic-flags/pic-NN.svg) from the
// flag-icons package (MIT), without changes, under numbered names so that the address does not give the answer
// away; the list says which flag each file is (question ids olympic-history-001 ... use pic-01 ... in order).
//
// Reference only: the build does not run this script. In a scratch folder outside the repository:
//
//   npm init -y && npm i flag-icons@7
//   cp <repo>/content/tools/make-olympic-flags.mjs .
//   node make-olympic-flags.mjs <repo>/content/images

import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
const OUT = path.join(path.resolve(process.argv[2] ?? 'images'), 'olympic-flags');

// Japan, Spain, Australia, China, Brazil, France, Mexico, Germany, South Korea, Italy, United States, Canada,
// Finland, Sweden, Norway.
const FLAGS = ['jp', 'es', 'au', 'cn', 'br', 'fr', 'mx', 'de', 'kr', 'it', 'us', 'ca', 'fi', 'se', 'no'];

mkdirSync(OUT, { recursive: true });
FLAGS.forEach((code, index) => {
  copyFileSync(path.join(DIR, `${code}.svg`), path.join(OUT, `pic-${String(index + 1).padStart(2, '0')}.svg`));
});
