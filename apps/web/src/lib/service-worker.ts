/**
 * Whether a new version of the app is installed and waiting (decision 039), for "Hay una nueva
 * versión": the registration (pwa/register.ts) announces it, the layout's prompt listens.
 */

/** Takes the waiting version into use: the new worker takes over and the page reloads. */
export type ApplyUpdate = () => Promise<void>;

let pendingUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The way to the waiting version, or null while there is none. */
export function waitingUpdate(): ApplyUpdate | null {
  return pendingUpdate;
}

/** Called by the registration when a new version has been installed and waits. */
export function announceUpdate(apply: ApplyUpdate): void {
  pendingUpdate = apply;
  listeners.forEach((listener) => {
    listener();
  });
}
