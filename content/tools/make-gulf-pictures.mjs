// Copies the Twemoji pictures used by the categories ramadan-eid, famous-emiratis,
// falconry-camels (and the other Gulf-heritage categories added with them) into content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-gulf-pictures.mjs .
//   node make-gulf-pictures.mjs <repo>/content/images
//
// Graphics: Twemoji, CC-BY 4.0 (see content/LICENSES.md). The files are copied
// without changes; they are numbered in question order so that the address does
// not give the answer away.

import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const SVG = path.join(path.dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist/svg');
const OUT = path.resolve(process.argv[2] ?? 'images');

// folder -> code points, in the order of pic-01, pic-02, ...
const PICTURES = {
  'ramadan-eid': ['1f307', '1f319', '1f941', '1f411', '1f54b', '1f372', '1f36a', '1f54c', '1f4ef'],
  'famous-emiratis': ['1f3c7', '1f985', '1f58b', '1f680', '1f3a8', '1f3ce', '1f4da'],
  'falconry-camels': ['1f42a', '1f9e4', '1f985', '1f4a7', '1fab6', '1f42b', '1f407', '1f441', '1f321'],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
  });
}
