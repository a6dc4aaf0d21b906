// Puts a backup back on a STOPPED server: npm run restore -- data/backups/jawib-backup-20260101T030000Z.tar.gz
// The current database and uploads are moved aside (*.before-restore-<time>), not deleted.
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/server/config';
import { restoreBackup } from '../src/server/modules/backups/restore-backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- path/to/jawib-backup-<time>.tar.gz   (stop the server first)');
  process.exit(2);
}
const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const uploadDir = join(dataDir, 'uploads');

restoreBackup(
  file,
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, uploadDir }
    : { kind: 'pglite', dataDir, uploadDir },
).then(
  (manifest) =>
    console.log(`restored the backup of ${manifest.createdAt} (${manifest.kind}); start the server again`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
