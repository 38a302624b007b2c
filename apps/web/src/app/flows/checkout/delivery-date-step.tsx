import type { DeliveryDay } from '@canasta/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CalendarIcon } from '../../../components/ui/icons-extra';
import { useDeliverySlots } from '../../../features/checkout/api/get-delivery-slots';
import {
  firstOpenDay,
  openSlot,
  SlotPicker,
  type ChosenSlot,
} from '../../../features/checkout/components/slot-picker';
import { StepContinue, StepHeading } from '../../../features/checkout/components/step-bar';
import { useRememberedDay } from '../../../features/checkout/stores/remembered-day-store';
import { esCheckout } from '../../../i18n/es-checkout';
import { todayIn } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { StepDataState, type CheckoutContext } from './checkout-gate';
import { useCheckoutStep } from './use-checkout-step';

/**
 * The day and the slot, from the store's open days for the chosen delivery method (in the
 * store's time zone). Full or started slots show but can't be chosen. The slot is saved on the
 * cart as soon as it is chosen.
 */
export function DeliveryDateStep({ store, cart, user }: CheckoutContext) {
  // The gate lets this step through only with a delivery method the store offers.
  const type = cart.cart.delivery_type ?? 'delivery';
  const slots = useDeliverySlots(store.id, type);
  const title =
    type === 'pickup' ? esCheckout.checkout.dateTitlePickup : esCheckout.checkout.dateTitleDelivery;

  if (slots.status !== 'success')
    return <StepDataState query={slots} failedTitle={esCheckout.checkout.slotsFailed} />;
  if (firstOpenDay(slots.data) === null) {
    return (
      <EmptyState
        as="h1"
        icon={<CalendarIcon className="size-12" />}
        title={esCheckout.checkout.noSlotsTitle}
        description={esCheckout.checkout.noSlotsDescription}
        action={
          <Link to={paths.deliveryType(store.slug)} className={buttonClasses('primary')}>
            {esCheckout.checkout.changeType}
          </Link>
        }
      />
    );
  }
  return (
    <SlotStep
      context={{ store, cart, user }}
      title={title}
      days={slots.data}
      onRefused={() => void slots.refetch()}
    />
  );
}

function SlotStep({
  context,
  title,
  days,
  onRefused,
}: {
  context: CheckoutContext;
  title: string;
  days: readonly DeliveryDay[];
  onRefused: () => void;
}) {
  const { store, cart } = context;
  const step = useCheckoutStep('deliveryDate', context, esCheckout.checkout.slotRequired);
  const { delivery_date: savedDate, delivery_slot_id: savedSlot } = cart.cart;
  const saved = savedDate && savedSlot !== null ? { date: savedDate, slotId: savedSlot } : null;
  const { draft } = step;
  const pending =
    draft?.delivery_date && draft.delivery_slot_id
      ? { date: draft.delivery_date, slotId: draft.delivery_slot_id }
      : null;
  const chosen = pending ?? openSlot(days, saved);
  // A returning shopper's remembered day opens first (decision 048), not chosen for them.
  const remembered = openSlot(days, useRememberedDay(store.id, cart.cart.id));
  const [day, setDay] = useState(
    () => chosen?.date ?? remembered?.date ?? firstOpenDay(days) ?? '',
  );
  const refused = useEffectEvent(onRefused);

  // A refused slot (it filled up, or started) means the list is out of date: read it again.
  useEffect(() => {
    if (step.save.isError) refused();
  }, [step.save.isError]);

  const choose = (slot: ChosenSlot) => {
    const same = saved?.date === slot.date && saved.slotId === slot.slotId;
    step.choose(same ? null : { delivery_date: slot.date, delivery_slot_id: slot.slotId });
  };

  return (
    <>
      <StepHeading title={title} {...step.position} />
      <SlotPicker
        days={days}
        today={todayIn(store.time_zone)}
        day={day}
        chosen={chosen}
        onDayChange={setDay}
        onSlotChange={choose}
      />
      <StepContinue {...step.foot(chosen !== null)} />
    </>
  );
}
