import { gtag } from './data-layer';

/**
 * Google Consent Mode v2 (LFPDPPP: analytics and advertising cookies only with the shopper's
 * consent). Until the shopper accepts, the four storage signals are "denied": the tag manager's
 * tags then set no cookies and send only cookieless pings. The choice is remembered in
 * localStorage under `analytics_consent` and can be changed from "Preferencias de cookies".
 */
export const CONSENT_KEY = 'analytics_consent';

export type ConsentChoice = 'granted' | 'denied';

const SIGNALS = ['ad_storage', 'analytics_storage', 'ad_user_data', 'ad_personalization'] as const;

export function consentSignals(
  choice: ConsentChoice,
): Record<(typeof SIGNALS)[number], ConsentChoice> {
  return Object.fromEntries(SIGNALS.map((signal) => [signal, choice])) as Record<
    (typeof SIGNALS)[number],
    ConsentChoice
  >;
}

/** The saved choice, or null when the shopper has not chosen yet (the banner then shows). */
export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage unavailable (private mode): no saved choice, so everything stays denied.
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Saves the shopper's choice and tells the tag manager at once (no reload needed). */
export function saveConsent(choice: ConsentChoice): void {
  try {
    localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Not saved: the banner asks again on the next visit, which is the safe side.
  }
  gtag('consent', 'update', consentSignals(choice));
  for (const listener of listeners) listener();
}

/**
 * Before the tag manager loads: everything denied by default, then the remembered choice. The
 * order matters: GTM applies the default first and the update on top of it.
 */
export function pushConsentDefaults(): void {
  gtag('consent', 'default', { ...consentSignals('denied'), wait_for_update: 500 });
  // Ads never get the page's address parameters (gclid) while storage is denied.
  gtag('set', 'ads_data_redaction', true);
  const saved = readConsent();
  if (saved === 'granted') gtag('consent', 'update', consentSignals('granted'));
}
