import { useCallback, useSyncExternalStore } from 'react';

/**
 * The lines ticked off while picking an order, kept on this device per store and order (so a
 * reload, or the phone going to sleep, keeps them). Entries of orders picked long ago go after
 * a week.
 */
const PREFIX = 'canasta:admin:picked:';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

interface Saved {
  lines: number[];
  at: number;
}

const listeners = new Set<() => void>();
const cache = new Map<string, readonly number[]>();
const NONE: readonly number[] = [];

function keyOf(slug: string, number: string) {
  return `${PREFIX}${slug}:${number}`;
}

function read(key: string): readonly number[] {
  const cached = cache.get(key);
  if (cached) return cached;
  let lines: readonly number[] = NONE;
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Saved | null;
    if (saved && Array.isArray(saved.lines)) lines = saved.lines.filter(Number.isInteger);
  } catch {
    // A damaged entry is as good as none.
  }
  cache.set(key, lines);
  return lines;
}

function write(key: string, lines: readonly number[]) {
  cache.set(key, lines);
  try {
    if (lines.length === 0) localStorage.removeItem(key);
    else
      localStorage.setItem(
        key,
        JSON.stringify({ lines: [...lines], at: Date.now() } satisfies Saved),
      );
  } catch {
    // Storage full or blocked: the ticks still hold for this page.
  }
  listeners.forEach((listener) => {
    listener();
  });
}

/** Forgets ticks older than a week (orders long delivered). */
export function forgetOldPicks(now = Date.now()): void {
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    try {
      const saved = JSON.parse(localStorage.getItem(key) ?? 'null') as Saved | null;
      if (!saved || now - saved.at > KEEP_MS) localStorage.removeItem(key);
    } catch {
      localStorage.removeItem(key);
    }
  }
  cache.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) {
      cache.delete(event.key);
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The order's ticked lines (offer ids) and how to tick, untick or clear them. */
export function usePickedLines(slug: string, number: string) {
  const key = keyOf(slug, number);
  const lines = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => NONE,
  );
  const toggle = useCallback(
    (lineId: number) => {
      const current = read(key);
      write(
        key,
        current.includes(lineId) ? current.filter((id) => id !== lineId) : [...current, lineId],
      );
    },
    [key],
  );
  const clear = useCallback(() => {
    write(key, NONE);
  }, [key]);
  return { picked: lines, toggle, clear };
}
