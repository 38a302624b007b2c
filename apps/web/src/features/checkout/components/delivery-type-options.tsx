import type { DeliveryType } from '@canasta/contract';
import type { ReactNode } from 'react';
import { StoreIcon } from '../../../components/ui/icons';
import { TruckIcon } from '../../../components/ui/icons-extra';
import { RadioCard } from '../../../components/ui/radio-card';
import { esCheckout } from '../../../i18n/es-checkout';

/**
 * The delivery methods the store offers (never one it doesn't): home delivery with what it costs,
 * and pickup at the store's address.
 */
export function DeliveryTypeOptions({
  offered,
  value,
  onChange,
  deliveryDetail,
  storeAddress,
  describedBy,
}: {
  offered: readonly DeliveryType[];
  value: DeliveryType | null;
  onChange: (type: DeliveryType) => void;
  /** What home delivery costs, as far as it is known yet. */
  deliveryDetail: ReactNode;
  storeAddress: string;
  describedBy?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">{esCheckout.checkout.typeLegend}</legend>
      {offered.includes('delivery') ? (
        <RadioCard
          name="delivery-type"
          value="delivery"
          checked={value === 'delivery'}
          onChange={() => {
            onChange('delivery');
          }}
          icon={<TruckIcon />}
          title={esCheckout.checkout.delivery}
          description={deliveryDetail}
        />
      ) : null}
      {offered.includes('pickup') ? (
        <RadioCard
          name="delivery-type"
          value="pickup"
          checked={value === 'pickup'}
          onChange={() => {
            onChange('pickup');
          }}
          icon={<StoreIcon />}
          title={esCheckout.checkout.pickup}
          description={esCheckout.checkout.pickupDetail(storeAddress)}
        />
      ) : null}
    </fieldset>
  );
}
