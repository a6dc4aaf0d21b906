// Checks the question bank in content/ and prints its totals. Exits 1 on any problem.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR } from '../src/server/paths';
import { checkContent } from './content-rules';

const contentDir = process.argv[2] ?? CONTENT_DIR;
const result = checkContent(contentDir, (path) => existsSync(join(contentDir, path)));

console.log('category                    parent          easy medium hard total');
for (const row of result.totals) {
  console.log(
    `${row.slug.padEnd(27)} ${row.parent.padEnd(15)} ${String(row.easy).padStart(4)} ${String(row.medium).padStart(6)} ${String(row.hard).padStart(4)} ${String(row.total).padStart(5)}`,
  );
}
const sum = result.totals.reduce((acc, row) => acc + row.total, 0);
console.log(`\n${result.totals.length} categories, ${sum} questions, ${result.withImages} with images`);
console.log(`correct answer positions 0/1/2/3: ${result.positions.join('/')}`);
for (const warning of result.warnings) console.warn(`warning: ${warning}`);
if (result.errors.length > 0) {
  for (const error of result.errors) console.error(`error: ${error}`);
  console.error(`\ncontent check: ${result.errors.length} problem(s)`);
  process.exit(1);
}
console.log('content check: ok');
