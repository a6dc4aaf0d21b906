// Draws the pictures of the "math-numbers" category (content/images/math-numbers/pic-NN.svg): a grid with a quarter of its squares shaded, a
// right triangle with two sides given and a shape made of rectangles with its sides given.
//
// Reference only: the build does not run this script. To regenerate the pictures (Node 20, no packages):
//
//   node content/tools/make-math-pictures.mjs content/images/math-numbers
//
// Every picture is drawn here from geometry (no text other than digits and '?'), so the files are original to
// this project. The files are numbered so that their address does not give the answer away; the list below says
// what each shows and which question uses it.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(process.argv[2] ?? 'math-numbers');
const INK = '#1e293b';
const TEAL = '#0f766e';
const PALE = '#e2e8f0';

const svg = (body, size = 400) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">` +
  `<rect width="${size}" height="${size}" fill="#fff"/>${body}</svg>\n`;
const text = (x, y, s, size = 30) =>
  `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${size}" font-weight="bold" fill="${INK}" text-anchor="middle" dominant-baseline="central">${s}</text>`;

// 01 (math-numbers-049): a 10 x 10 grid with 25 squares shaded: the first two rows and half of the third.
function grid() {
  const shaded = new Set(Array.from({ length: 25 }, (_, i) => i));
  let body = '';
  for (let r = 0; r < 10; r++) {
    for (let c = 0; c < 10; c++) {
      const fill = shaded.has(r * 10 + c) ? TEAL : PALE;
      body += `<rect x="${50 + c * 30}" y="${50 + r * 30}" width="30" height="30" fill="${fill}" stroke="#fff" stroke-width="2"/>`;
    }
  }
  return svg(body + `<rect x="50" y="50" width="300" height="300" fill="none" stroke="${INK}" stroke-width="3"/>`);
}

// 02 (math-numbers-053): a right triangle with legs 6 and 8 and the long side marked '?'.
function triangle() {
  const [ax, ay, bx, by, cx, cy] = [80, 320, 80, 95, 380, 320]; // right angle at A; AB = 6 units, AC = 8 units
  return svg(
    `<polygon points="${ax},${ay} ${bx},${by} ${cx},${cy}" fill="${PALE}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      `<polyline points="${ax},${ay - 26} ${ax + 26},${ay - 26} ${ax + 26},${ay}" fill="none" stroke="${INK}" stroke-width="3"/>` +
      text(50, (ay + by) / 2, '6') +
      text((ax + cx) / 2, ay + 32, '8') +
      text((bx + cx) / 2 + 22, (by + cy) / 2 - 22, '?', 36),
  );
}

// 03 (math-numbers-056): an L shape, 10 wide and 8 tall, with a 4 x 3 corner cut out of its top right.
function lShape() {
  const u = 28; // pixels per unit
  const x0 = 60;
  const y0 = 80;
  const pts = [
    [0, 0],
    [6, 0],
    [6, 3],
    [10, 3],
    [10, 8],
    [0, 8],
  ]
    .map(([x, y]) => `${x0 + x * u},${y0 + y * u}`)
    .join(' ');
  return svg(
    `<polygon points="${pts}" fill="${PALE}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
      text(x0 + 5 * u, y0 + 8 * u + 28, '10') + // bottom side
      text(x0 - 24, y0 + 4 * u, '8') + // left side
      text(x0 + 8 * u, y0 + 3 * u - 24, '4') + // the cut's bottom
      text(x0 + 6 * u - 22, y0 + 1.5 * u, '3'), // the cut's left side
  );
}

mkdirSync(OUT, { recursive: true });
[grid, triangle, lShape].forEach((draw, i) => {
  const file = path.join(OUT, `pic-${String(i + 1).padStart(2, '0')}.svg`);
  writeFileSync(file, draw());
  console.log(file);
});
