// Copies the Twemoji pictures used by the categories islamic-history, quran-seerah, islamic-culture,
// kuwait and khaleeji-tv-songs into content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-islamic-kuwait-pictures.mjs .
//   node make-islamic-kuwait-pictures.mjs <repo>/content/images
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
  'islamic-history': ['1f54b', '1f42a', '1fa99', '26f5', '1f981'],
  'quran-seerah': ['1f577', '1f315', '1fad2', '1f42a'],
  'islamic-culture': ['1f4ff', '1f932', '1f4a7'],
  kuwait: ['1f386', '1f6e2', '1f1f0-1f1fc', '1f54c'],
  'khaleeji-tv-songs': ['1f941', '1f42a', '1fa98'],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, name));
  });
}
