import Papa from 'papaparse';
import type { Analytics } from '../../../shared/contracts/analytics';

/** The analytics as one CSV table: section, item, value and a second value where one belongs. */
export function analyticsCsv(data: Analytics): string {
  const rows: (string | number)[][] = [];
  for (const a of data.activity) rows.push(['activity', a.bucket, a.games, a.players]);
  rows.push(['hosts', 'total', data.hosts.total, ''], ['hosts', 'returning', data.hosts.returning, '']);
  for (const c of data.categories.played) rows.push(['category_played', c.name.en, c.count, c.id]);
  for (const c of data.categories.skipped) rows.push(['category_skipped', c.name.en, c.count, c.id]);
  for (const q of data.questions.all) {
    rows.push(['question_share', q.id, q.share.toFixed(3), `${q.difficulty} ${q.correct}/${q.plays}`]);
  }
  for (const q of data.questions.tooEasy)
    rows.push(['too_easy_for_hard', q.id, q.share.toFixed(3), q.body.en]);
  for (const q of data.questions.tooHard)
    rows.push(['too_hard_for_easy', q.id, q.share.toFixed(3), q.body.en]);
  for (const l of data.lifelines) rows.push(['lifeline', l.lifeline, l.uses, l.won]);
  for (const d of data.devices) rows.push(['device', d.key, d.count, '']);
  for (const l of data.languages) rows.push(['language', l.key, l.count, '']);
  return Papa.unparse(
    { fields: ['section', 'item', 'value', 'detail'], data: rows },
    { escapeFormulae: true },
  );
}
