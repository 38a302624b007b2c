import { CreditCardIcon } from '../../../components/ui/icons-extra';
import { esCheckout } from '../../../i18n/es-checkout';

/** The card's brand as a small badge, named for assistive technology. */
export function CardBrandIcon({ brand }: { brand: string }) {
  const name = esCheckout.payment.brands[brand] ?? esCheckout.payment.brands.unknown ?? '';
  const known = brand === 'visa' || brand === 'mastercard' || brand === 'amex';
  return (
    <span role="img" aria-label={name} className="flex h-6 w-9 items-center justify-center">
      {!known ? <CreditCardIcon className="size-6 text-dark/70" /> : null}
      {brand === 'visa' ? (
        <svg aria-hidden="true" viewBox="0 0 36 24" className="h-6 w-9">
          <rect width="36" height="24" rx="4" fill="#1a1f71" />
          <text
            x="18"
            y="16"
            textAnchor="middle"
            fontSize="10"
            fontStyle="italic"
            fontWeight="700"
            fill="#fff"
            fontFamily="Arial, sans-serif"
          >
            VISA
          </text>
        </svg>
      ) : null}
      {brand === 'mastercard' ? (
        <svg aria-hidden="true" viewBox="0 0 36 24" className="h-6 w-9">
          <rect width="36" height="24" rx="4" fill="#1d1d1d" />
          <circle cx="14.5" cy="12" r="6.5" fill="#eb001b" />
          <circle cx="21.5" cy="12" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      ) : null}
      {brand === 'amex' ? (
        <svg aria-hidden="true" viewBox="0 0 36 24" className="h-6 w-9">
          <rect width="36" height="24" rx="4" fill="#1f6fb2" />
          <text
            x="18"
            y="15.5"
            textAnchor="middle"
            fontSize="8.5"
            fontWeight="700"
            fill="#fff"
            fontFamily="Arial, sans-serif"
          >
            AMEX
          </text>
        </svg>
      ) : null}
    </span>
  );
}
