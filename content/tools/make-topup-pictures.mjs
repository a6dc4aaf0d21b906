// Copies the Twemoji pictures added to the categories uae-achievements and uae-heritage (and the new
// picture-quiz pictures) into content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch folder outside the
// repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-topup-pictures.mjs .
//   node make-topup-pictures.mjs <repo>/content/images
//
// Graphics: Twemoji, CC-BY 4.0 (see content/LICENSES.md). The files are copied without changes; they are
// numbered in question order so that the address does not give the answer away.

import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const SVG = path.join(path.dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist/svg');
const OUT = path.resolve(process.argv[2] ?? 'images');

// folder -> [file name, code point, what it shows]
const PICTURES = {
  'uae-achievements': [
    ['pic-01.svg', '1f916', 'robot face'],
    ['pic-02.svg', '1f5f3', 'ballot box with ballot'],
    ['pic-03.svg', '1f6f0', 'satellite'],
  ],
  'uae-heritage': [
    ['pic-01.svg', '1f339', 'rose'],
    ['pic-02.svg', '1f941', 'drum'],
    ['pic-03.svg', '1f9f5', 'thread'],
  ],
  // picture-quiz keeps the naming of its folder (the picture's subject; its questions ask about the subject)
  pictures: [
    ['hedgehog.svg', '1f994'],
    ['carrot.svg', '1f955'],
    ['sheep.svg', '1f411'],
    ['duck.svg', '1f986'],
    ['giraffe.svg', '1f992'],
    ['pineapple.svg', '1f34d'],
    ['hippopotamus.svg', '1f99b'],
    ['turtle.svg', '1f422'],
    ['volcano.svg', '1f30b'],
    ['kite.svg', '1fa81'],
    ['zebra.svg', '1f993'],
    ['spider.svg', '1f577'],
  ],
};

for (const [folder, files] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  for (const [name, code] of files) copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
}
