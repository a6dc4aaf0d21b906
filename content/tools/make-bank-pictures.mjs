// Copies the Twemoji pictures used by the categories gulf-cuisine (images/gulf-kitchen/), gulf-dialect
// (images/gulf-words/), gulf-football (images/gulf-football/) and human-body (images/body/) into content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-bank-pictures.mjs .
//   node make-bank-pictures.mjs <repo>/content/images
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
  // fish (kingfish), bowl of rice (Hasawi rice), hot drink (karak)
  'gulf-kitchen': ['1f41f', '1f35a', '2615'],
  // bicycle, mango, spoon, watermelon
  'gulf-words': ['1f6b2', '1f96d', '1f944', '1f349'],
  // purple circle, tiger face, gloves, trophy
  'gulf-football': ['1f7e3', '1f42f', '1f9e4', '1f3c6'],
  // ear, lungs, anatomical heart, foot, brain
  body: ['1f442', '1fac1', '1fac0', '1f9b6', '1f9e0'],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
  });
}
