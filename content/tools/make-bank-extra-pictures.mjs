// Copies the Twemoji pictures used by the questions added to falconry-camels, uae-history, football, general-knowledge and general-science (and the other
// categories listed below) into content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-bank-extra-pictures.mjs .
//   node make-bank-extra-pictures.mjs <repo>/content/images
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
  'falconry-camels-2': ['1f32a', '1f4e1', '1f985', '1f335', '1f681'],
  'uae-history': ['1f5f3', '2708', '1f3eb', '1f3e6'],
  'football': ['1f1e7-1f1f7', '1f1ee-1f1f9', '1f1f3-1f1f1', '1f1e8-1f1f2'],
  'general-knowledge': ['1f310', '1f1fa-1f1f3', '1f570', '1f4c4'],
  'general-science': ['1f388', '1f9ca', '1f50b', '1f4a1', '269b', '1f321'],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
  });
}
