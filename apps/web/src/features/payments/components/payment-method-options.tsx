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
import { es } from '../../../i18n/es';

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
      <legend className="sr-only">{es.payment.methodLegend}</legend>
      {offered.includes('cash') ? (
        <RadioCard
          {...option('cash')}
          icon={<BanknoteIcon />}
          title={es.payment.cash}
          description={deliveryType === 'pickup' ? es.payment.cashPickup : es.payment.cashDelivery}
        />
      ) : null}
      {offered.includes('card') ? (
        <RadioCard
          {...option('card')}
          icon={<CreditCardIcon />}
          title={es.payment.card}
          description={es.payment.cardDetail}
        />
      ) : null}
      {offered.includes('oxxo') ? (
        <RadioCard
          {...option('oxxo')}
          icon={<StoreIcon />}
          title={es.payment.oxxo}
          description={es.payment.oxxoDetail(OXXO_EXPIRY_DAYS_DEFAULT)}
        />
      ) : null}
      {offered.includes('spei') ? (
        <RadioCard
          {...option('spei')}
          icon={<BuildingBankIcon />}
          title={es.payment.spei}
          description={es.payment.speiDetail(SPEI_EXPIRY_HOURS_DEFAULT)}
        />
      ) : null}
    </fieldset>
  );
}
