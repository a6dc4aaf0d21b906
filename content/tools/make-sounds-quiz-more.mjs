// Synthesizes the clips added later to the "sounds-quiz" category (content/sounds/sounds-quiz/clip-49.mp3 …
// clip-60.mp3): a cuckoo call, loudness and tempo, Morse code, children's and classical tunes long out of copyright
// ("Mary Had a Little Lamb", Brahms's Lullaby), a dial tone, staccato notes, two Arabic maqam scales and an interval.
// The building blocks are those of make-sounds-quiz.mjs (copied here so that this script runs on its own and leaves
// clip-01 … clip-48 alone).
//
// Reference only: the build does not run this script. To regenerate the clips (Node 20, no packages; LAME for the
// MP3 step, `apt-get install -y lame`, or a `lame` binary named by the LAME environment variable):
//
//   node content/tools/make-sounds-quiz-more.mjs content/sounds/sounds-quiz
//
// Every sample is computed here (sine waves, envelopes), so the output is the same on every run and is original to
// this project. Each clip is written as a 16-bit mono WAV at 16 kHz, then LAME (LGPL-2.0, only a tool) encodes it
// as a 48 kbit/s mono MP3 and the WAV is removed. The files are numbered so that their address does not give the
// answer away; the list below says what each clip is (the question ids follow the clip numbers).

import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(process.argv[2] ?? 'sounds-quiz');
const RATE = 16000;

// ---- building blocks -------------------------------------------------------------------------------------------

const samples = (seconds) => Math.round(seconds * RATE);
const silence = (seconds) => new Float32Array(samples(seconds));

function concat(...parts) {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Adds `part` into `base` starting at `seconds` (extends nothing: base must be long enough). */


/** A tone whose frequency follows `freqAt(t)` (Hz), with harmonics (amplitudes) and an attack/release envelope. */
function tone(seconds, freqAt, { harmonics = [1], attack = 0.01, release = 0.05, decay = 0 } = {}) {
  const n = samples(seconds);
  const out = new Float32Array(n);
  const freq = typeof freqAt === 'number' ? () => freqAt : freqAt;
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    phase += (2 * Math.PI * freq(t)) / RATE;
    let v = 0;
    harmonics.forEach((a, h) => {
      v += a * Math.sin(phase * (h + 1));
    });
    const env = Math.min(1, t / attack, (seconds - t) / release) * (decay ? Math.exp(-t * decay) : 1);
    out[i] = v * Math.max(0, env);
  }
  return out;
}

/** Several frequencies sounding together (a chord or a dual-tone signal). */
function chord(seconds, freqs, options) {
  const parts = freqs.map((f) => tone(seconds, f, options));
  const out = new Float32Array(parts[0].length);
  for (const p of parts) for (let i = 0; i < p.length; i++) out[i] += p[i] / freqs.length;
  return out;
}

/** A frequency `semitones` above (or below) A4 = 440 Hz; fractions give quarter tones. */
const hz = (semitones) => 440 * 2 ** (semitones / 12);
const NOTE = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
/** 'C4', 'D#4', 'Bb3' -> Hz */
function note(name) {
  const [, letter, accidental, octave] = /^([A-G])(#|b)?(\d)$/.exec(name);
  return hz(NOTE[letter] + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0) + (Number(octave) - 4) * 12);
}

const PIANO = { harmonics: [1, 0.5, 0.25, 0.12], attack: 0.005, release: 0.06, decay: 2.5 };
/** A melody: [note name or Hz, beats] at `bpm`. */
function melody(notes, bpm = 120, options = PIANO) {
  const beat = 60 / bpm;
  return concat(
    ...notes.map(([n, beats]) => {
      const f = typeof n === 'number' ? n : note(n);
      return concat(tone(beats * beat * 0.92, f, options), silence(beats * beat * 0.08));
    }),
  );
}

/** A scale from semitone steps above a base note, each note `seconds` long. */
function scale(base, steps, seconds = 0.45) {
  return concat(...steps.map((s) => concat(tone(seconds * 0.92, note(base) * 2 ** (s / 12), PIANO), silence(seconds * 0.08))));
}

/** Seeded noise, so that every run writes the same samples. */


const beep = (seconds, f = 800) => tone(seconds, f, { attack: 0.005, release: 0.005 });
/** Morse code at about 15 words a minute: dot 80 ms, dash 240 ms, gaps of one dot and three dots. */
function morse(code, f = 700) {
  const dot = 0.08;
  const parts = [];
  for (const word of code.split(' ')) {
    for (const symbol of word) parts.push(beep(symbol === '.' ? dot : dot * 3, f), silence(dot));
    parts.push(silence(dot * 2));
  }
  return concat(silence(0.3), ...parts, silence(0.3));
}
const repeat = (times, ...parts) => concat(...Array.from({ length: times }, () => concat(...parts)));






/** A sound whose loudness follows `gainAt(t)`. */


// ---- the clips --------------------------------------------------------------------------------------------------

const FLUTE = { harmonics: [1, 0.15, 0.05], attack: 0.03, release: 0.08 };
const gain = (part, g) => part.map((v) => v * g);

const FIRST = 49;
const CLIPS = [
  // easy
  repeat(3, tone(0.32, note('E5'), FLUTE), silence(0.06), tone(0.5, note('C5'), FLUTE), silence(0.8)), // 49 a cuckoo call (cuckoo clock), three times
  concat(silence(0.3), gain(beep(0.5, 800), 0.25), silence(0.6), beep(0.5, 800), silence(0.6), gain(beep(0.5, 800), 0.4), silence(0.3)), // 50 three beeps; the second is the loudest
  concat(
    melody([['C4', 1], ['D4', 1], ['E4', 1], ['F4', 1], ['G4', 2]], 100),
    silence(0.8),
    melody([['C4', 1], ['D4', 1], ['E4', 1], ['F4', 1], ['G4', 2]], 200),
  ), // 51 the same phrase twice, the second time twice as fast
  // medium
  concat(repeat(3, morse('..'), silence(0.4))), // 52 Morse I (two dots), three times
  melody([['E4', 1], ['D4', 1], ['C4', 1], ['D4', 1], ['E4', 1], ['E4', 1], ['E4', 2], ['D4', 1], ['D4', 1], ['D4', 2], ['E4', 1], ['G4', 1], ['G4', 2]], 150), // 53 Mary Had a Little Lamb
  melody([['E4', 0.5], ['E4', 0.5], ['G4', 2], ['E4', 0.5], ['E4', 0.5], ['G4', 2], ['E4', 0.5], ['G4', 0.5], ['C5', 1], ['B4', 1.5], ['A4', 0.5], ['A4', 1], ['G4', 2]], 120), // 54 Brahms's Lullaby (Wiegenlied, 1868)
  chord(3.5, [350, 440], { attack: 0.01, release: 0.05 }), // 55 a North American dial tone (350 Hz + 440 Hz, steady)
  concat(...['C4', 'E4', 'G4', 'C5', 'G4', 'E4', 'C4'].map((n) => concat(tone(0.09, note(n), { ...PIANO, decay: 6 }), silence(0.33)))), // 56 short detached notes (staccato)
  // hard
  scale('D4', [0, 1.5, 3, 5, 7, 8, 10, 12]), // 57 maqam Bayati on D (E half-flat)
  scale('D4', [0, 1, 3, 5, 7, 8, 10, 12]), // 58 maqam Kurd on D
  concat(repeat(3, morse('-.-'), silence(0.3))), // 59 Morse K
  repeat(2, tone(0.9, note('C4'), PIANO), silence(0.2), tone(0.9, note('F4'), PIANO), silence(0.5)), // 60 a perfect fourth (C to F)
];

function wav(data) {
  const peak = data.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const buffer = Buffer.alloc(44 + data.length * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + data.length * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(data.length * 2, 40);
  data.forEach((v, i) => buffer.writeInt16LE(Math.round((v / peak) * 0.8 * 32767), 44 + i * 2));
  return buffer;
}

mkdirSync(OUT, { recursive: true });
CLIPS.forEach((data, index) => {
  const name = path.join(OUT, `clip-${String(FIRST + index).padStart(2, '0')}`);
  writeFileSync(`${name}.wav`, wav(data));
  execFileSync(process.env.LAME ?? 'lame', ['--quiet', '-m', 'm', '-b', '48', '--noreplaygain', `${name}.wav`, `${name}.mp3`]);
  rmSync(`${name}.wav`);
});
console.log(`${CLIPS.length} clips written to ${OUT}`);
