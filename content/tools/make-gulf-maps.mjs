// Draws the maps of the "gulf-countries" and "uae-places" categories (content/images/gulf-maps/map-NN.svg) from
// Natural Earth data: a region of the Gulf with a red dot on a city or town, or one country's part shaded. It is
// make-maps.mjs (same colours, projection, simplification and merged borders) with its own list of pictures.
//
// Reference only: the build does not run this script and the project does not depend on these packages. To
// regenerate the pictures, in a scratch folder outside the repository:
//
//   npm init -y
//   npm i world-atlas@2.0.2 topojson-client@3.1.0 d3-geo@3.1.2
//   cp <repo>/content/tools/make-gulf-maps.mjs .
//   node make-gulf-maps.mjs <repo>/content/images
//
// Data: world-atlas (ISC) redistributes Natural Earth Admin 0 country boundaries (public domain). topojson-client
// and d3-geo are ISC-licensed. The pictures hold no text; the files are numbered so that their address does not
// give the answer away, and the list below says what each shows and which question uses it.

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature, merge } from 'topojson-client';
import { geoArea, geoMercator, geoNaturalEarth1, geoPath, geoCentroid } from 'd3-geo';

const require = createRequire(import.meta.url);
const atlas = (scale) => JSON.parse(readFileSync(require.resolve(`world-atlas/countries-${scale}.json`), 'utf8'));
const TOPO = { '10m': atlas('10m'), '50m': atlas('50m'), '110m': atlas('110m') };

const OUT = path.resolve(process.argv[2] ?? 'images');
const W = 480;
const H = 360;
const SEA = '#cfe6f2';
const LAND = '#e7e2d6';
const BORDER = '#8c8579';
const SHADE = '#0f766e';
const RED = '#dc2626';
const TOLERANCE = 0.45; // px, Douglas-Peucker
const MIN_AREA = 2; // px^2, rings of other countries
const MIN_SHADED = 0.5; // px^2, rings of the shaded country

// Regions drawn: [west, south, east, north] in degrees, the Natural Earth scale, and the projection.
const VIEWS = {
  arabWorld: { box: [-18, -3, 61, 38], scale: '50m' },
  northAfrica: { box: [-18, 12, 36, 38], scale: '50m' },
  arabia: { box: [33, 11, 61, 33], scale: '10m' },
  gulf: { box: [45.5, 22, 59.5, 30.5], scale: '10m' },
  northGulf: { box: [43, 25, 53, 32], scale: '10m' },
  uae: { box: [51.5, 22.6, 56.6, 26.3], scale: '10m' },
  northEmirates: { box: [54.9, 24.6, 56.6, 26.1], scale: '10m' },
  oman: { box: [51, 16, 60.5, 27], scale: '10m' },
  levant: { box: [30, 25, 50, 38.5], scale: '10m' },
  egypt: { box: [24, 21, 37, 32.5], scale: '10m' },
  iran: { box: [33, 12, 66, 41], scale: '50m' },
  horn: { box: [36, 8, 55, 17], scale: '10m' },
  eastAfrica: { box: [28, -22, 62, 14], scale: '50m' },
  hormuz: { box: [54.8, 25.2, 58.2, 27.6], scale: '10m' },
  comoros: { box: [36, -18, 52, -5], scale: '10m' },
  aqaba: { box: [31, 26.5, 37.5, 31.5], scale: '10m' },
  world: { world: true, scale: '110m', height: 248 },
  europe: { box: [-12, 35, 38, 71], scale: '50m' },
  africa: { box: [-20, -36, 55, 38], scale: '50m' },
  southAmerica: { box: [-92, -56, -30, 14], scale: '50m' },
  southAsia: { box: [58, 5, 100, 40], scale: '50m' },
  centralAsia: { box: [44, 28, 90, 56], scale: '50m' },
  eastAsia: { box: [88, 18, 150, 55], scale: '50m' },
  southEastAsia: { box: [90, -12, 130, 25], scale: '50m' },
  westAsia: { box: [24, 20, 75, 45], scale: '50m' },
};

// Countries drawn as one shape (no line between the parts): the key's id, plus the names or ids merged in.
const MERGED = { 504: ['732'], 706: ['Somaliland'], 196: ['N. Cyprus'] };

// What each picture shows (see make-maps.mjs for the keys).
const PICTURES = {
  'gulf-maps': [
    ['northGulf', { dot: [47.98, 29.37] }], // 01 Kuwait City (gulf-countries)
    ['gulf', { dot: [50.58, 26.22] }], // 02 Manama (gulf-countries)
    ['hormuz', { shade: '512', only: ([, lat]) => lat > 25.6 }], // 03 Musandam, Oman (gulf-countries)
    ['gulf', { dot: [49.59, 25.38] }], // 04 Al-Ahsa (Hofuf) (gulf-countries)
    ['northEmirates', { dot: [55.55, 25.56] }], // 05 Umm Al Quwain (uae-places)
    ['uae', { dot: [56.13, 24.8] }], // 06 Hatta (uae-places)
    ['uae', { dot: [52.73, 24.11] }], // 07 Ruwais (uae-places)
    ['uae', { dot: [53.77, 23.13] }], // 08 Liwa Oasis (uae-places)
  ],
};

function ringArea(pts) {
  let a = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    a += (pts[j][0] + pts[i][0]) * (pts[j][1] - pts[i][1]);
  }
  return Math.abs(a / 2);
}

// Douglas-Peucker line simplification in projected pixels.
function simplify(pts) {
  if (pts.length < 3) return pts;
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

// A path context for d3-geo that collects the projected rings, then writes them simplified.
function ringsOf(projection, object) {
  const rings = [];
  let ring = null;
  const context = {
    moveTo(x, y) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x, y) {
      ring.push([x, y]);
    },
    closePath() {},
    beginPath() {},
    arc() {},
  };
  geoPath(projection, context)(object);
  return rings;
}

function pathData(projection, object, minArea) {
  let d = '';
  for (const ring of ringsOf(projection, object)) {
    const pts = simplify(ring);
    if (pts.length < 3 || ringArea(pts) < minArea) continue;
    d += 'M' + pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L') + 'Z';
  }
  return d;
}

// A few small polygons of the 1:10m file (the Maldives) wind the wrong way for d3-geo, which then fills the whole
// globe but them: such polygons get their rings reversed.
function windRight(shape) {
  const geometry = shape.geometry;
  const polys = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const fixed = polys.map((poly) =>
    geoArea({ type: 'Polygon', coordinates: poly }) > 2 * Math.PI ? poly.map((ring) => [...ring].reverse()) : poly,
  );
  return { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: fixed } };
}

// The countries of a TopoJSON file as GeoJSON features keyed by id (or by name when Natural Earth gives no id),
// with the merged parts joined to their country and left out on their own.
function countriesOf(topo) {
  const geometries = topo.objects.countries.geometries;
  const key = (g) => g.id ?? g.properties.name;
  const mergedAway = new Set(Object.values(MERGED).flat());
  const out = new Map();
  for (const g of geometries) {
    const k = key(g);
    if (mergedAway.has(k)) continue;
    const parts = MERGED[k];
    if (parts) {
      const members = [g, ...geometries.filter((o) => parts.includes(key(o)))];
      out.set(k, windRight({ type: 'Feature', geometry: merge(topo, members) }));
    } else {
      out.set(k, windRight(feature(topo, g)));
    }
  }
  return out;
}

const COUNTRIES = Object.fromEntries(Object.entries(TOPO).map(([scale, topo]) => [scale, countriesOf(topo)]));

function projectionFor(view) {
  if (view.world) {
    const extent = [
      [4, 4],
      [W - 4, view.height - 4],
    ];
    return { projection: geoNaturalEarth1().fitExtent(extent, { type: 'Sphere' }) };
  }
  const [west, south, east, north] = view.box;
  const projection = geoMercator();
  projection.fitExtent(
    [
      [0, 0],
      [W, H],
    ],
    { type: 'MultiPoint', coordinates: [[west, south], [east, north]] },
  );
  // Grow the box to the picture's shape around its centre, then clip to the picture.
  projection.clipExtent([
    [0, 0],
    [W, H],
  ]);
  return { projection };
}

function onlyPolygons(shape, test) {
  const polys = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  return { type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: polys.filter((p) => test(p[0][0])) } };
}

function render(viewName, spec) {
  const view = VIEWS[viewName];
  const countries = COUNTRIES[view.scale];
  const { projection } = projectionFor(view);
  let body = '';
  if (view.world) {
    body += `<path fill="${SEA}" d="${pathData(projection, { type: 'Sphere' }, 0)}"/>`;
  } else {
    body += `<rect width="${W}" height="${H}" fill="${SEA}"/>`;
  }
  let land = '';
  for (const [id, shape] of countries) {
    if (spec.shade === id && !spec.only) continue;
    land += pathData(projection, shape, MIN_AREA);
  }
  body += `<path fill="${LAND}" stroke="${BORDER}" stroke-width="0.6" stroke-linejoin="round" d="${land}"/>`;
  if (spec.shade) {
    const country = countries.get(spec.shade);
    if (!country) throw new Error(`no country ${spec.shade} at ${view.scale}`);
    const shaded = spec.only ? onlyPolygons(country, spec.only) : country;
    const d = pathData(projection, shaded, MIN_SHADED);
    if (!d) throw new Error(`nothing to shade for ${spec.shade} in ${viewName}`);
    body += `<path fill="${SHADE}" stroke="#ffffff" stroke-width="0.8" stroke-linejoin="round" d="${d}"/>`;
    if (spec.ring) {
      const [x, y] = projection(geoCentroid(shaded));
      body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="16" fill="none" stroke="${RED}" stroke-width="3"/>`;
    }
  }
  if (spec.dot) {
    const [x, y] = projection(spec.dot);
    body +=
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="11" fill="none" stroke="${RED}" stroke-width="2.5"/>` +
      `<circle cx="${r1(x)}" cy="${r1(y)}" r="5" fill="${RED}" stroke="#ffffff" stroke-width="1.5"/>`;
  }
  const height = view.height ?? H;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" width="${W}" height="${height}">` +
    body +
    '</svg>\n'
  );
}

for (const [folder, pictures] of Object.entries(PICTURES)) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  pictures.forEach(([view, spec], index) => {
    const file = `map-${String(index + 1).padStart(2, '0')}.svg`;
    const svg = render(view, spec);
    writeFileSync(path.join(OUT, folder, file), svg);
    console.log(`${folder}/${file} ${Math.round(svg.length / 1024)} KB`);
  });
}
