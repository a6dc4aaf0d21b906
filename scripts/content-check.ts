// Checks the question bank in content/ and prints its totals. Exits 1 on any problem; targets not reached yet
// are printed as warnings.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR } from '../src/server/paths';
import { checkContent, LANGUAGES } from './content-rules';

const contentDir = process.argv[2] ?? CONTENT_DIR;
const result = checkContent(contentDir, (path) => {
  try {
    return statSync(join(contentDir, path)).size;
  } catch {
    return null;
  }
});

console.log('category                    parent          easy medium hard total open pics sounds');
for (const row of result.totals) {
  console.log(
    `${row.slug.padEnd(27)} ${row.parent.padEnd(15)} ${String(row.easy).padStart(4)} ${String(row.medium).padStart(6)} ${String(row.hard).padStart(4)} ${String(row.total).padStart(5)} ${String(row.open).padStart(4)} ${String(row.pictures).padStart(4)} ${String(row.sounds).padStart(6)}`,
  );
}
const sum = result.totals.reduce((acc, row) => acc + row.total, 0);
console.log(
  `\n${result.totals.length} categories, ${sum} questions, ${result.withImages} with images, ${result.withSounds} with sounds, ${result.openQuestions} open`,
);
console.log(`correct answer positions 0/1/2/3: ${result.positions.join('/')}`);
for (const language of LANGUAGES) {
  const { counted, correctLongest, worstCategory, worstShare } = result.longest[language];
  const share = counted === 0 ? 0 : (correctLongest / counted) * 100;
  console.log(
    `correct option strictly longest (${language}): ${correctLongest} of ${counted} (${share.toFixed(1)}%); most in ${worstCategory || '-'} (${Math.round(worstShare * 100)}%)`,
  );
}
// The odd one out among options: a list for a person to review, not errors.
const reportPath = join(CONTENT_DIR, '..', 'reports', 'odd-one-out.md');
mkdirSync(join(reportPath, '..'), { recursive: true });
writeFileSync(
  reportPath,
  [
    '# Odd one out among options (written by `npm run content:check`; review, do not edit)',
    '',
    `${result.oddOptions.length} questions where one option's field differs from the other three's. The odd option is`,
    'in **bold**; "correct" when it is the right answer (it gives the answer away). Fix a real one in place.',
    '',
    ...result.oddOptions.map(
      (flag) => `- ${flag.id}${flag.correct ? ' (correct)' : ''}: **${flag.option}** — ${flag.reason}`,
    ),
    '',
  ].join('\n'),
);
console.log(
  `odd one out among options: ${result.oddOptions.length} questions (${result.oddOptions.filter((f) => f.correct).length} where it is the correct one), listed in reports/odd-one-out.md`,
);
for (const warning of result.warnings) console.warn(`warning: ${warning}`);
if (result.errors.length > 0) {
  for (const error of result.errors) console.error(`error: ${error}`);
  console.error(`\ncontent check: ${result.errors.length} problem(s)`);
  process.exit(1);
}
console.log('content check: ok');
