import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The CSS variable with the height of the tallest bar fixed at the screen's foot (0 px without one). */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';

const heights = new Map<Element, number>();

function publish(): void {
  const tallest = Math.max(0, ...heights.values());
  document.documentElement.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${tallest}px`);
}

/** Keeps the bar's height in the CSS variable while the bar is on screen. */
function trackHeight(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const measure = () => {
    heights.set(bar, bar.getBoundingClientRect().height);
    publish();
  };
  measure();
  // The height changes with the safe area, the text size and what the bar holds.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    heights.delete(bar);
    publish();
  };
}

/**
 * A bar fixed at the screen's foot, in thumb's reach (the main navigation, a step's action).
 * Its height is published so what floats above the page (toasts) sits above it.
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
