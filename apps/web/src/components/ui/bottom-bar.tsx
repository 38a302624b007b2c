import { useSyncExternalStore, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const heights = new Map<Element, number>();
const listeners = new Set<() => void>();
let tallest = 0;

function publish(): void {
  const next = Math.max(0, ...heights.values());
  if (next === tallest) return;
  tallest = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The height of the tallest bar fixed at the screen's foot (0 without one), for what floats
 * above it (toasts, the consent bar, the update prompt). A hook, not a CSS variable on the
 * page's root: setting one there restyles every element of the page, which on a slow phone cost
 * a long task in the middle of hydration.
 */
export function useBottomBarHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => tallest,
    () => 0,
  );
}

/**
 * Keeps the bar's height while the bar is on screen. The observer reports the first height
 * itself, after the browser's own layout: reading it here, in the commit, forced the page's
 * layout in the middle of hydration.
 */
function trackHeight(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  if (typeof ResizeObserver === 'undefined') {
    heights.set(bar, bar.getBoundingClientRect().height);
    publish();
    return () => {
      heights.delete(bar);
      publish();
    };
  }
  // The height changes with the safe area, the text size and what the bar holds.
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    // Browsers before 2022 (Safari 15.3) report no border box; the layout is fresh here anyway.
    const box = (entry.borderBoxSize as ResizeObserverSize[] | undefined)?.[0];
    heights.set(bar, box ? box.blockSize : bar.getBoundingClientRect().height);
    publish();
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    heights.delete(bar);
    publish();
  };
}

/**
 * A bar fixed at the screen's foot, in thumb's reach (the main navigation, a step's action).
 * Its height is published (`useBottomBarHeight`) so what floats above the page sits above it.
 */
export function BottomBar({
  as: Tag = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'nav' }) {
  return (
    <Tag
      ref={trackHeight}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-dark/10 bg-white pb-[env(safe-area-inset-bottom)]',
        className,
      )}
      {...props}
    />
  );
}
