/**
 * The CSS feature check (docs/decisions/026): every stylesheet of the legacy build, which the engines between the
 * support floor and the modern build get, read by doiuse against the floor (package.json's browserslist). A feature
 * that some floor engine lacks fails the check unless it sits in an `@supports` block (a fallback precedes it) or is
 * listed below with the reason it does no harm. Run after `npm run build`: `tsx scripts/check-css-floor.ts`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import doiuse from 'doiuse';
import postcss, { type Node, type Rule } from 'postcss';
import { floorQuery } from './browsers';

const LEGACY_ASSETS = join(import.meta.dirname, '..', 'dist', 'client', 'legacy', 'assets');

/** Features a floor engine may lack without harm, each with why. */
const ALLOWED: Record<string, string> = {
  'css-not-sel-list':
    'doiuse flags every :not(); the build writes only single selectors in it (checked below, by its own test)',
  'viewport-unit-variants':
    'each dynamic viewport unit follows a vh fallback in the same rule (checked below)',
  'css-focus-visible':
    'each :focus-visible rule has a :focus twin under .no-focus-visible, which boot.js sets where it is missing',
  'css-has':
    'only for the ring around a chosen option whose own native radio or checkbox shows the choice as well',
  'css-marker-pseudo': 'the colour of list markers; older engines draw them in the text colour',
  'extended-system-fonts': 'ui-monospace heads a font stack whose next fonts every engine has',
  'css-resize': 'text areas on iOS keep their size',
  'css3-cursors': 'touch screens show no cursor',
  'text-size-adjust': 'Safari and Firefox do not inflate text anyway',
  'css-file-selector-button':
    'the file picker button of the admin upload keeps the browser look in Firefox 78-81',
  'css-backdrop-filter': 'a dialog backdrop is not blurred in Firefox before 103; its tint stays',
};

const insideSupports = (node: Node | undefined): boolean => {
  for (let parent = node?.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as { name?: string }).name === 'supports') return true;
  }
  return false;
};

/** `:not()` with a selector list (Chromium 88) would drop the whole rule on the floor's older engines. */
const notWithList = (selector: string) =>
  [...selector.matchAll(/:not\(([^()]*(\([^()]*\))*[^()]*)\)/g)].some(([, inner]) => inner?.includes(','));

export async function checkCssFloor(directory = LEGACY_ASSETS): Promise<string[]> {
  const problems: string[] = [];
  const files = readdirSync(directory).filter((name) => name.endsWith('.css'));
  if (files.length === 0) return [`no stylesheet in ${directory}: run npm run build first`];
  for (const file of files) {
    const root = postcss.parse(readFileSync(join(directory, file), 'utf8'));
    await postcss([
      doiuse({
        browsers: floorQuery(),
        onFeatureUsage: (usage) => {
          if (!usage.featureData.missing || insideSupports(usage.usage) || usage.feature in ALLOWED) return;
          problems.push(
            `${file}: ${usage.feature} (missing in ${usage.featureData.missing}): ${String(usage.usage)}`,
          );
        },
      }),
    ]).process(root, { from: undefined });
    root.walkRules((rule: Rule) => {
      for (const selector of rule.selectors) {
        if (notWithList(selector)) problems.push(`${file}: :not() with a selector list: ${selector}`);
      }
    });
    root.walkDecls((decl) => {
      if (!/\d[dsl]v(h|w|min|max)\b/.test(decl.value) || decl.prop.startsWith('--') || insideSupports(decl))
        return;
      const previous = decl.prev();
      if (previous?.type !== 'decl' || previous.prop !== decl.prop || /[dsl]v(h|w)/.test(previous.value)) {
        problems.push(`${file}: ${decl.prop}: ${decl.value} has no vh fallback before it`);
      }
    });
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await checkCssFloor();
  for (const problem of problems) console.error(problem.slice(0, 400));
  console.log(
    problems.length === 0
      ? 'CSS floor check: every legacy stylesheet holds the floor'
      : `CSS floor check: ${problems.length} problems`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
