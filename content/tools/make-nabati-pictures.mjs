// Copies the Twemoji pictures used by the category nabati-poetry into
// content/images/nabati-poetry/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-nabati-pictures.mjs .
//   node make-nabati-pictures.mjs <repo>/content/images
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
  'nabati-poetry': [
    '1f42a', // camel
    '1f442', // ear
    '1f5e3', // speaking head
    '1f3a7', // headphones
    '1f3dc', // desert
    '1f4f1', // mobile phone
    '1f941', // drum
    '1f1f6-1f1e6', // flag of Qatar
    '1f1f8-1f1e6', // flag of Saudi Arabia
    '1f3a4', // microphone
    '1f30c', // night sky with stars
    '1f3ad', // theatre masks
  ],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
  });
}
