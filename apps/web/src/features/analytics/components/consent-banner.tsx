import { Link } from 'react-router';
import { useBottomBarHeight } from '../../../components/ui/bottom-bar';
import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { useConsent } from '../hooks/use-consent';
import { saveConsent } from '../utils/consent';

/**
 * The consent choice (LFPDPPP, Consent Mode v2): a small bar above the bottom navigation that
 * never blocks the shop. It shows only where a tag manager is configured, until the shopper
 * chooses, or again from "Preferencias de cookies". Rejecting is as easy as accepting.
 */
export function ConsentBanner({ privacyHref }: { privacyHref: string }) {
  const { tracking, choice, reopened } = useConsent();
  const bottomBar = useBottomBarHeight();
  if (!tracking || (choice !== null && !reopened)) return null;
  return (
    <section
      aria-label={es.consent.bannerLabel}
      className="fixed inset-x-0 z-40 px-3 pb-3"
      style={{ bottom: bottomBar }}
    >
      <div className="mx-auto flex max-w-screen-md flex-col gap-3 rounded-2xl bg-white p-4 text-sm shadow-lg ring-1 ring-dark/10">
        <p>
          {es.consent.bannerText}{' '}
          <Link to={privacyHref} className="font-semibold text-dark underline underline-offset-2">
            {es.consent.privacyLink}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="flex-1"
            aria-pressed={reopened ? choice === 'denied' : undefined}
            onClick={() => {
              saveConsent('denied');
            }}
          >
            {es.consent.reject}
          </Button>
          <Button
            size="sm"
            className="flex-1"
            aria-pressed={reopened ? choice === 'granted' : undefined}
            onClick={() => {
              saveConsent('granted');
            }}
          >
            {es.consent.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
