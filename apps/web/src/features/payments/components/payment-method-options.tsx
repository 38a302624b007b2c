import {
  OXXO_EXPIRY_DAYS_DEFAULT,
  SPEI_EXPIRY_HOURS_DEFAULT,
  type DeliveryType,
  type PaymentMethod,
} from '@canasta/contract';
import {
  BanknoteIcon,
  BuildingBankIcon,
  CreditCardIcon,
  StoreIcon,
} from '../../../components/ui/icons-extra';
import { RadioCard } from '../../../components/ui/radio-card';
import { esCheckout } from '../../../i18n/es-checkout';

/**
 * The ways to pay this order (or what a mentor's wallet leaves of it) as offered: cash, card,
 * cash at an OXXO and a SPEI transfer, each with how it works and, for the last two, how long
 * there is to pay (the server may give less when the delivery is sooner).
 */
export function PaymentMethodOptions({
  offered,
  value,
  onChange,
  deliveryType,
  disabled,
  describedBy,
}: {
  offered: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  deliveryType: DeliveryType;
  disabled?: boolean;
  describedBy?: string;
}) {
  const option = (method: PaymentMethod) => ({
    name: 'payment-method',
    value: method,
    checked: value === method,
    disabled,
    onChange: () => {
      onChange(method);
    },
  });
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{esCheckout.payment.methodLegend}</legend>
      {offered.includes('cash') ? (
        <RadioCard
          {...option('cash')}
          icon={<BanknoteIcon />}
          title={esCheckout.payment.cash}
          description={
            deliveryType === 'pickup'
              ? esCheckout.payment.cashPickup
              : esCheckout.payment.cashDelivery
          }
        />
      ) : null}
      {offered.includes('card') ? (
        <RadioCard
          {...option('card')}
          icon={<CreditCardIcon />}
          title={esCheckout.payment.card}
          description={esCheckout.payment.cardDetail}
        />
      ) : null}
      {offered.includes('oxxo') ? (
        <RadioCard
          {...option('oxxo')}
          icon={<StoreIcon />}
          title={esCheckout.payment.oxxo}
          description={esCheckout.payment.oxxoDetail(OXXO_EXPIRY_DAYS_DEFAULT)}
        />
      ) : null}
      {offered.includes('spei') ? (
        <RadioCard
          {...option('spei')}
          icon={<BuildingBankIcon />}
          title={esCheckout.payment.spei}
          description={esCheckout.payment.speiDetail(SPEI_EXPIRY_HOURS_DEFAULT)}
        />
      ) : null}
    </fieldset>
  );
}
