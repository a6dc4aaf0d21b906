// Synthesizes the clips of the "sounds-quiz" category (content/sounds/sounds-quiz/clip-NN.mp3) from code:
// notes, melodies of traditional tunes, Arabic maqam scales, Morse code, signal tones and everyday sounds.
//
// Reference only: the build does not run this script. To regenerate the clips (Node 20, no packages; LAME
// for the MP3 step, `apt-get install -y lame`):
//
//   node content/tools/make-sounds-quiz.mjs content/sounds/sounds-quiz
//
// Every sample is computed here (sine waves, envelopes and a seeded noise generator), so the output is the same
// on every run and is original to this project. Each clip is written as a 16-bit mono WAV at 16 kHz, then LAME
// (LGPL-2.0, only a tool) encodes it as a 48 kbit/s mono MP3 (every browser plays MP3 and the question uploads
// accept it) and the WAV is removed. The files are numbered so that their address does not give the answer away;
// the list below says what each clip is (the question ids follow the clip numbers).

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
function mixAt(base, part, seconds, gain = 1) {
  const start = samples(seconds);
  for (let i = 0; i < part.length && start + i < base.length; i++) base[start + i] += part[i] * gain;
  return base;
}

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
function noise(seconds, seed = 1) {
  let x = seed;
  const out = new Float32Array(samples(seconds));
  for (let i = 0; i < out.length; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out[i] = (x / 1073741824 - 1) * Math.exp(-i / RATE / (seconds / 5));
  }
  return out;
}

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

const heartbeat = (bpm, beats) =>
  repeat(
    beats,
    tone(0.12, 55, { harmonics: [1, 0.3], attack: 0.01, release: 0.02, decay: 25 }),
    silence(0.1),
    tone(0.1, 65, { harmonics: [1, 0.3], attack: 0.01, release: 0.02, decay: 30 }),
    silence(60 / bpm - 0.32),
  );
const bell = (seconds, f = 440) =>
  tone(seconds, f, { harmonics: [1, 0.6, 0.4, 0.25, 0.2], attack: 0.002, release: 0.2, decay: 1.6 });
const knock = (f = 180) => tone(0.09, f, { harmonics: [1, 0.4, 0.2], attack: 0.002, release: 0.02, decay: 40 });
const click = (f) => tone(0.03, f, { harmonics: [1, 0.5], attack: 0.001, release: 0.01, decay: 120 });

/** A sound whose loudness follows `gainAt(t)`. */
function shape(part, gainAt) {
  return part.map((v, i) => v * gainAt(i / RATE));
}

// ---- the clips --------------------------------------------------------------------------------------------------

const CLIPS = [
  // easy
  morse('... --- ... ... --- ...'), // 01 SOS in Morse code, twice
  heartbeat(70, 5), // 02 a heartbeat (lub-dub), 70 a minute
  repeat(2, ...[0, 1].flatMap(() => [shape(chord(0.4, [400, 450], { attack: 0.01, release: 0.01 }), (t) => 0.6 + 0.4 * Math.sign(Math.sin(2 * Math.PI * 20 * t))), silence(0.2)]), silence(1.6)), // 03 a telephone ringing (double ring)
  melody([['C4', 1], ['C4', 1], ['G4', 1], ['G4', 1], ['A4', 1], ['A4', 1], ['G4', 2], ['F4', 1], ['F4', 1], ['E4', 1], ['E4', 1], ['D4', 1], ['D4', 1], ['C4', 2]], 150), // 04 Twinkle, Twinkle, Little Star
  melody([['G4', 0.75], ['G4', 0.25], ['A4', 1], ['G4', 1], ['C5', 1], ['B4', 2], ['G4', 0.75], ['G4', 0.25], ['A4', 1], ['G4', 1], ['D5', 1], ['C5', 2]], 120), // 05 Happy Birthday to You
  repeat(7, beep(0.15, 1000), silence(0.35)), // 06 seven beeps
  tone(2.5, (t) => 300 * 2 ** ((t / 2.5) * 2), { attack: 0.05, release: 0.1 }), // 07 a pitch rising two octaves
  tone(2.5, (t) => 1200 * 2 ** (-(t / 2.5) * 2), { attack: 0.05, release: 0.1 }), // 08 a pitch falling two octaves
  repeat(2, bell(0.7, note('E5')), bell(1.3, note('C5')), silence(0.5)), // 09 a doorbell: ding-dong, twice
  tone(5, (t) => 900 + 350 * Math.sin(2 * Math.PI * (t / 2.5) - Math.PI / 2), { harmonics: [1, 0.3, 0.15], attack: 0.1, release: 0.2 }), // 10 a wailing siren
  (() => {
    // 11 a ball bouncing to rest: each bounce comes sooner and softer
    const out = silence(3.2);
    let t = 0.1;
    let gap = 0.6;
    let gain = 1;
    while (gap > 0.03) {
      mixAt(out, knock(320), t, gain);
      t += gap;
      gap *= 0.78;
      gain *= 0.85;
    }
    return out;
  })(),
  concat(...['E4', 'G4', 'C5', 'A4'].map((n) => concat(tone(0.5, note(n), PIANO), silence(0.3)))), // 12 four notes; the third is the highest
  concat(...[0.2, 0.8, 0.2, 0.2].map((s) => concat(beep(s, 700), silence(0.4)))), // 13 four beeps; the second is the longest
  shape(tone(4, note('A4'), { harmonics: [1, 0.4, 0.2], attack: 0.02, release: 0.1 }), (t) => (0.02 + t / 4) ** 2), // 14 a note getting louder
  repeat(4, click(2200), silence(0.47), click(1400), silence(0.47)), // 15 a clock ticking (tick-tock)
  repeat(4, bell(1.4, note('G3'))), // 16 a clock striking four
  // medium
  repeat(8, chord(0.375, [400], { attack: 0.005, release: 0.005 }), silence(0.375)), // 17 an engaged (busy) tone
  melody([['E4', 1], ['E4', 1], ['F4', 1], ['G4', 1], ['G4', 1], ['F4', 1], ['E4', 1], ['D4', 1], ['C4', 1], ['C4', 1], ['D4', 1], ['E4', 1], ['E4', 1.5], ['D4', 0.5], ['D4', 2]], 150), // 18 Ode to Joy (Beethoven, 9th Symphony)
  melody([['E5', 0.5], ['D#5', 0.5], ['E5', 0.5], ['D#5', 0.5], ['E5', 0.5], ['B4', 0.5], ['D5', 0.5], ['C5', 0.5], ['A4', 1.5], ['C4', 0.5], ['E4', 0.5], ['A4', 0.5], ['B4', 1.5]], 110), // 19 Für Elise (Beethoven)
  melody([['C4', 1], ['D4', 1], ['E4', 1], ['C4', 1], ['C4', 1], ['D4', 1], ['E4', 1], ['C4', 1], ['E4', 1], ['F4', 1], ['G4', 2], ['E4', 1], ['F4', 1], ['G4', 2]], 140), // 20 Frère Jacques
  concat(repeat(3, morse('.'), silence(0.4))), // 21 Morse E (one dot), three times
  concat(repeat(3, morse('-'), silence(0.4))), // 22 Morse T (one dash), three times
  repeat(2, tone(0.9, note('A3'), PIANO), silence(0.2), tone(0.9, note('A4'), PIANO), silence(0.5)), // 23 an octave (220 Hz then 440 Hz)
  repeat(2, chord(1.4, ['A3', 'C4', 'E4'].map(note), PIANO), silence(0.4)), // 24 a minor chord (A minor)
  repeat(2, chord(1.4, ['C4', 'E4', 'G4'].map(note), PIANO), silence(0.4)), // 25 a major chord (C major)
  tone(3, 440, { attack: 0.05, release: 0.2 }), // 26 the tuning A, 440 Hz
  scale('C4', [0, 2, 4, 5, 7, 9, 11]), // 27 do re mi fa sol la ti ... (the next would be do)
  concat(silence(0.3), repeat(5, beep(0.1, 1000), silence(0.9)), beep(0.5, 1000), silence(0.3)), // 28 the six pips of a radio time signal
  shape(melody([['C4', 1], ['E4', 1], ['G4', 1], ['C5', 1], ['G4', 1], ['E4', 1], ['C4', 1], ['E4', 1], ['G4', 1], ['C5', 2]], 170, { ...PIANO, decay: 1.5 }), (t) => 0.05 + t / 4), // 29 a tune growing louder (crescendo)
  heartbeat(60, 6), // 30 a heartbeat at 60 beats a minute (six beats in six seconds)
  concat(...[[852, 1477], [697, 1209], [770, 1209]].map((pair) => concat(chord(0.25, pair, { attack: 0.005, release: 0.005 }), silence(0.25)))), // 31 phone keypad tones (9, 1, 4)
  (() => {
    // 32 a horn passing by: its pitch drops as it goes past (Doppler effect, 30 m/s)
    const seconds = 4;
    const c = 343;
    const v = 30;
    const at = (t) => Math.atan((t - seconds / 2) * 3); // approach, pass, recede
    return shape(
      tone(seconds, (t) => 420 * c / (c + v * Math.sin(at(t))), { harmonics: [1, 0.5, 0.3, 0.2], attack: 0.05, release: 0.1 }),
      (t) => 0.15 + 0.85 * Math.exp(-(((t - seconds / 2) / 0.8) ** 2)),
    );
  })(),
  // hard
  concat(repeat(3, morse('.-'), silence(0.3))), // 33 Morse A
  concat(repeat(3, morse('-.'), silence(0.3))), // 34 Morse N
  concat(repeat(3, morse('---'), silence(0.3))), // 35 Morse O
  concat(repeat(3, morse('--'), silence(0.3))), // 36 Morse M
  repeat(2, tone(0.9, note('C4'), PIANO), silence(0.2), tone(0.9, note('G4'), PIANO), silence(0.5)), // 37 a perfect fifth (C to G)
  repeat(3, tone(0.5, note('E3'), PIANO), silence(0.1), tone(0.5, note('F3'), PIANO), silence(0.3)), // 38 a semitone (E to F)
  scale('D4', [0, 1, 4, 5, 7, 8, 10, 12]), // 39 maqam Hijaz on D
  scale('C4', [0, 2, 3.5, 5, 7, 9, 10.5, 12]), // 40 maqam Rast on C (E and B half-flat)
  scale('C4', [0, 2, 3, 5, 7, 8, 11, 12]), // 41 maqam Nahawand on C
  scale('Bb3', [0, 2, 4, 5, 7, 9, 11, 12]), // 42 maqam Ajam on B flat
  (() => {
    // 43 a clap and its echo one second later
    const out = silence(2.2);
    mixAt(out, noise(0.08, 7), 0.2);
    mixAt(out, noise(0.08, 7), 1.2, 0.35);
    return out;
  })(),
  chord(5, [440, 443], { attack: 0.1, release: 0.3 }), // 44 440 Hz and 443 Hz together: 3 beats a second
  repeat(2, repeat(3, beep(0.5, 3100), silence(0.5)), silence(1)), // 45 the temporal-three evacuation signal (ISO 8201)
  repeat(4, knock(150), silence(0.41), knock(260), silence(0.41), knock(260), silence(0.41)), // 46 a strong-weak-weak beat (3/4, waltz)
  (() => {
    // 47 a note repeated faster and faster (accelerando)
    const parts = [];
    let gap = 0.55;
    while (gap > 0.1) {
      parts.push(tone(0.08, note('E5'), PIANO), silence(gap));
      gap *= 0.88;
    }
    return concat(...parts);
  })(),
  scale('C4', [0, 2, 4, 7, 9, 12]), // 48 a pentatonic scale (C D E G A C)
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
  const name = path.join(OUT, `clip-${String(index + 1).padStart(2, '0')}`);
  writeFileSync(`${name}.wav`, wav(data));
  execFileSync('lame', ['--quiet', '-m', 'm', '-b', '48', '--noreplaygain', `${name}.wav`, `${name}.mp3`]);
  rmSync(`${name}.wav`);
});
console.log(`${CLIPS.length} clips written to ${OUT}`);
