/**
 * The game's sounds, made with the Web Audio API (no sound files, nothing to credit): a tick in the last seconds,
 * a buzzer when time is up, a rising chime for a right answer, a falling one for a wrong one, a shimmer for a
 * lifeline and a fanfare for the winner. Browsers start audio only after a user gesture, so the first click or key
 * press on a game screen unlocks it.
 */
import type { SoundCue } from './sound-cues';

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  // eslint-disable-next-line compat/compat -- Safari 14 has only the prefixed constructor, taken below
  const Constructor = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
  if (!Constructor) return null;
  try {
    context = new Constructor();
  } catch {
    return null;
  }
  return context;
}

/** Call from a click or key press: lets later sounds play. */
export function unlockAudio(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
}

type Note = {
  frequency: number;
  /** Seconds after now. */
  at?: number;
  durationMs: number;
  volume: number;
  type?: OscillatorType;
  /** A slide to this frequency over the note. */
  slideTo?: number;
};

function play(notes: readonly Note[]): void {
  const audio = audioContext();
  if (!audio || audio.state !== 'running') return;
  for (const note of notes) {
    const start = audio.currentTime + (note.at ?? 0);
    const end = start + note.durationMs / 1000;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = note.type ?? 'sine';
    oscillator.frequency.setValueAtTime(note.frequency, start);
    if (note.slideTo) oscillator.frequency.exponentialRampToValueAtTime(note.slideTo, end);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(note.volume, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(end + 0.02);
  }
}

// C major, from C5.
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

const CUES: Record<SoundCue, readonly Note[]> = {
  tick: [{ frequency: 880, durationMs: 110, volume: 0.15 }],
  timeUp: [
    { frequency: 196, durationMs: 700, volume: 0.22, type: 'square' },
    { frequency: 185, durationMs: 700, volume: 0.12, type: 'square' },
  ],
  right: [
    { frequency: C5, durationMs: 160, volume: 0.2, type: 'triangle' },
    { frequency: E5, at: 0.1, durationMs: 160, volume: 0.2, type: 'triangle' },
    { frequency: G5, at: 0.2, durationMs: 160, volume: 0.2, type: 'triangle' },
    { frequency: C6, at: 0.3, durationMs: 420, volume: 0.22, type: 'triangle' },
  ],
  wrong: [
    { frequency: 311, durationMs: 260, volume: 0.18, type: 'sawtooth' },
    { frequency: 233, at: 0.25, durationMs: 520, volume: 0.18, type: 'sawtooth', slideTo: 180 },
  ],
  lifeline: [
    { frequency: 400, durationMs: 450, volume: 0.14, type: 'sine', slideTo: 1600 },
    { frequency: 1200, at: 0.3, durationMs: 300, volume: 0.1, type: 'triangle' },
  ],
  fanfare: [
    { frequency: G5 / 2, durationMs: 180, volume: 0.2, type: 'square' },
    { frequency: C5, at: 0.18, durationMs: 180, volume: 0.2, type: 'square' },
    { frequency: E5, at: 0.36, durationMs: 180, volume: 0.2, type: 'square' },
    { frequency: G5, at: 0.54, durationMs: 400, volume: 0.2, type: 'square' },
    { frequency: E5, at: 0.96, durationMs: 160, volume: 0.18, type: 'square' },
    { frequency: G5, at: 1.14, durationMs: 900, volume: 0.2, type: 'square' },
    { frequency: C6, at: 1.14, durationMs: 900, volume: 0.12, type: 'triangle' },
  ],
};

/** Plays one of the game's sounds (silently nothing before audio is unlocked). */
export function playCue(cue: SoundCue): void {
  play(CUES[cue]);
}
