import type { DeliveryType, PaymentMethod } from '@canasta/contract';
import { BanknoteIcon, CreditCardIcon, WalletIcon } from '../../../components/ui/icons-extra';
import { RadioCard } from '../../../components/ui/radio-card';
import { es } from '../../../i18n/es';
import { useFormatMoney } from '../../../lib/money';

/** The ways to pay this order: only those offered here (cash, card, a mentor's wallet). */
export function PaymentMethodOptions({
  offered,
  value,
  onChange,
  deliveryType,
  walletBalanceCents,
  disabled,
  describedBy,
}: {
  offered: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  deliveryType: DeliveryType;
  walletBalanceCents: number | null;
  disabled?: boolean;
  describedBy?: string;
}) {
  const format = useFormatMoney();
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
      {offered.includes('wallet') && walletBalanceCents !== null ? (
        <RadioCard
          {...option('wallet')}
          icon={<WalletIcon />}
          title={es.payment.wallet}
          description={es.payment.walletDetail(format(walletBalanceCents))}
        />
      ) : null}
    </fieldset>
  );
}
