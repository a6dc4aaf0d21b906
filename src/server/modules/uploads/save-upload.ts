import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, type UploadResult } from '../../../shared/contracts/admin-questions';
import { AppError } from '../../http/app-error';
import { detectImageType } from '../account/save-avatar';

type MediaKind = { mime: string; extension: string };

/** MP3 (ID3 tag or an MPEG audio frame), WAV (RIFF/WAVE) or M4A (an MP4 `ftyp` box of an audio brand). */
export function detectAudioType(bytes: Uint8Array): MediaKind | null {
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
  if (ascii(0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) {
    return { mime: 'audio/mpeg', extension: 'mp3' };
  }
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return { mime: 'audio/wav', extension: 'wav' };
  if (ascii(4, 'ftyp') && ['M4A ', 'M4B ', 'mp42', 'isom', 'iso2', 'dash'].some((brand) => ascii(8, brand))) {
    return { mime: 'audio/mp4', extension: 'm4a' };
  }
  return null;
}

/** The Windows icon format of a favicon: a zero word, then type 1. */
export function detectIconType(bytes: Uint8Array): MediaKind | null {
  const isIco = bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 1 && bytes[3] === 0;
  return isIco ? { mime: 'image/x-icon', extension: 'ico' } : null;
}

export type UploadKind = 'image' | 'audio' | 'favicon' | 'shareImage';

const only = (mimes: string[]) => (bytes: Uint8Array) => {
  const kind = detectImageType(bytes);
  return kind && mimes.includes(kind.mime) ? kind : null;
};

const DETECTORS: Record<UploadKind, (bytes: Uint8Array) => MediaKind | null> = {
  image: detectImageType,
  audio: detectAudioType,
  // Browsers take ICO and PNG favicons everywhere; link previews take JPG and PNG.
  favicon: (bytes) => detectIconType(bytes) ?? only(['image/png'])(bytes),
  shareImage: only(['image/png', 'image/jpeg']),
};

const TYPE_ERRORS: Record<UploadKind, string> = {
  image: 'admin.errors.imageType',
  audio: 'admin.errors.audioType',
  favicon: 'admin.errors.faviconType',
  shareImage: 'admin.errors.shareImageType',
};

/** Reads the one file of a multipart request, whole, refusing it when it passes the limit (413). */
export async function readUploadedFile(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file)
    throw new AppError('VALIDATION', 'admin.errors.uploadMissing', { file: 'admin.errors.uploadMissing' });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'admin.errors.uploadTooLarge', {
      file: 'admin.errors.uploadTooLarge',
    });
  }
  if (file.file.truncated || bytes.length > UPLOAD_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'admin.errors.uploadTooLarge', {
      file: 'admin.errors.uploadTooLarge',
    });
  }
  if (bytes.length === 0) {
    throw new AppError('VALIDATION', 'admin.errors.uploadMissing', { file: 'admin.errors.uploadMissing' });
  }
  return bytes;
}

/**
 * Stores an uploaded file under a random name in `<uploadDir>/<folder>/` after checking its type by its first
 * bytes, never by its name or declared type; answers its public URL.
 */
export async function saveUpload(
  uploadDir: string,
  folder: 'questions' | 'assets' | 'categories',
  kind: UploadKind,
  bytes: Buffer,
): Promise<UploadResult> {
  const detected = DETECTORS[kind](bytes);
  if (!detected) throw new AppError('VALIDATION', TYPE_ERRORS[kind], { file: TYPE_ERRORS[kind] });
  const dir = join(uploadDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${detected.extension}`;
  await writeFile(join(dir, name), bytes);
  return { url: `/uploads/${folder}/${name}`, mime: detected.mime, bytes: bytes.length };
}
