/**
 * Synthesised sounds (WebAudio, no files): short blips for spin, reel stop and wins.
 * Off until the player turns it on; the AudioContext is created on that first click.
 */
let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  ctx ??= new Ctor();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

function tone(freq: number, start: number, duration: number, type: OscillatorType = 'sine', gain = 0.08) {
  const a = audio();
  if (!a) return;
  const osc = a.createOscillator();
  const amp = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, a.currentTime + start);
  amp.gain.setValueAtTime(0.0001, a.currentTime + start);
  amp.gain.exponentialRampToValueAtTime(gain, a.currentTime + start + 0.01);
  amp.gain.exponentialRampToValueAtTime(0.0001, a.currentTime + start + duration);
  osc.connect(amp).connect(a.destination);
  osc.start(a.currentTime + start);
  osc.stop(a.currentTime + start + duration + 0.02);
}

export const sounds = {
  unlock: () => void audio(),
  spin: () => {
    tone(220, 0, 0.08, 'triangle');
    tone(330, 0.05, 0.08, 'triangle');
  },
  stop: (reel: number) => tone(140 + reel * 25, 0, 0.06, 'square', 0.04),
  win: (big: boolean) => {
    const notes = big ? [523, 659, 784, 1047, 1319] : [659, 784, 1047];
    notes.forEach((f, i) => tone(f, i * 0.09, 0.18, 'sine', 0.07));
  },
  jackpot: () => [523, 659, 784, 1047, 784, 1047, 1319, 1568].forEach((f, i) => tone(f, i * 0.11, 0.25, 'triangle', 0.08)),
};
