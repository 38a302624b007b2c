import { useEffect, useState } from 'react';

/**
 * The board's short chime for a new order, made with the Web Audio API (no sound file). Browsers
 * let a page make sound only after a gesture: the operator turns it on with a button, and once
 * they have, any later tap or key press on a reloaded page turns it back on.
 */
const PREFERENCE_KEY = 'canasta:admin:order-sound';

let context: AudioContext | null = null;
const listeners = new Set<(on: boolean) => void>();

function audioSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.AudioContext === 'function';
}

function isOn(): boolean {
  return context?.state === 'running';
}

function announce() {
  const on = isOn();
  listeners.forEach((listener) => {
    listener(on);
  });
}

/** Starts (or resumes) the audio; call it from a user's gesture. */
export async function enableOrderSound(): Promise<boolean> {
  if (!audioSupported()) return false;
  context ??= new window.AudioContext();
  try {
    await context.resume();
  } catch {
    // Refused (no gesture): stays off until the next one.
  }
  if (isOn()) localStorage.setItem(PREFERENCE_KEY, 'on');
  announce();
  return isOn();
}

/** Two quick rising notes, soft attack and decay: heard at a counter, not alarming. */
export function playOrderChime(): void {
  if (!context || !isOn()) return;
  const start = context.currentTime;
  const gain = context.createGain();
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
  gain.connect(context.destination);
  const oscillator = context.createOscillator();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(880, start);
  oscillator.frequency.setValueAtTime(1318.5, start + 0.15);
  oscillator.connect(gain);
  oscillator.start(start);
  oscillator.stop(start + 0.5);
}

/**
 * Whether the chime is on, and how to turn it on. With the preference saved, the first tap or
 * key press anywhere on the page turns it on again.
 */
export function useOrderSound(): { supported: boolean; on: boolean; enable: () => void } {
  const [on, setOn] = useState(isOn);
  useEffect(() => {
    listeners.add(setOn);
    const wanted = audioSupported() && localStorage.getItem(PREFERENCE_KEY) === 'on';
    const gesture = () => {
      void enableOrderSound();
    };
    if (wanted && !isOn()) {
      document.addEventListener('pointerdown', gesture, { once: true });
      document.addEventListener('keydown', gesture, { once: true });
    }
    return () => {
      listeners.delete(setOn);
      document.removeEventListener('pointerdown', gesture);
      document.removeEventListener('keydown', gesture);
    };
  }, []);
  return {
    supported: audioSupported(),
    on,
    enable: () => {
      void enableOrderSound().then((running) => {
        if (running) playOrderChime();
      });
    },
  };
}
