/**
 * Countdown sounds made with the Web Audio API (no sound files): a short tick in the last seconds and a buzzer
 * when time is up. Browsers start audio only after a user gesture, so the host's first click unlocks it.
 */
type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
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

function tone(frequency: number, durationMs: number, volume: number, type: OscillatorType = 'sine'): void {
  const audio = audioContext();
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  const end = start + durationMs / 1000;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(end);
}

/** One second of the last few ticks by. */
export function playTick(): void {
  tone(880, 120, 0.15);
}

/** Time is up. */
export function playBuzzer(): void {
  tone(196, 700, 0.25, 'square');
}
