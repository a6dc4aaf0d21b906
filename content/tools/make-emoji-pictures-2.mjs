// Copies the Twemoji pictures used by the categories movies-world, music and other-sports into
// content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1
//   cp <repo>/content/tools/make-emoji-pictures-2.mjs .
//   node make-emoji-pictures-2.mjs <repo>/content/images
//
// Graphics: Twemoji, CC-BY 4.0 (see content/LICENSES.md). The files are copied without changes; they are
// numbered in question order so that the address does not give the answer away.

import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const SVG = path.join(path.dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist/svg');
const OUT = path.resolve(process.argv[2] ?? 'images');

// folder -> code points, in the order of pic-01, pic-02, ... (the question each one serves in the comment)
const PICTURES = {
  // clapper board (movies-world-049), gorilla (053), dragon (054), genie (057)
  'movies-world': ['1f3ac', '1f98d', '1f409', '1f9de'],
  // accordion (music-049), maracas (050), saxophone (057), harp (058)
  music: ['1fa97', '1fa87', '1f3b7', '1fa89'],
  // cricket (other-sports-049), rugby ball (050), curling stone (053), bow and arrow (054), fencer (057)
  'other-sports': ['1f3cf', '1f3c9', '1f94c', '1f3f9', '1f93a'],
};

for (const [folder, codes] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  codes.forEach((code, i) => {
    const file = `pic-${String(i + 1).padStart(2, '0')}.svg`;
    copyFileSync(path.join(SVG, `${code}.svg`), path.join(OUT, folder, file));
    console.log(`${folder}/${file} <- ${code}`);
  });
}
