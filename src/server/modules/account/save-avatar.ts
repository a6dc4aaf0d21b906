import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '../../../shared/contracts/auth';
import type { Database } from '../../db/client';
import { users } from '../../db/auth-schema';
import { AppError } from '../../http/app-error';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';

type ImageKind = { mime: string; extension: string };

/** The image type told by the file's first bytes, never by its name: JPEG, PNG, GIF or WEBP. */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', extension: 'png' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { mime: 'image/gif', extension: 'gif' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { mime: 'image/webp', extension: 'webp' };
  return null;
}

/** Checks and stores a new avatar under a random name, points the profile at it and removes the old one. */
export async function saveAvatar(
  db: Database,
  uploadDir: string,
  userId: string,
  bytes: Buffer,
): Promise<{ image: string }> {
  if (bytes.length === 0)
    throw new AppError('VALIDATION', 'errors.avatarMissing', { avatar: 'errors.avatarMissing' });
  if (bytes.length >= AVATAR_MAX_BYTES) {
    throw new AppError('VALIDATION', 'errors.avatarTooLarge', { avatar: 'errors.avatarTooLarge' });
  }
  const kind = detectImageType(bytes);
  if (!kind) throw new AppError('VALIDATION', 'errors.avatarType', { avatar: 'errors.avatarType' });
  const dir = join(uploadDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  await writeFile(join(dir, file), bytes);
  const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  const image = `${AVATAR_URL_PREFIX}${file}`;
  await db.update(users).set({ image }).where(eq(users.id, userId));
  await removeStoredAvatar(uploadDir, before?.image ?? null);
  return { image };
}

/** Clears the avatar. */
export async function removeAvatar(db: Database, uploadDir: string, userId: string): Promise<void> {
  const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ image: null }).where(eq(users.id, userId));
  await removeStoredAvatar(uploadDir, before?.image ?? null);
}

async function removeStoredAvatar(uploadDir: string, image: string | null): Promise<void> {
  if (!image?.startsWith(AVATAR_URL_PREFIX)) return;
  await rm(join(uploadDir, 'avatars', basename(image)), { force: true });
}
