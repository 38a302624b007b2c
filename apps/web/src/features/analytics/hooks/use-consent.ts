import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { isDataLayerEnabled } from '../utils/data-layer';
import { readConsent, subscribeConsent, type ConsentChoice } from '../utils/consent';

interface ConsentState {
  /** Tracking is configured on this page (the settings carry a GTM id). */
  tracking: boolean;
  choice: ConsentChoice | null;
  /** The choice screen was reopened from "Preferencias de cookies". */
  reopened: boolean;
}

const SIGNED_OUT: ConsentState = { tracking: false, choice: null, reopened: false };

let reopened = false;
let snapshot: ConsentState = SIGNED_OUT;

function current(): ConsentState {
  const next = { tracking: isDataLayerEnabled(), choice: readConsent(), reopened };
  if (
    next.tracking !== snapshot.tracking ||
    next.choice !== snapshot.choice ||
    next.reopened !== snapshot.reopened
  ) {
    snapshot = next;
  }
  return snapshot;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stop = subscribeConsent(() => {
    // A saved choice closes the reopened banner.
    reopened = false;
    listener();
  });
  return () => {
    listeners.delete(listener);
    stop();
  };
}

/** "Preferencias de cookies": shows the choice again, with the current one marked. */
export function reopenConsentChoice(): void {
  reopened = true;
  for (const listener of listeners) listener();
}

/**
 * The shopper's consent as the banner and the preferences control need it. On the server and
 * while a rendered page hydrates it is "no tracking", so the HTML matches and the banner
 * appears right after.
 */
export function useConsent(): ConsentState {
  const hydrated = useHydrated();
  const state = useSyncExternalStore(subscribe, current, () => SIGNED_OUT);
  return hydrated ? state : SIGNED_OUT;
}
