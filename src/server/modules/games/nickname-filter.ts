import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { nicknameKey } from '../../../shared/contracts/game';
import { ARABIC_BLOCKED_WORDS } from './nickname-blocklist-ar';

/** English: the maintained `obscenity` data set, which also sees through l33t, spacing and repeated letters. */
const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The Arabic comparison form: no marks (nicknameKey), one alef, taa marbuta as haa, alef maqsura as yaa. */
function foldArabic(text: string): string {
  return nicknameKey(text)
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/(.)\1{2,}/g, '$1');
}

const ARABIC_WORDS = new Set(ARABIC_BLOCKED_WORDS.filter((word) => !word.includes(' ')).map(foldArabic));
const ARABIC_PHRASES = ARABIC_BLOCKED_WORDS.filter((word) => word.includes(' ')).map(foldArabic);
/** Prefixes glued to a word in speech ("the", "and", "O ..."): a slur with them is still a slur. */
const PREFIXES = ['يا', 'وال', 'ال', 'و', 'يال'];

function isArabicBlocked(text: string): boolean {
  const folded = foldArabic(text);
  const spaced = ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  if (ARABIC_PHRASES.some((phrase) => spaced.includes(` ${phrase} `))) return true;
  for (const word of spaced.trim().split(' ')) {
    if (ARABIC_WORDS.has(word)) return true;
    for (const prefix of PREFIXES) {
      if (word.startsWith(prefix) && ARABIC_WORDS.has(word.slice(prefix.length))) return true;
    }
  }
  // Letters spaced out to dodge the list ("ش ر م و ط").
  const joined = folded.replace(/[^\p{L}]+/gu, '');
  return joined.length >= 3 && joined !== folded && ARABIC_WORDS.has(joined);
}

/**
 * English matches that include a letter: the l33t transformers also read digits as letters, and a number alone
 * ("Player 455" as "ass") is not a word anyone reads in a lobby.
 */
function isEnglishBlocked(text: string): boolean {
  return english
    .getAllMatches(text)
    .some((match) => /\p{L}/u.test(text.slice(match.startIndex, match.endIndex + 1)));
}

/** Whether a nickname contains a slur or obscenity in English or Arabic. */
export function isBlockedNickname(nickname: string): boolean {
  return isEnglishBlocked(nickname) || isArabicBlocked(nickname);
}
