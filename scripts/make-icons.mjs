// Renders the app icon SVG to the PNG sizes the web app manifest needs (run once; the PNGs are committed).
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const svg = readFileSync('src/client/public/icons/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const targets = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep their content inside the central 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, padding: 0.12 },
];
for (const { file, size, padding } of targets) {
  const inner = Math.round(size * (1 - 2 * padding));
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:#0b3b4a;display:grid;place-items:center;width:${size}px;height:${size}px">
       <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
     </body>`,
  );
  await page.screenshot({ path: `src/client/public/icons/${file}`, omitBackground: padding === 0 });
}
await browser.close();
