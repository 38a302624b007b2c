import { startTransition, useEffect, useReducer, useSyncExternalStore } from 'react';

/** True from `beginHydration` until the hydrated page's first effects have run. */
let hydrating = false;
/** What `finishHydration` redraws: the parts that rendered during hydration. */
const waiting = new Set<() => void>();

const subscribe = () => () => undefined;
const isHydrated = () => !hydrating;
const onTheServer = () => false;

/** Start-up calls this before it hydrates a page the server rendered. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * The app's root calls this from its effect, which runs after every other effect of the
 * hydrated page. The parts that drew their server form redraw in one transition: React draws
 * them in slices, where a store's change would redraw them all at once in the task of the page's
 * effects (decision 067).
 */
export function finishHydration(): void {
  if (!hydrating) return;
  hydrating = false;
  const redraws = [...waiting];
  waiting.clear();
  startTransition(() => {
    for (const redraw of redraws) redraw();
  });
}

/**
 * False while the server renders a page and while the browser hydrates it, true from the next
 * render on (and at once on screens the browser renders itself). What only this browser knows
 * (its saved cart, who is signed in) waits for true, so the first render matches the server's
 * HTML and React never throws it away (decision 036).
 *
 * The store says false during hydration as the server did, so React finds nothing changed
 * when the page's effects run (a store that changed then is redrawn synchronously, in that
 * same long task); the redraw to true comes from `finishHydration`, as a transition.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(subscribe, isHydrated, onTheServer);
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (hydrated) return;
    // Drawn during hydration, or by a render that came between it and its last effect.
    if (!hydrating) {
      startTransition(redraw);
      return;
    }
    waiting.add(redraw);
    return () => {
      waiting.delete(redraw);
    };
  }, [hydrated]);
  return hydrated;
}
