import { useEffect, useState } from 'react';

/** Whole seconds from now until `deadline` (epoch ms), never below 0. */
export function secondsUntil(deadline: number | null, now = Date.now()): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "m:ss": 75 → "1:15", 9 → "0:09". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Seconds left until `deadline`, ticking and stopping at 0. The deadline is read when the
 * component mounts: give the component `key={deadline}` so a new one starts a new count.
 */
export function useCountdown(deadline: number | null): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (deadline === null) return;
    // Four reads a second keep the display within a quarter second of the clock.
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => {
      clearInterval(timer);
    };
  }, [deadline]);
  return left;
}
