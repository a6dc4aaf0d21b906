// Draws the maps of the "arab-map" and "world-map" categories (content/images/arab-map/map-NN.svg and
// content/images/world-map/map-NN.svg) from Natural Earth data: a region of the world with one country (or one
// island) shaded, or a red dot on a city or a body of water.
//
// Reference only: the build does not run this script and the project does not depend on these packages. To
// regenerate the pictures, in a scratch folder outside the repository:
//
//   npm init -y
//   npm i world-atlas@2.0.2 topojson-client@3.1.0 d3-geo@3.1.2
//   cp <repo>/content/tools/make-maps.mjs .
//   node make-maps.mjs <repo>/content/images
//
// Data: world-atlas (ISC) redistributes Natural Earth Admin 0 country boundaries (public domain) at 1:10m, 1:50m
// and 1:110m. topojson-client and d3-geo are ISC-licensed. Regional maps use a Mercator projection fitted to a
// longitude/latitude box and clipped to the picture; the world map uses the Natural Earth projection. Lines are
// simplified (Douglas-Peucker, TOLERANCE pixels), slivers are dropped and coordinates rounded to one decimal.
// Borders follow Natural Earth's default (de facto) boundaries, except that Western Sahara is drawn as part of
// Morocco, Somaliland as part of Somalia and Northern Cyprus as part of Cyprus (no line between them), as on the
// maps of the Arab League and the United Nations member states. The pictures hold no text; the files are
// numbered so that their address does not give the answer away, and the lists below say what each shows (the
// question ids follow the picture numbers).

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

// What each picture shows. shade: Natural Earth country ids (first one shaded); only: keep the shaded polygons
// whose first point passes the test; ring: circle the shaded shape in red (small countries); dot: [lon, lat].
const PICTURES = {
  'arab-map': [
    ['arabia', { shade: '682' }], // 01 Saudi Arabia
    ['gulf', { shade: '784' }], // 02 United Arab Emirates
    ['arabia', { shade: '512' }], // 03 Oman
    ['gulf', { shade: '634' }], // 04 Qatar
    ['northGulf', { shade: '414' }], // 05 Kuwait
    ['gulf', { shade: '048', ring: true }], // 06 Bahrain
    ['arabia', { shade: '887' }], // 07 Yemen
    ['arabWorld', { shade: '818' }], // 08 Egypt
    ['levant', { shade: '368' }], // 09 Iraq
    ['northAfrica', { shade: '504' }], // 10 Morocco
    ['gulf', { dot: [51.6, 27.0] }], // 11 the Arabian Gulf
    ['arabia', { dot: [38.6, 20.0] }], // 12 the Red Sea
    ['uae', { dot: [55.27, 25.2] }], // 13 Dubai
    ['uae', { dot: [54.37, 24.47] }], // 14 Abu Dhabi
    ['gulf', { dot: [51.53, 25.29] }], // 15 Doha
    ['arabia', { dot: [39.83, 21.42] }], // 16 Makkah
    ['northAfrica', { shade: '012' }], // 17 Algeria
    ['northAfrica', { shade: '434' }], // 18 Libya
    ['northAfrica', { shade: '788' }], // 19 Tunisia
    ['arabWorld', { shade: '729' }], // 20 Sudan
    ['levant', { shade: '760' }], // 21 Syria
    ['levant', { shade: '400' }], // 22 Jordan
    ['levant', { shade: '422' }], // 23 Lebanon
    ['iran', { shade: '364' }], // 24 Iran
    ['arabia', { dot: [46.72, 24.69] }], // 25 Riyadh
    ['oman', { dot: [58.41, 23.59] }], // 26 Muscat
    ['egypt', { dot: [31.24, 30.04] }], // 27 Cairo
    ['uae', { dot: [55.76, 24.21] }], // 28 Al Ain
    ['arabia', { dot: [39.61, 24.47] }], // 29 Madinah
    ['gulf', { dot: [58.1, 24.9] }], // 30 the Gulf of Oman
    ['arabia', { dot: [39.17, 21.54] }], // 31 Jeddah (the Strait of Hormuz before; asked by gulf-countries)
    ['arabia', { dot: [59.0, 15.0] }], // 32 the Arabian Sea
    ['northAfrica', { shade: '478' }], // 33 Mauritania
    ['horn', { shade: '262' }], // 34 Djibouti
    ['eastAfrica', { shade: '706' }], // 35 Somalia
    ['comoros', { shade: '174', ring: true }], // 36 Comoros
    ['horn', { dot: [44.21, 15.35] }], // 37 Sana'a
    ['horn', { shade: '887', only: ([lon]) => lon > 52 }], // 38 Socotra
    ['oman', { dot: [54.09, 17.02] }], // 39 Salalah
    ['uae', { dot: [55.94, 25.79] }], // 40 Ras Al Khaimah
    ['horn', { dot: [45.03, 12.79] }], // 41 Aden
    ['northGulf', { dot: [47.78, 30.51] }], // 42 Basra
    ['arabia', { dot: [36.57, 28.38] }], // 43 Tabuk
    ['oman', { dot: [57.53, 22.93] }], // 44 Nizwa
    ['gulf', { dot: [50.1, 26.43] }], // 45 Dammam
    ['horn', { dot: [43.4, 12.6] }], // 46 Bab el-Mandeb
    ['horn', { dot: [48.0, 12.6] }], // 47 the Gulf of Aden
    ['aqaba', { dot: [34.72, 28.85] }], // 48 the Gulf of Aqaba
    ['uae', { dot: [56.33, 25.12] }], // 49 Fujairah
    ['uae', { dot: [55.39, 25.35] }], // 50 Sharjah
    ['northAfrica', { dot: [18.0, 34.0] }], // 51 the Mediterranean Sea
    ['northAfrica', { dot: [-14.0, 25.0] }], // 52 the Atlantic Ocean
    ['egypt', { dot: [29.92, 31.2] }], // 53 Alexandria
    ['arabia', { dot: [42.5, 18.22] }], // 54 Abha
    ['oman', { dot: [56.25, 26.18] }], // 55 Khasab
    ['oman', { dot: [56.74, 24.35] }], // 56 Sohar
    ['aqaba', { dot: [34.45, 27.98] }], // 57 the Strait of Tiran
    ['aqaba', { dot: [33.05, 28.95] }], // 58 the Gulf of Suez
    ['levant', { dot: [37.16, 36.2] }], // 59 Aleppo
    ['northAfrica', { dot: [-7.99, 31.63] }], // 60 Marrakesh
  ],
  'world-map': [
    ['world', { shade: '840' }], // 01 United States
    ['world', { shade: '076' }], // 02 Brazil
    ['world', { shade: '356' }], // 03 India
    ['world', { shade: '156' }], // 04 China
    ['world', { shade: '643' }], // 05 Russia
    ['world', { shade: '124' }], // 06 Canada
    ['world', { shade: '036' }], // 07 Australia
    ['eastAsia', { shade: '392' }], // 08 Japan
    ['europe', { shade: '250', only: ([lon, lat]) => lon > -6 && lat > 41 }], // 09 France
    ['europe', { shade: '826' }], // 10 United Kingdom
    ['europe', { shade: '724', only: ([lon, lat]) => lon > -10 && lat > 35.5 }], // 11 Spain
    ['westAsia', { shade: '792' }], // 12 Turkey
    ['southAsia', { shade: '586' }], // 13 Pakistan
    ['world', { shade: '710' }], // 14 South Africa
    ['world', { shade: '484' }], // 15 Mexico
    ['world', { shade: '032' }], // 16 Argentina
    ['europe', { shade: '276' }], // 17 Germany
    ['centralAsia', { shade: '398' }], // 18 Kazakhstan
    ['southEastAsia', { shade: '360' }], // 19 Indonesia
    ['africa', { shade: '566' }], // 20 Nigeria
    ['africa', { shade: '404' }], // 21 Kenya
    ['africa', { shade: '231' }], // 22 Ethiopia
    ['southEastAsia', { shade: '764' }], // 23 Thailand
    ['southEastAsia', { shade: '458' }], // 24 Malaysia
    ['southEastAsia', { shade: '608' }], // 25 Philippines
    ['southAmerica', { shade: '604' }], // 26 Peru
    ['southAmerica', { shade: '152' }], // 27 Chile
    ['southAmerica', { shade: '170' }], // 28 Colombia
    ['europe', { shade: '300' }], // 29 Greece
    ['europe', { shade: '752' }], // 30 Sweden
    ['southAsia', { shade: '004' }], // 31 Afghanistan
    ['africa', { shade: '450' }], // 32 Madagascar
    ['southAmerica', { shade: '858' }], // 33 Uruguay
    ['southAmerica', { shade: '600' }], // 34 Paraguay
    ['southAmerica', { shade: '068' }], // 35 Bolivia
    ['eastAsia', { shade: '496' }], // 36 Mongolia
    ['southAsia', { shade: '524' }], // 37 Nepal
    ['southAsia', { shade: '050' }], // 38 Bangladesh
    ['europe', { shade: '620', only: ([lon]) => lon > -10 }], // 39 Portugal
    ['europe', { shade: '756', ring: true }], // 40 Switzerland
    ['europe', { shade: '040' }], // 41 Austria
    ['europe', { shade: '246' }], // 42 Finland
    ['africa', { shade: '834' }], // 43 Tanzania
    ['africa', { shade: '024' }], // 44 Angola
    ['africa', { shade: '288' }], // 45 Ghana
    ['centralAsia', { shade: '860' }], // 46 Uzbekistan
    ['southEastAsia', { shade: '104' }], // 47 Myanmar
    ['southAmerica', { shade: '862' }], // 48 Venezuela
    ['europe', { shade: '380' }], // 49 Italy
    ['westAsia', { shade: '364' }], // 50 Iran
    ['world', { shade: '304' }], // 51 Greenland
    ['southAsia', { shade: '144' }], // 52 Sri Lanka
    ['europe', { shade: '578' }], // 53 Norway
    ['europe', { shade: '804' }], // 54 Ukraine
    ['southEastAsia', { shade: '704' }], // 55 Vietnam
    ['eastAsia', { shade: '410' }], // 56 South Korea
    ['europe', { shade: '642' }], // 57 Romania
    ['southEastAsia', { shade: '418' }], // 58 Laos
    ['africa', { shade: '894' }], // 59 Zambia
    ['southAmerica', { shade: '218', only: ([lon]) => lon > -85 }], // 60 Ecuador (without the Galapagos)
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
