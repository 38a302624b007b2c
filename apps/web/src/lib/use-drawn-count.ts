import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to draw: the `first` few in the server's HTML and while the
 * app hydrates them, then all, as a transition: React draws the rest in slices the browser can
 * answer a tap between, instead of hydrating every item in one long task before the page
 * responds. For lists whose later items start out of sight (a row scrolled sideways).
 */
export function useDrawnCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAll(true));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
