import type { DeliveryDay, DeliveryType } from '@canasta/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { CalendarIcon } from '../../components/ui/icons-extra';
import { useDeliverySlots } from '../../features/checkout/api/get-delivery-slots';
import {
  firstOpenDay,
  SlotPicker,
  type ChosenSlot,
} from '../../features/checkout/components/slot-picker';
import { StepBar, StepHeading, StepProblem } from '../../features/checkout/components/step-bar';
import { es } from '../../i18n/es';
import { todayIn } from '../../lib/dates';
import { paths } from '../../lib/paths';
import {
  CheckoutGate,
  CheckoutSkeleton,
  saveProblem,
  stepPosition,
  useStepSave,
  type CheckoutContext,
} from '../checkout-flow';

const PROBLEM_ID = 'delivery-date-problem';

/**
 * /tienda/:slugName/envio_fecha — the day and the slot, from the store's open days for the
 * chosen delivery method (in the store's time zone). Full or started slots show but can't be
 * chosen. The slot is saved on the cart as soon as it is chosen.
 */
export function Component() {
  return (
    <CheckoutGate step="deliveryDate">
      {(context) => <DeliveryDateStep {...context} />}
    </CheckoutGate>
  );
}

function DeliveryDateStep({ store, cart }: CheckoutContext) {
  // The gate lets this step through only with a delivery method the store offers.
  const type = cart.cart.delivery_type ?? 'delivery';
  const slots = useDeliverySlots(store.id, type);
  const position = stepPosition('deliveryDate', cart);
  const title = type === 'pickup' ? es.checkout.dateTitlePickup : es.checkout.dateTitleDelivery;

  if (slots.status === 'pending') return <CheckoutSkeleton />;
  if (slots.status === 'error') {
    return (
      <ErrorState
        as="h1"
        title={es.checkout.slotsFailed}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  }
  if (firstOpenDay(slots.data) === null) {
    return (
      <EmptyState
        as="h1"
        icon={<CalendarIcon className="size-12" />}
        title={es.checkout.noSlotsTitle}
        description={es.checkout.noSlotsDescription}
        action={
          <Link to={paths.deliveryType(store.slug)} className={buttonClasses('primary')}>
            {es.checkout.changeType}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <StepHeading title={title} {...position} />
      <SlotStep
        storeId={store.id}
        storeSlug={store.slug}
        timeZone={store.time_zone}
        type={type}
        days={slots.data}
        saved={
          cart.cart.delivery_date && cart.cart.delivery_slot_id !== null
            ? { date: cart.cart.delivery_date, slotId: cart.cart.delivery_slot_id }
            : null
        }
        totalCents={cart.extra.total_cents}
        onRefused={() => void slots.refetch()}
      />
    </>
  );
}

/** The saved slot, when it can still be chosen (a full or past one has to be chosen again). */
function openSlot(days: readonly DeliveryDay[], slot: ChosenSlot | null): ChosenSlot | null {
  if (!slot) return null;
  const day = days.find((candidate) => candidate.date === slot.date);
  return day?.slots.some((candidate) => candidate.id === slot.slotId && candidate.available)
    ? slot
    : null;
}

function SlotStep({
  storeId,
  storeSlug,
  timeZone,
  type,
  days,
  saved,
  totalCents,
  onRefused,
}: {
  storeId: number;
  storeSlug: string;
  timeZone: string;
  type: DeliveryType;
  days: readonly DeliveryDay[];
  saved: ChosenSlot | null;
  totalCents: number;
  onRefused: () => void;
}) {
  const navigate = useNavigate();
  const { save, draft, change, settled } = useStepSave(storeId);
  const [missing, setMissing] = useState(false);
  const pending =
    draft?.delivery_date && draft.delivery_slot_id
      ? { date: draft.delivery_date, slotId: draft.delivery_slot_id }
      : null;
  const chosen = pending ?? openSlot(days, saved);
  const [day, setDay] = useState(() => chosen?.date ?? firstOpenDay(days) ?? '');
  const refused = useEffectEvent(onRefused);

  // A refused slot (it filled up, or started) means the list is out of date: read it again.
  useEffect(() => {
    if (save.isError) refused();
  }, [save.isError]);

  const choose = (slot: ChosenSlot) => {
    setMissing(false);
    if (saved?.date === slot.date && saved.slotId === slot.slotId) return;
    change({ delivery_date: slot.date, delivery_slot_id: slot.slotId });
  };

  const next = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (!(await settled())) return;
    await navigate(
      type === 'pickup' ? paths.cartPreview(storeSlug) : paths.deliveryAddress(storeSlug),
    );
  };

  const problem = missing ? es.checkout.slotRequired : saveProblem(save.error);
  return (
    <>
      <SlotPicker
        days={days}
        today={todayIn(timeZone)}
        day={day}
        chosen={chosen}
        onDayChange={setDay}
        onSlotChange={choose}
      />
      {problem ? <StepProblem id={PROBLEM_ID}>{problem}</StepProblem> : null}
      <StepBar totalCents={totalCents}>
        <Button onClick={() => void next()} aria-busy={save.isPending}>
          {save.isPending ? es.checkout.saving : es.checkout.continue}
        </Button>
      </StepBar>
    </>
  );
}
