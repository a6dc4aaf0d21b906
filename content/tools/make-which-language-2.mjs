// Speaks the second set of clips of the "which-language" category (content/sounds/which-language-2/clip-NN.mp3):
// a voice counting from one to five in one language per clip, made exactly as make-which-language.mjs makes the
// first set (content/sounds/which-language/).
//
// Reference only: the build does not run this script. To regenerate the clips on Debian/Ubuntu:
//
//   apt-get install -y espeak-ng lame
//   node content/tools/make-which-language-2.mjs content/sounds/which-language-2
//
// espeak-ng (GPL-3.0) and LAME (LGPL-2.0) are only tools here; the speech they produce is not covered by
// their licences. Each clip is espeak-ng's voice for the language at 130 words a minute with a short gap
// between words, written as WAV and encoded by LAME as a 40 kbit/s mono MP3. The files are numbered, not named
// after their language, so that the address of a clip does not give its answer away; the list below is the key
// (clip NN is used by which-language-0(48+NN)).

import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUT = path.resolve(process.argv[2] ?? 'which-language-2');

/** [espeak-ng voice, the numbers one to five written in that language]; clip NN is entry NN. */
const CLIPS = [
  ['hr', 'jedan, dva, tri, četiri, pet'], // 01 Croatian (which-language-049, easy)
  ['te', 'ఒకటి, రెండు, మూడు, నాలుగు, ఐదు'], // 02 Telugu (050, easy)
  ['da', 'en, to, tre, fire, fem'], // 03 Danish (051, easy)
  ['cs', 'jedna, dva, tři, čtyři, pět'], // 04 Czech (052, easy)
  ['nb', 'en, to, tre, fire, fem'], // 05 Norwegian (053, medium)
  ['bg', 'едно, две, три, четири, пет'], // 06 Bulgarian (054, medium)
  ['uz', 'bir, ikki, uch, toʻrt, besh'], // 07 Uzbek (055, medium)
  ['gu', 'એક, બે, ત્રણ, ચાર, પાંચ'], // 08 Gujarati (056, medium)
  ['my', 'တစ်, နှစ်, သုံး, လေး, ငါး'], // 09 Burmese (057, medium)
  ['az', 'bir, iki, üç, dörd, beş'], // 10 Azerbaijani (058, hard)
  ['mi', 'tahi, rua, toru, whā, rima'], // 11 Māori (059, hard)
  ['yue', '一, 二, 三, 四, 五'], // 12 Cantonese (060, hard)
];

mkdirSync(OUT, { recursive: true });
const wav = path.join(tmpdir(), `which-language-2-${process.pid}.wav`);
CLIPS.forEach(([voice, text], index) => {
  const name = `clip-${String(index + 1).padStart(2, '0')}.mp3`;
  execFileSync('espeak-ng', ['-v', voice, '-s', '130', '-g', '6', '-w', wav, text]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '40', '--resample', '22.05', '--noreplaygain', wav, path.join(OUT, name)]);
});
rmSync(wav, { force: true });
console.log(`${CLIPS.length} clips written to ${OUT}`);
