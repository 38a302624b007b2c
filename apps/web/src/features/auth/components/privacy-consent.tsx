import { Link } from 'react-router';
import { esAccount } from '../../../i18n/es-account';

/**
 * The LFPDPPP's notice at the point of collection: what tapping `action` agrees to, with the
 * way to the Aviso de privacidad, right before the button that sends the data.
 */
export function PrivacyConsent({ action, privacyHref }: { action: string; privacyHref: string }) {
  return (
    <p className="text-sm text-dark/75">
      {esAccount.auth.privacyConsent(action)}{' '}
      <Link to={privacyHref} className="font-semibold text-dark underline underline-offset-2">
        {esAccount.auth.privacyLink}
      </Link>
      .
    </p>
  );
}
