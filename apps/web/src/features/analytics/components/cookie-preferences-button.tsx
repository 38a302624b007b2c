import { es } from '../../../i18n/es';
import { reopenConsentChoice, useConsent } from '../hooks/use-consent';

/** "Preferencias de cookies": reopens the consent choice. Only where tracking is configured. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const { tracking } = useConsent();
  if (!tracking) return null;
  return (
    <button type="button" className={className} onClick={reopenConsentChoice}>
      {es.consent.preferences}
    </button>
  );
}
