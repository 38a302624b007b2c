import { createContext, use } from 'react';

/**
 * How the server's render of a page learns that the screen it drew says "not found" (decision
 * 045): an unknown address, store, product, category or collection is then answered with a
 * 404, never as a page that exists. A render has no effects, so the screen reports it while it
 * renders. The browser provides nothing and the call does nothing.
 */
export const NotFoundRecorder = createContext<() => void>(() => undefined);

/** Called by every "not found" screen of the shop. */
export function useNotFoundStatus(): void {
  use(NotFoundRecorder)();
}
