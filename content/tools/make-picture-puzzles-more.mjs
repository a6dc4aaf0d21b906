// Draws the pictures added later to the "picture-puzzles" category (content/images/puzzles/puzzle-49.svg …
// puzzle-60.svg): a clock, shapes to count, shaded fractions, an angle, a grid of rectangles and number patterns.
// The drawing helpers are those of make-picture-puzzles.mjs (copied here so that this script runs on its own and
// leaves puzzle-01 … puzzle-48 alone).
//
// Reference only: the build does not run this script. To regenerate the pictures (Node 20, no packages):
//
//   node content/tools/make-picture-puzzles-more.mjs content/images/puzzles
//
// Every picture is drawn here from geometry (no fonts other than digits and '?', no outside artwork), so the files
// are original to this project. The files are numbered so that their address does not give the answer away; the
// list below says what each shows (the question ids follow the picture numbers).

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(process.argv[2] ?? 'puzzles');
const INK = '#1e293b';
const TEAL = '#0f766e';
const AMBER = '#f59e0b';

const PALE = '#e2e8f0';
const r1 = (n) => Math.round(n * 10) / 10;

const svg = (body, size = 400) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
  `<rect width="${size}" height="${size}" fill="#fff"/>${body}</svg>\n`;
const polar = (cx, cy, r, deg) => [r1(cx + r * Math.sin((deg * Math.PI) / 180)), r1(cy - r * Math.cos((deg * Math.PI) / 180))];
const line = ([x1, y1], [x2, y2], w = 4, c = INK) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
const text = (x, y, s, size = 28, c = INK) =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="Arial, sans-serif" font-size="${size}" font-weight="bold" fill="${c}" text-anchor="middle" dominant-baseline="central">${s}</text>`;
const poly = (pts, fill = TEAL, stroke = INK) =>
  `<polygon points="${pts.map((p) => p.join(',')).join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`;
const circle = (cx, cy, r, fill = TEAL, stroke = INK, w = 4) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${w}"/>`;
const regular = (n, cx, cy, r, rot = 0) => Array.from({ length: n }, (_, i) => polar(cx, cy, r, rot + (360 / n) * i));

// ---- clocks ----
const ARABIC_DIGITS = ['١٢', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩', '١٠', '١١'];
function clock(h, m, { numerals = 'western', mirrored = false } = {}) {
  const c = 200;
  let body = circle(c, c, 170, '#fff', INK, 8);
  for (let i = 0; i < 60; i++) {
    const major = i % 5 === 0;
    body += line(polar(c, c, major ? 145 : 155, i * 6), polar(c, c, 162, i * 6), major ? (i === 0 ? 9 : 5) : 2);
  }
  if (numerals !== 'none') {
    for (let i = 0; i < 12; i++) {
      const [x, y] = polar(c, c, 118, i * 30);
      body += text(x, y, numerals === 'arabic' ? ARABIC_DIGITS[i] : String(i === 0 ? 12 : i), 30);
    }
  }
  const sign = mirrored ? -1 : 1;
  const hourDeg = sign * ((h % 12) * 30 + m * 0.5);
  const minuteDeg = sign * (m * 6);
  body += line([c, c], polar(c, c, 80, hourDeg), 12);
  body += line([c, c], polar(c, c, 135, minuteDeg), 7);
  body += circle(c, c, 9, INK, INK, 0);
  return svg(body);
}

// ---- shapes ----
function scatter(items) {
  // items: [kind, x, y, fill]
  return svg(
    items
      .map(([kind, x, y, fill]) => {
        if (kind === 'circle') return circle(x, y, 26, fill);
        if (kind === 'square') return poly([[x - 24, y - 24], [x + 24, y - 24], [x + 24, y + 24], [x - 24, y + 24]], fill);
        return poly(regular(3, x, y + 6, 32), fill);
      })
      .join(''),
  );
}



// ---- fractions ----
function pie(parts, shaded) {
  const c = 200;
  const r = 160;
  let body = '';
  for (let i = 0; i < parts; i++) {
    const [x1, y1] = polar(c, c, r, (360 / parts) * i);
    const [x2, y2] = polar(c, c, r, (360 / parts) * (i + 1));
    const large = 360 / parts > 180 ? 1 : 0;
    body += `<path d="M${c},${c} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z" fill="${shaded.includes(i) ? TEAL : '#fff'}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`;
  }
  return svg(body);
}
function bar(parts, shaded) {
  const w = 320 / parts;
  let body = '';
  for (let i = 0; i < parts; i++)
    body += `<rect x="${r1(40 + i * w)}" y="130" width="${r1(w)}" height="140" fill="${shaded.includes(i) ? TEAL : '#fff'}" stroke="${INK}" stroke-width="5"/>`;
  return svg(body);
}

// ---- dice ----




// ---- counting figures ----

/** An equilateral triangle cut into n x n small triangles (lines parallel to each side). */





// ---- angles ----
function angle(deg, { right = false } = {}) {
  // the vertex sits where both arms fit inside the picture
  const o = deg <= 90 ? [90, 300] : deg <= 180 ? [210, 280] : [200, 200];
  const arm = deg <= 90 ? 260 : deg <= 180 ? 170 : 165;
  const a = [o[0] + arm, o[1]];
  const rad = (deg * Math.PI) / 180;
  const b = [r1(o[0] + arm * Math.cos(rad)), r1(o[1] - arm * Math.sin(rad))];
  let mark;
  if (right) {
    mark = `<path d="M${o[0] + 40},${o[1]} L${o[0] + 40},${o[1] - 40} L${o[0]},${o[1] - 40}" fill="none" stroke="${AMBER}" stroke-width="5"/>`;
  } else {
    const end = [r1(o[0] + 55 * Math.cos(rad)), r1(o[1] - 55 * Math.sin(rad))];
    mark = `<path d="M${o[0] + 55},${o[1]} A55,55 0 ${deg > 180 ? 1 : 0} 0 ${end[0]},${end[1]}" fill="none" stroke="${AMBER}" stroke-width="6"/>`;
  }
  return svg(mark + line(o, a, 7) + line(o, b, 7) + circle(o[0], o[1], 7, INK, INK, 0));
}

// ---- compass ----


// ---- patterns ----
function panels(drawers) {
  // a row of up to six panels in a wide picture; a drawer returns SVG for a box of size s centred at (cx, cy)
  const n = drawers.length;
  const w = 400 / n;
  const height = Math.round(w + 16);
  const cy = height / 2;
  const body = drawers
    .map((draw, i) => {
      const cx = w * i + w / 2;
      return (
        `<rect x="${r1(w * i + 4)}" y="8" width="${r1(w - 8)}" height="${r1(w)}" rx="8" fill="#fff" stroke="${PALE}" stroke-width="3"/>` +
        draw(cx, cy, w - 14)
      );
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 ${height}" width="400" height="${height}"><rect width="400" height="${height}" fill="#fff"/>${body}</svg>\n`;
}
const q = (cx, cy, s) => text(cx, cy, '?', s * 0.7, AMBER);




function numberGrid(rows) {
  let body = '';
  rows.forEach((row, r) =>
    row.forEach((v, c) => {
      body += `<rect x="${65 + c * 90}" y="${65 + r * 90}" width="90" height="90" fill="${v === '?' ? '#fef3c7' : '#fff'}" stroke="${INK}" stroke-width="5"/>`;
      body += text(110 + c * 90, 110 + r * 90, v, 44, v === '?' ? AMBER : INK);
    }),
  );
  return svg(body);
}


// ---- added for these pictures ----
const triangleShape = (cx, cy, s) => poly(regular(3, cx, cy + s * 0.06, s * 0.34), AMBER);
const roundShape = (cx, cy, s) => circle(cx, cy, s * 0.3);
const number = (v) => (cx, cy, s) => text(cx, cy, String(v), s * 0.42);
/** A rectangle cut into rows x cols cells that are not square (100 x 70), so every block is a rectangle. */
function rectGrid(rows, cols) {
  const w = 100;
  const h = 70;
  const x0 = 200 - (cols * w) / 2;
  const y0 = 200 - (rows * h) / 2;
  let body = `<rect x="${x0}" y="${y0}" width="${cols * w}" height="${rows * h}" fill="#fff" stroke="${INK}" stroke-width="5"/>`;
  for (let r = 1; r < rows; r++) body += line([x0, y0 + r * h], [x0 + cols * w, y0 + r * h], 5);
  for (let c = 1; c < cols; c++) body += line([x0 + c * w, y0], [x0 + c * w, y0 + rows * h], 5);
  return svg(body);
}

const FIRST = 49;
const PICTURES = [
  // easy
  clock(1, 15), // 49 1:15
  scatter([['square', 70, 70, TEAL], ['circle', 200, 60, AMBER], ['triangle', 330, 70, AMBER], ['square', 80, 190, TEAL], ['circle', 200, 180, AMBER], ['square', 320, 190, TEAL], ['triangle', 60, 320, AMBER], ['square', 170, 320, TEAL], ['circle', 280, 320, AMBER], ['square', 130, 120, TEAL], ['triangle', 250, 110, AMBER], ['square', 350, 330, TEAL]]), // 50 6 squares
  bar(4, [0, 1, 2]), // 51 three quarters shaded
  panels([triangleShape, roundShape, roundShape, triangleShape, roundShape, q]), // 52 triangle, circle, circle, triangle, circle, ? (circle)
  // medium
  clock(7, 35, { numerals: 'none' }), // 53 7:35, no numerals
  panels([number(2), number(4), number(8), number(16), q]), // 54 doubling: 32
  angle(45), // 55 45 degrees
  pie(6, [0, 1]), // 56 two sixths: a third
  // hard
  clock(9, 30), // 57 9:30, hands 105 degrees apart
  numberGrid([['2', '3', '6'], ['4', '5', '20'], ['3', '?', '21']]), // 58 each row: first x second = third (7)
  rectGrid(2, 3), // 59 2 x 3 cells: 18 rectangles
  panels([number(1), number(2), number(4), number(7), number(11), q]), // 60 +1, +2, +3, +4, +5: 16
];

mkdirSync(OUT, { recursive: true });
PICTURES.forEach((content, index) => {
  writeFileSync(path.join(OUT, `puzzle-${String(FIRST + index).padStart(2, '0')}.svg`), content);
});
console.log(`${PICTURES.length} pictures written to ${OUT}`);
