// Renders the country outlines used by the "country-shapes" category
// (content/images/shapes/<iso>.svg) from Natural Earth data.
//
// Reference only: the build does not run this script and the project does not
// depend on these packages. To regenerate the pictures, in a scratch folder
// outside the repository:
//
//   npm init -y
//   npm i world-atlas@2.0.2 topojson-client@3.1.0 d3-geo@3.1.2
//   cp <repo>/content/tools/make-country-shapes.mjs .
//   node make-country-shapes.mjs <repo>/content/images/shapes
//
// Data: world-atlas (ISC) redistributes Natural Earth 1:10m Admin 0 country
// boundaries (public domain). topojson-client and d3-geo are ISC-licensed.
// Each country is drawn with a Mercator projection fitted into a 400x400
// viewBox, far-away islands and territories are left out with a
// longitude/latitude box, lines are simplified (Douglas-Peucker, TOLERANCE pixels),
// slivers smaller than MIN_AREA square pixels are dropped and coordinates are
// rounded to one decimal. The SVG holds one filled path and no text.

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature } from 'topojson-client';
import { geoMercator } from 'd3-geo';

const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));

const OUT = path.resolve(process.argv[2] ?? 'shapes');
const SIZE = 400;
const PAD = 12;
const FILL = '#0f766e';
const TOLERANCE = 0.5; // px, Douglas-Peucker
const MIN_AREA = 3; // px^2, for outer rings
const MIN_HOLE = 12; // px^2, for holes

// file name (ISO 3166-1 alpha-2) -> Natural Earth numeric id, and an optional
// [west, south, east, north] box: polygons whose first point lies outside are left out.
const COUNTRIES = {
  ae: { id: '784' },
  au: { id: '036', box: [110, -45, 155, -9] },
  bh: { id: '048' },
  br: { id: '076', box: [-75, -35, -34, 6] },
  cl: { id: '152', box: [-76, -56, -66, -17] },
  cu: { id: '192' },
  eg: { id: '818' },
  es: { id: '724', box: [-10, 35.5, 5, 44] },
  fr: { id: '250', box: [-5.5, 41, 10, 51.5] },
  gb: { id: '826', box: [-9, 49.8, 2, 61] },
  gr: { id: '300' },
  is: { id: '352' },
  it: { id: '380' },
  jo: { id: '400' },
  jp: { id: '392', box: [128, 30, 146, 46] },
  kw: { id: '414' },
  mg: { id: '450' },
  mx: { id: '484', box: [-118, 14, -86, 33] },
  no: { id: '578', box: [4, 57, 32, 72] },
  nz: { id: '554', box: [165, -48, 179, -34] },
  om: { id: '512' },
  pt: { id: '620', box: [-10, 36.8, -6, 42.2] },
  qa: { id: '634' },
  sa: { id: '682' },
  lk: { id: '144' },
  th: { id: '764' },
  tn: { id: '788' },
  tr: { id: '792' },
  us: { id: '840', box: [-125, 24, -66, 50] },
  vn: { id: '704', box: [102, 8, 110, 24] },
  ca: { id: '124' },
  ar: { id: '032' },
  de: { id: '276' },
  za: { id: '710' },
  ye: { id: '887' },
  iq: { id: '368' },
  ir: { id: '364' },
  ly: { id: '434' },
  lb: { id: '422' },
  id: { id: '360' },
  pe: { id: '604' },
  ie: { id: '372' },
  dz: { id: '012' },
  af: { id: '004' },
  fi: { id: '246' },
  mn: { id: '496' },
  pl: { id: '616' },
  ph: { id: '608' },
  in: { id: '356', box: [68, 6, 98, 37] },
  cn: { id: '156', box: [73, 18, 135, 54] },
  sy: { id: '760' },
  sd: { id: '729' },
  pk: { id: '586' },
  se: { id: '752' },
  my: { id: '458', box: [99, 0, 120, 8] },
  mr: { id: '478' },
  kz: { id: '398' },
  bd: { id: '050' },
  np: { id: '524' },
  dk: { id: '208', box: [8, 54.5, 15.3, 58] },
};

const geometries = topo.objects.countries.geometries;

function inBox([lon, lat], box) {
  return !box || (lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3]);
}

function ringArea(pts) {
  let a = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    a += (pts[j][0] + pts[i][0]) * (pts[j][1] - pts[i][1]);
  }
  return Math.abs(a / 2);
}

// Douglas-Peucker line simplification in projected pixels.
function simplify(pts) {
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack = [[0, pts.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = pts[a];
    const [bx, by] = pts[b];
    const len = Math.hypot(bx - ax, by - ay);
    let best = -1;
    let bestDist = TOLERANCE;
    for (let i = a + 1; i < b; i++) {
      const [x, y] = pts[i];
      const dist =
        len === 0 ? Math.hypot(x - ax, y - ay) : Math.abs((bx - ax) * (ay - y) - (ax - x) * (by - ay)) / len;
      if (dist > bestDist) {
        bestDist = dist;
        best = i;
      }
    }
    if (best > 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

const r1 = (n) => (Math.round(n * 10) / 10).toString();

function render(code, { id, box }) {
  const geom = geometries.find((g) => g.id === id);
  if (!geom) throw new Error(`no geometry for ${code} (${id})`);
  const f = feature(topo, geom);
  const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
  const kept = polys.filter((poly) => inBox(poly[0][0], box));
  const shape = { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: kept } };
  const projection = geoMercator().fitExtent(
    [
      [PAD, PAD],
      [SIZE - PAD, SIZE - PAD],
    ],
    shape,
  );
  let d = '';
  for (const poly of kept) {
    poly.forEach((ring, k) => {
      const pts = simplify(ring.map((p) => projection(p)));
      if (pts.length < 3 || ringArea(pts) < (k === 0 ? MIN_AREA : MIN_HOLE)) return;
      d += 'M' + pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L') + 'Z';
    });
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<path fill="${FILL}" fill-rule="evenodd" d="${d}"/></svg>\n`;
  writeFileSync(path.join(OUT, `${code}.svg`), svg);
  return svg.length;
}

mkdirSync(OUT, { recursive: true });
for (const [code, spec] of Object.entries(COUNTRIES)) {
  const bytes = render(code, spec);
  console.log(`${code}.svg ${bytes} bytes`);
}
