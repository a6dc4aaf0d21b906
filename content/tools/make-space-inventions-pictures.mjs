// Makes the pictures of the categories arab-space-missions, daily-inventions and arab-football-legends
// (and any added to the list below) in content/images/<folder>/pic-NN.svg.
//
// Reference only: the build does not run this script. To regenerate, in a scratch
// folder outside the repository:
//
//   npm init -y
//   npm i @discordapp/twemoji@16.0.1 flag-icons@7.5.0
//   cp <repo>/content/tools/make-space-inventions-pictures.mjs .
//   node make-space-inventions-pictures.mjs <repo>/content/images
//
// Sources (see content/LICENSES.md):
// - `tw:<codepoint>`: Twemoji graphics (CC-BY 4.0), dist/svg/<codepoint>.svg copied without changes;
// - `flag:<code>`: flag-icons (MIT), flags/4x3/<code>.svg copied without changes;
// - `draw:<name>`: drawn here from plain SVG shapes (no outside source).
// The files are numbered in question order so that the address does not give the answer away.

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const TWEMOJI = path.join(path.dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist/svg');
const FLAGS = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');
const OUT = path.resolve(process.argv[2] ?? 'images');

// A planet drawn with plain shapes: a red disc, darker patches and a white polar cap.
const DRAWINGS = {
  mars: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
  <rect width="200" height="200" fill="#0b1026"/>
  <circle cx="100" cy="100" r="80" fill="#c1502a"/>
  <path d="M40 98 Q70 80 104 92 Q92 104 58 108 Z" fill="#8e3519"/>
  <path d="M112 118 Q134 108 152 116 Q138 128 116 126 Z" fill="#8e3519"/>
  <path d="M70 140 Q88 134 104 140 Q90 148 74 146 Z" fill="#8e3519"/>
  <path d="M74 27 Q100 16 126 27 Q100 36 74 27 Z" fill="#f4f1ea"/>
</svg>
`,};

// folder -> sources, in the order of pic-01, pic-02, ...
const PICTURES = {
  'arab-space-missions': [
    'tw:1f315', 'tw:1f6f0', 'tw:1f4e1', 'tw:1f4fa', 'tw:1f680', 'tw:1f310', 'tw:1f9d1-200d-1f680', 'tw:1f52d',
    'tw:23f3', 'tw:1f3c1', 'tw:2696', 'tw:1f468-200d-1f680', 'tw:1f469-200d-1f680', 'tw:1f4f7', 'draw:mars',
    'tw:1faa8', 'flag:jo',
  ],
  'daily-inventions': [
    'tw:1f58a', 'tw:1f456', 'tw:1f6d2', 'tw:1f96b', 'tw:1fa79', 'tw:1f4b3', 'tw:1f963', 'tw:1f3e7', 'tw:1f94f',
    'tw:1faa5', 'tw:1f366', 'tw:1f6a6', 'tw:1f9f7', 'tw:2328', 'tw:270f', 'tw:1faa1', 'tw:1f4a1', 'tw:1f58d',
    'tw:1f375', 'tw:1f4ce',
  ],
  'arab-football-legends': [
    'tw:1f455', 'tw:1f98a', 'tw:1f985', 'flag:jo', 'tw:1f9e4', 'flag:tn', 'flag:sd', 'flag:qa', 'flag:jo', 'flag:om',
    'flag:ma', 'flag:dz', 'flag:ae', 'flag:iq', 'flag:kw', 'flag:sa',
  ],
};

for (const [folder, sources] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  sources.forEach((source, i) => {
    const target = path.join(OUT, folder, `pic-${String(i + 1).padStart(2, '0')}.svg`);
    const [kind, name] = source.split(':');
    if (kind === 'tw') copyFileSync(path.join(TWEMOJI, `${name}.svg`), target);
    else if (kind === 'flag') copyFileSync(path.join(FLAGS, `${name}.svg`), target);
    else if (kind === 'draw') writeFileSync(target, DRAWINGS[name]);
    else throw new Error(`unknown source ${source}`);
  });
}
