import { foldText } from '../../../shared/text/normalize';

type Foldable = {
  bodyAr: string;
  bodyEn: string;
  optionsAr: readonly string[];
  optionsEn: readonly string[];
  tags: readonly string[];
  keywords: readonly string[];
};

/**
 * What a question is found by: its folded bodies (to spot the same question again) and one folded text of both
 * languages' bodies, options, tags and keywords for the admin search. Every writer of a question stores these.
 */
export function questionFolds(q: Foldable): { foldAr: string; foldEn: string; searchText: string } {
  const foldAr = foldText(q.bodyAr);
  const foldEn = foldText(q.bodyEn);
  const rest = [...q.optionsAr, ...q.optionsEn, ...q.tags, ...q.keywords].map(foldText);
  return { foldAr, foldEn, searchText: [foldAr, foldEn, ...rest].join(' ') };
}
