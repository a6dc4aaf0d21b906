import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root. This file sits at src/server/paths.ts and is bundled into dist/server/main.js:
 * both are two folders below the root.
 */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CONTENT_DIR = resolve(PROJECT_ROOT, 'content');
export const CLIENT_DIST_DIR = resolve(PROJECT_ROOT, 'dist', 'client');
export const MIGRATIONS_DIR = resolve(PROJECT_ROOT, 'src', 'server', 'db', 'migrations');
