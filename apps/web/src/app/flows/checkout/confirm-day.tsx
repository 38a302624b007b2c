import type { CartResponse, DeliveryDay, Store } from '@canasta/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RadioCard } from '../../../components/ui/radio-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeliverySlots } from '../../../features/checkout/api/get-delivery-slots';
import type { ChosenSlot } from '../../../features/checkout/components/slot-picker';
import {
  useRememberedDay,
  useRememberedDayStore,
} from '../../../features/checkout/stores/remembered-day-store';
import { esCheckout } from '../../../i18n/es-checkout';
import { formatLongDay } from '../../../lib/dates';
import { paths } from '../../../lib/paths';

interface DayOption extends ChosenSlot {
  start: string;
  end: string;
  remembered: boolean;
}

/**
 * The remembered delivery day a returning shopper confirms on the summary (decision 048): asked
 * while the cart has no day and the server offered one for it. The options are that day's slot
 * (the first open one on the weekday of their last order), shown chosen, then the first open
 * slot when it is another; nothing is saved until the shopper goes on, so no day they didn't see
 * reaches their order. A remembered slot that filled up meanwhile is left out, nothing chosen.
 */
export function useDayToConfirm(store: Store, cart: CartResponse) {
  const remembered = useRememberedDay(store.id, cart.cart.id);
  const dayChosen = cart.cart.delivery_slot_id !== null;
  const asks = remembered !== null && !dayChosen;
  const slots = useDeliverySlots(store.id, cart.cart.delivery_type ?? 'delivery');
  const [picked, setPicked] = useState<ChosenSlot | null>(null);

  // Once the cart has a day (confirmed here or chosen on the date step) the offer is spent: a
  // day cleared later, by another delivery method, is chosen again on the date step.
  useEffect(() => {
    if (remembered && dayChosen) useRememberedDayStore.getState().offer(store.id, null);
  }, [remembered, dayChosen, store.id]);

  const options = slots.data && remembered ? dayOptions(slots.data, remembered) : [];
  const offered = options.find((option) => option.remembered) ?? null;
  const chosen = picked ?? (offered && { date: offered.date, slotId: offered.slotId });
  return {
    asks,
    slots,
    options,
    chosen,
    choose: setPicked,
    /** The cart change that confirms the day, when one is asked and chosen. */
    body: asks && chosen ? { delivery_date: chosen.date, delivery_slot_id: chosen.slotId } : {},
  };
}

function dayOptions(days: readonly DeliveryDay[], remembered: ChosenSlot): DayOption[] {
  const open = days.flatMap((day) =>
    day.slots
      .filter((slot) => slot.available)
      .map((slot) => ({ date: day.date, slotId: slot.id, start: slot.start, end: slot.end })),
  );
  const same = (option: ChosenSlot) =>
    option.date === remembered.date && option.slotId === remembered.slotId;
  const offered = open.find(same);
  const soonest = open[0];
  return [
    ...(offered ? [{ ...offered, remembered: true }] : []),
    ...(soonest && !same(soonest) ? [{ ...soonest, remembered: false }] : []),
  ];
}

/** The day to confirm: its options as radio cards, and the way to the date step for another. */
export function ConfirmDay({
  store,
  cart,
  day,
  describedBy,
  onChosen,
}: {
  store: Store;
  cart: CartResponse;
  day: ReturnType<typeof useDayToConfirm>;
  describedBy?: string;
  /** A day was chosen (the step's "choose one" can go). */
  onChosen: () => void;
}) {
  const pickup = cart.cart.delivery_type === 'pickup';
  return (
    <fieldset
      aria-describedby={describedBy}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-primary-soft/40 p-4 ring-1 ring-dark/10"
    >
      <legend className="float-left mb-1 text-lg font-bold">
        {pickup ? esCheckout.checkout.dateTitlePickup : esCheckout.checkout.dateTitleDelivery}
      </legend>
      <p className="clear-left text-sm text-dark/80">{esCheckout.checkout.rememberedDayIntro}</p>
      {day.slots.status === 'pending' ? (
        <Skeleton className="h-16 w-full rounded-2xl" />
      ) : (
        day.options.map((option) => (
          <RadioCard
            key={`${option.date}-${String(option.slotId)}`}
            name="remembered-day"
            value={`${option.date}|${String(option.slotId)}`}
            checked={day.chosen?.date === option.date && day.chosen.slotId === option.slotId}
            onChange={() => {
              day.choose({ date: option.date, slotId: option.slotId });
              onChosen();
            }}
            title={formatLongDay(option.date)}
            description={`${esCheckout.checkout.slotRange(option.start, option.end)} · ${
              option.remembered
                ? esCheckout.checkout.rememberedDayHint
                : esCheckout.checkout.soonestDayHint
            }`}
          />
        ))
      )}
      <Link
        to={paths.deliveryDate(store.slug)}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-secondary-strong underline underline-offset-2"
      >
        {esCheckout.checkout.otherDay}
      </Link>
    </fieldset>
  );
}
