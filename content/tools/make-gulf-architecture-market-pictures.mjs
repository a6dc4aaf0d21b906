// Copies the Twemoji pictures used by the categories gulf-architecture and
// old-gulf-markets into content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-gulf-architecture-market-pictures.mjs .
//   node make-gulf-architecture-market-pictures.mjs <repo>/content/images
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
  'gulf-architecture': [
    '1f54c', '1f3f0', '1f9f1', '1fa9f', '1f32c', '1f334', '1f570', '1f6d6', '1f3d9', '1f6aa', '1f3d7', '1f9f6', '1faa8',
  ],
  'old-gulf-markets': [
    '2696', '1f35a', '1f91d', '1f3ea', '1f33f', '1f4b1', '1f9fa', '1fa99', '1f48d', '1f4cf', '1f9f5', '1f4dc', '1f3f7', '26f5', '1f5fa',
  ],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
  });
}
