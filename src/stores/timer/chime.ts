/**
 * A short two-note chime made by the Web Audio API (no file to download): marks a routine's
 * change of block. Silent where the browser has no audio or refuses to play before a gesture.
 */
let context: AudioContext | null = null;

export function chime(): void {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  try {
    context ??= new Context();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [i, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + i * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.4);
    }
  } catch {
    // No sound this time: the widget and the notification still show the change.
  }
}
