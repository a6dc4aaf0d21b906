import { open } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { SiteAssets } from '../../../shared/contracts/site-assets';

type Icon = { src: string; sizes: string; type: string; purpose?: string };

/** Width and height from a PNG's header chunk (IHDR), or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((value, i) => bytes[i] !== value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const sizes = new Map<string, string | null>();

/** The declared size of an uploaded PNG ("512x512"), read once per file from its first bytes. */
async function uploadedPngSize(uploadDir: string, url: string): Promise<string | null> {
  if (sizes.has(url)) return sizes.get(url)!;
  let size: string | null = null;
  const file = await open(join(uploadDir, 'assets', basename(url))).catch(() => null);
  if (file) {
    const { buffer } = await file.read(Buffer.alloc(24), 0, 24, 0);
    await file.close();
    const found = pngSize(buffer);
    size = found ? `${found.width}x${found.height}` : null;
  }
  sizes.set(url, size);
  return size;
}

/**
 * The web app manifest with an uploaded square PNG favicon first among the icons, so an installed app takes it
 * where its size fits; the built-in icons stay after it (an ICO is left out: install prompts do not read it).
 */
export async function renderManifest(
  template: string,
  assets: SiteAssets,
  uploadDir: string,
): Promise<string> {
  const manifest = JSON.parse(template) as { icons?: Icon[] };
  const favicon = assets.favicon;
  if (favicon?.mime === 'image/png') {
    const size = await uploadedPngSize(uploadDir, favicon.url);
    const [width, height] = size?.split('x') ?? [];
    if (size && width === height) {
      manifest.icons = [{ src: favicon.url, sizes: size, type: 'image/png' }, ...(manifest.icons ?? [])];
    }
  }
  return JSON.stringify(manifest);
}
