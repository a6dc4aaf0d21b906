// Speaks the clips of the "which-language" category (content/sounds/which-language/clip-NN.mp3):
// a voice counting from one to five in one language per clip.
//
// Reference only: the build does not run this script. To regenerate the clips on Debian/Ubuntu:
//
//   apt-get install -y espeak-ng lame
//   node content/tools/make-which-language.mjs content/sounds/which-language
//
// espeak-ng (GPL-3.0) and LAME (LGPL-2.0) are only tools here; the speech they produce is not covered by
// their licences. Each clip is espeak-ng's voice for the language at 130 words a minute with a short gap
// between words, written as WAV and encoded by LAME as a 40 kbit/s mono MP3 (every browser plays MP3 and the
// question uploads accept it). The files are numbered, not named after their language, so that the address of
// a clip does not give its answer away; the list below is the key (the question ids follow the clip numbers).

import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OUT = path.resolve(process.argv[2] ?? 'which-language');

/** [espeak-ng voice, the numbers one to five written in that language]; clip NN is entry NN. */
const CLIPS = [
  // easy
  ['fr-fr', 'un, deux, trois, quatre, cinq'], // 01 French
  ['es', 'uno, dos, tres, cuatro, cinco'], // 02 Spanish
  ['de', 'eins, zwei, drei, vier, fünf'], // 03 German
  ['it', 'uno, due, tre, quattro, cinque'], // 04 Italian
  ['hi', 'एक, दो, तीन, चार, पाँच'], // 05 Hindi
  ['ur', 'ایک، دو، تین، چار، پانچ'], // 06 Urdu
  ['fa', 'یک، دو، سه، چهار، پنج'], // 07 Persian
  ['tr', 'bir, iki, üç, dört, beş'], // 08 Turkish
  ['ru', 'один, два, три, четыре, пять'], // 09 Russian
  ['cmn-latn-pinyin', 'yi1, er4, san1, si4, wu3'], // 10 Mandarin Chinese
  ['ja', 'いち、に、さん、よん、ご'], // 11 Japanese
  ['ko', '하나, 둘, 셋, 넷, 다섯'], // 12 Korean
  ['pt-br', 'um, dois, três, quatro, cinco'], // 13 Portuguese (Brazil)
  ['ml', 'ഒന്ന്, രണ്ട്, മൂന്ന്, നാല്, അഞ്ച്'], // 14 Malayalam
  ['bn', 'এক, দুই, তিন, চার, পাঁচ'], // 15 Bengali
  ['en-gb', 'one, two, three, four, five'], // 16 English
  // medium
  ['nl', 'een, twee, drie, vier, vijf'], // 17 Dutch
  ['sv', 'ett, två, tre, fyra, fem'], // 18 Swedish
  ['pl', 'jeden, dwa, trzy, cztery, pięć'], // 19 Polish
  ['ta', 'ஒன்று, இரண்டு, மூன்று, நான்கு, ஐந்து'], // 20 Tamil
  ['vi', 'một, hai, ba, bốn, năm'], // 21 Vietnamese
  ['id', 'satu, dua, tiga, empat, lima'], // 22 Indonesian
  ['sw', 'moja, mbili, tatu, nne, tano'], // 23 Swahili
  ['mt', 'wieħed, tnejn, tlieta, erbgħa, ħamsa'], // 24 Maltese
  ['fi', 'yksi, kaksi, kolme, neljä, viisi'], // 25 Finnish
  ['uk', 'один, два, три, чотири, пʼять'], // 26 Ukrainian
  ['ro', 'unu, doi, trei, patru, cinci'], // 27 Romanian
  ['el', 'ένα, δύο, τρία, τέσσερα, πέντε'], // 28 Greek
  ['ne', 'एक, दुई, तीन, चार, पाँच'], // 29 Nepali
  ['pa', 'ਇੱਕ, ਦੋ, ਤਿੰਨ, ਚਾਰ, ਪੰਜ'], // 30 Punjabi
  ['si', 'එක, දෙක, තුන, හතර, පහ'], // 31 Sinhala
  ['ku', 'yek, du, sê, çar, pênc'], // 32 Kurdish (Kurmanji)
  // hard
  ['is', 'einn, tveir, þrír, fjórir, fimm'], // 33 Icelandic
  ['cy', 'un, dau, tri, pedwar, pump'], // 34 Welsh
  ['ga', 'a haon, a dó, a trí, a ceathair, a cúig'], // 35 Irish
  ['eu', 'bat, bi, hiru, lau, bost'], // 36 Basque
  ['ca', 'un, dos, tres, quatre, cinc'], // 37 Catalan
  ['et', 'üks, kaks, kolm, neli, viis'], // 38 Estonian
  ['lv', 'viens, divi, trīs, četri, pieci'], // 39 Latvian
  ['lt', 'vienas, du, trys, keturi, penki'], // 40 Lithuanian
  ['sq', 'një, dy, tre, katër, pesë'], // 41 Albanian
  ['ka', 'ერთი, ორი, სამი, ოთხი, ხუთი'], // 42 Georgian
  ['hy', 'մեկ, երկու, երեք, չորս, հինգ'], // 43 Armenian
  ['kk', 'бір, екі, үш, төрт, бес'], // 44 Kazakh
  ['la', 'unus, duo, tres, quattuor, quinque'], // 45 Latin
  ['af', 'een, twee, drie, vier, vyf'], // 46 Afrikaans
  ['am', 'አንድ፣ ሁለት፣ ሶስት፣ አራት፣ አምስት'], // 47 Amharic
  ['hu', 'egy, kettő, három, négy, öt'], // 48 Hungarian
];

mkdirSync(OUT, { recursive: true });
const wav = path.join(tmpdir(), `which-language-${process.pid}.wav`);
CLIPS.forEach(([voice, text], index) => {
  const name = `clip-${String(index + 1).padStart(2, '0')}.mp3`;
  execFileSync('espeak-ng', ['-v', voice, '-s', '130', '-g', '6', '-w', wav, text]);
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '40', '--resample', '22.05', '--noreplaygain', wav, path.join(OUT, name)]);
});
rmSync(wav, { force: true });
console.log(`${CLIPS.length} clips written to ${OUT}`);
