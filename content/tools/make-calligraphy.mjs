// Draws the pictures of the category arabic-calligraphy: one Arabic word per picture, written with an
// OFL-licensed font whose style is a faithful example of one script, turned into SVG paths so that the picture
// does not depend on the fonts of the device. Files content/images/arabic-calligraphy/pic-NN.svg, in question order.
//
// Reference only: the build does not run this script. To regenerate, in a scratch folder outside the repository:
//
//   npm init -y
//   npm i opentype.js@2.0.0 harfbuzzjs@1.6.4 @fontsource/amiri@5.3.0 @fontsource/reem-kufi@5.3.0 \
//     @fontsource/aref-ruqaa@5.3.0 @fontsource/noto-nastaliq-urdu@5.3.0
//   cp <repo>/content/tools/make-calligraphy.mjs .
//   node make-calligraphy.mjs <repo>/content/images/arabic-calligraphy
//
// HarfBuzz (harfbuzzjs, MIT) shapes the word (joining forms, ligatures, the stacking of Nasta'liq); opentype.js
// (MIT) gives each shaped glyph's outline as an SVG path. Fonts (SIL Open Font License 1.1, see content/LICENSES.md):
// Amiri (Naskh), Reem Kufi (Kufic), Aref Ruqaa (Ruq'a), Noto Nastaliq Urdu (Nasta'liq). No text element remains in the
// pictures, only paths.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const OUT = path.resolve(process.argv[2] ?? 'images/arabic-calligraphy');

const FONTS = {
  naskh: ['@fontsource/amiri', 'amiri-arabic-400-normal.woff'],
  kufi: ['@fontsource/reem-kufi', 'reem-kufi-arabic-400-normal.woff'],
  ruqaa: ['@fontsource/aref-ruqaa', 'aref-ruqaa-arabic-400-normal.woff'],
  nastaliq: ['@fontsource/noto-nastaliq-urdu', 'noto-nastaliq-urdu-arabic-400-normal.woff'],
};

// WOFF 1.0 -> plain sfnt (HarfBuzz reads sfnt only).
function woffToSfnt(buf) {
  const numTables = buf.readUInt16BE(12);
  const flavor = buf.readUInt32BE(4);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const o = 44 + i * 20;
    const tag = buf.toString('latin1', o, o + 4);
    const offset = buf.readUInt32BE(o + 4);
    const compLength = buf.readUInt32BE(o + 8);
    const origLength = buf.readUInt32BE(o + 12);
    const checksum = buf.readUInt32BE(o + 16);
    const raw = buf.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw);
    tables.push({ tag, checksum, data });
  }
  let pos = 12 + numTables * 16;
  const parts = [];
  const header = Buffer.alloc(pos);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  let es = Math.floor(Math.log2(numTables));
  header.writeUInt16BE(2 ** es * 16, 6);
  header.writeUInt16BE(es, 8);
  header.writeUInt16BE(numTables * 16 - 2 ** es * 16, 10);
  tables.forEach((t, i) => {
    const o = 12 + i * 16;
    header.write(t.tag, o, 'latin1');
    header.writeUInt32BE(t.checksum, o + 4);
    header.writeUInt32BE(pos, o + 8);
    header.writeUInt32BE(t.data.length, o + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    pos += padded.length;
  });
  return Buffer.concat([header, ...parts]);
}

const loaded = {};
function load(key) {
  if (loaded[key]) return loaded[key];
  const [pkg, file] = FONTS[key];
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const sfnt = woffToSfnt(readFileSync(path.join(dir, 'files', file)));
  const ab = sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.length);
  const face = new hb.Face(new hb.Blob(ab));
  const font = new hb.Font(face);
  const ot = opentype.parse(ab);
  return (loaded[key] = { font, ot, upem: ot.unitsPerEm });
}

// Shape with HarfBuzz (right-to-left, Arabic), draw each glyph's outline with opentype.js.
function render(key, text) {
  const { font, ot } = load(key);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  let x = 0;
  const cmds = [];
  const size = ot.unitsPerEm; // draw at 1 unit per font unit, scaled by viewBox
  infos.forEach((g, i) => {
    const p = positions[i];
    const glyph = ot.glyphs.get(g.codepoint);
    const gp = glyph.getPath(x + p.xOffset, -p.yOffset, size);
    cmds.push(gp.toPathData(1));
    x += p.xAdvance;
  });
  const d = cmds.join('');
  return { d, width: x };
}

function bbox(d) {
  const nums = d.match(/-?\d+(\.\d+)?/g).map(Number);
  // crude: path commands M/L/Q/C with absolute coords in x,y pairs
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i + 1 < nums.length; i += 2) {
    minX = Math.min(minX, nums[i]); maxX = Math.max(maxX, nums[i]);
    minY = Math.min(minY, nums[i + 1]); maxY = Math.max(maxY, nums[i + 1]);
  }
  return { minX, minY, maxX, maxY };
}

export function svgFor(key, text) {
  const { d } = render(key, text);
  const b = bbox(d);
  const w = b.maxX - b.minX, h = b.maxY - b.minY;
  const pad = Math.max(w, h) * 0.12;
  const vx = b.minX - pad, vy = b.minY - pad, vw = w + 2 * pad, vh = h + 2 * pad;
  // 3:2 frame around the word
  let fw = vw, fh = vh;
  if (fw / fh < 1.5) fw = fh * 1.5; else fh = fw / 1.5;
  const fx = vx - (fw - vw) / 2, fy = vy - (fh - vh) / 2;
  const r = (n) => Math.round(n);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${r(fx)} ${r(fy)} ${r(fw)} ${r(fh)}" width="480" height="320"><rect x="${r(fx)}" y="${r(fy)}" width="${r(fw)}" height="${r(fh)}" fill="#f7f1e3"/><path fill="#1f2a44" d="${d}"/></svg>\n`;
}

// [font, word] in the order pic-01, pic-02, ...
export const PICTURES = [
  ['kufi', 'السلام'],
  ['ruqaa', 'مرحبا'],
  ['naskh', 'الكتاب'],
  ['nastaliq', 'محبة'],
  ['kufi', 'الخليج'],
  ['naskh', 'الصبر'],
  ['ruqaa', 'شكرا'],
  ['nastaliq', 'جمال'],
  ['kufi', 'نور'],
  ['ruqaa', 'أهلا وسهلا'],
  ['naskh', 'الحكمة'],
  ['nastaliq', 'الأمل'],
  ['kufi', 'الوطن'],
  ['ruqaa', 'سعادة'],
  ['naskh', 'العلم نور'],
  ['nastaliq', 'بستان'],
  ['ruqaa', 'القلم'],
  ['naskh', 'الكرم'],
  ['nastaliq', 'شعر'],
  ['ruqaa', 'وطني'],
];

mkdirSync(OUT, { recursive: true });
PICTURES.forEach(([key, text], i) => {
  const name = `pic-${String(i + 1).padStart(2, '0')}.svg`;
  writeFileSync(path.join(OUT, name), svgFor(key, text));
});
