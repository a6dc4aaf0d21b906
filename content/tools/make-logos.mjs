// Writes the logo pictures used by the "brands-logos" category
// (content/images/logos/logo-NN.svg) from the simple-icons package.
//
// Reference only: the build does not run this script and the project does not
// depend on simple-icons. To regenerate the pictures, in a scratch folder
// outside the repository:
//
//   npm init -y
//   npm i simple-icons@16.37.0
//   cp <repo>/content/tools/make-logos.mjs .
//   node make-logos.mjs <repo>/content/images/logos
//
// simple-icons (https://simpleicons.org) publishes its SVG data under CC0-1.0.
// The logos themselves are trademarks of their owners; they are shown only to
// identify the brands the questions ask about.
//
// Each icon's single 24x24 path is copied unchanged and filled with the brand's
// own colour from the package (its `hex`), scaled into a 120x120 viewBox (shown
// at 240x240 by default) on a rounded light background (#f8fafc) so it reads on
// light and dark themes. When the brand colour is too pale to read on that
// (contrast below 2.2:1, e.g. a yellow), the background is dark (#1e293b)
// instead. The package's <title> element (the brand's name) is not copied, and
// the files are numbered in the order of LOGOS below so that neither the
// picture's text nor its address gives the answer away.

import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The package's files, read directly (its exports do not expose them); run from the scratch folder.
const PKG = path.resolve('node_modules', 'simple-icons');
const ICONS = path.join(PKG, 'icons');
const DATA = JSON.parse(readFileSync(path.join(PKG, 'data', 'simple-icons.json'), 'utf8'));
const BY_SLUG = new Map((Array.isArray(DATA) ? DATA : DATA.icons).map((icon) => [icon.slug, icon]));

const OUT = path.resolve(process.argv[2] ?? 'logos');
const LIGHT = '#f8fafc';
const DARK = '#1e293b';
const MIN_CONTRAST = 2.2;

// logo-NN.svg <- simple-icons slug (NN = position in this list, from 01).
const LOGOS = [
  // easy
  'whatsapp',
  'instagram',
  'snapchat',
  'youtube',
  'apple',
  'nike',
  'mcdonalds',
  'toyota',
  'adidas',
  'starbucks',
  'tiktok',
  'googlemaps',
  'android',
  'playstation',
  'telegram',
  'shell',
  // medium
  'saudia',
  'emirates',
  'turkishairlines',
  'hyundai',
  'suzuki',
  'chevrolet',
  'tesla',
  'mastercard',
  'spotify',
  'waze',
  'duolingo',
  'airbnb',
  'redbull',
  'huawei',
  'ikea',
  'qantas',
  // hard
  'etihadairways',
  'lufthansa',
  'singaporeairlines',
  'renault',
  'citroen',
  'infiniti',
  'jordan',
  'premierleague',
  'chupachups',
  'zara',
  'nvidia',
  'bluetooth',
  'steam',
  'safari',
  'shazam',
  'discord',
  // added later, easy, medium and hard in question order (logo-49 …)
  'google',
  'netflix',
  'ferrari',
  'pinterest',
  'reddit',
  'roblox',
  'firefox',
  'nba',
  'threads',
  'skoda',
  'porsche',
  'wechat',
];

function luminance(hex) {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

mkdirSync(OUT, { recursive: true });
LOGOS.forEach((slug, i) => {
  const icon = BY_SLUG.get(slug);
  if (!icon) throw new Error(`simple-icons has no icon "${slug}"`);
  const svg = readFileSync(path.join(ICONS, `${slug}.svg`), 'utf8');
  const paths = [...svg.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((m) => m[1]);
  if (paths.length === 0) throw new Error(`no path in ${slug}.svg`);
  const hex = icon.hex.toLowerCase();
  const background = contrast(hex, LIGHT.slice(1)) >= MIN_CONTRAST ? LIGHT : DARK;
  const body = paths.map((d) => `<path d="${d}"/>`).join('');
  const out =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240">' +
    `<rect width="120" height="120" rx="20" fill="${background}"/>` +
    `<g transform="translate(18 18) scale(3.5)" fill="#${hex}">${body}</g></svg>\n`;
  const name = `logo-${String(i + 1).padStart(2, '0')}.svg`;
  writeFileSync(path.join(OUT, name), out);
  console.log(`${name} ${slug} #${hex} on ${background}`);
});
