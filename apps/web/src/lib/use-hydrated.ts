import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it, true from the next
 * render on (and at once on screens the browser renders itself). What only this browser knows
 * (its saved cart, who is signed in) waits for true, so the first render matches the server's
 * HTML and React never throws it away (decision 036).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
