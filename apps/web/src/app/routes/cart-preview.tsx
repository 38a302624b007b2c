import { CART_NOTES_MAX_LENGTH, type DeliveryType } from '@canasta/contract';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { TextareaField } from '../../components/ui/textarea-field';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import {
  addressArea,
  addressLine,
  addressTitle,
} from '../../features/addresses/utils/address-text';
import {
  CartSummary,
  MINIMUM_ORDER_NOTE_ID,
  missingForMinimum,
} from '../../features/cart/components/cart-summary';
import { CouponForm } from '../../features/cart/components/coupon-form';
import { useDeliverySlots } from '../../features/checkout/api/get-delivery-slots';
import { StepBar, StepHeading, StepProblem } from '../../features/checkout/components/step-bar';
import { es } from '../../i18n/es';
import { formatLongDay } from '../../lib/dates';
import { useFormatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import {
  CheckoutGate,
  saveProblem,
  stepPosition,
  useStepSave,
  type CheckoutContext,
} from '../checkout-flow';

const BLOCKED_ID = 'cart-preview-blocked';
const PROBLEM_ID = 'cart-preview-problem';

/**
 * /tienda/:slugName/cart-preview — the order as it will be placed: products, how, when and where
 * (each with "Cambiar"), the coupon, notes for the store, the totals with the zone's fee and
 * minimum, then "Elegir forma de pago".
 */
export function Component() {
  return (
    <CheckoutGate step="cartPreview">{(context) => <CartPreviewStep {...context} />}</CheckoutGate>
  );
}

function CartPreviewStep({ store, cart, user }: CheckoutContext) {
  const navigate = useNavigate();
  const format = useFormatMoney();
  const { save, change, settled } = useStepSave(store.id);
  const savedNotes = cart.cart.notes ?? '';
  const [notes, setNotes] = useState(savedNotes);
  const position = stepPosition('cartPreview', cart);
  const belowMinimum = missingForMinimum(cart) > 0;
  const couponRefused = cart.cart.coupon !== null && !cart.cart.coupon.applied;
  const blocked = cart.cart.blocked;

  const keepNotes = () => {
    const value = notes.trim();
    if (value !== savedNotes.trim()) change({ notes: value === '' ? null : value });
  };

  const next = async () => {
    keepNotes();
    if (!(await settled())) return;
    await navigate(paths.paymentMethod(store.slug));
  };

  const problem = saveProblem(save.error);
  const reasonId = blocked ? BLOCKED_ID : belowMinimum ? MINIMUM_ORDER_NOTE_ID : undefined;
  return (
    <>
      <StepHeading title={es.checkout.previewTitle} {...position} />
      {blocked ? (
        <p
          id={BLOCKED_ID}
          role="status"
          className="rounded-2xl bg-warning/25 p-3 text-sm font-medium"
        >
          {es.cart.blocked}
        </p>
      ) : null}
      <section aria-labelledby="preview-items" className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="preview-items" className="text-lg font-bold">
            {es.checkout.itemsTitle}
          </h2>
          <Link
            to={paths.cart(store.slug)}
            className="text-sm font-semibold text-secondary-strong underline underline-offset-2"
          >
            {es.checkout.editCart}
          </Link>
        </div>
        <ul className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
          {cart.cart.items.map((line) => (
            <li key={line.id} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0">
                {es.checkout.itemLine(line.qty, line.purchaseable.product.name)}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {format(line.line_total_cents)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <DeliverySummary store={store} cart={cart} user={user} />
      <CouponForm storeId={store.id} coupon={cart.cart.coupon} />
      <TextareaField
        label={es.checkout.notesLabel}
        hint={es.checkout.notesHint}
        value={notes}
        maxLength={CART_NOTES_MAX_LENGTH}
        onChange={(event) => {
          setNotes(event.target.value);
        }}
        onBlur={keepNotes}
      />
      <CartSummary response={cart} />
      {problem ? <StepProblem id={PROBLEM_ID}>{problem}</StepProblem> : null}
      <StepBar totalCents={cart.extra.total_cents}>
        <Button
          onClick={() => void next()}
          disabled={blocked || belowMinimum || couponRefused}
          aria-describedby={reasonId}
          aria-busy={save.isPending}
        >
          {es.checkout.choosePayment}
        </Button>
      </StepBar>
    </>
  );
}

/** How, when and where, each with the way back to its step. */
function DeliverySummary({ store, cart, user }: CheckoutContext) {
  const pickup = cart.cart.delivery_type === 'pickup';
  const addresses = useAddresses(pickup ? null : user.id);
  const address = addresses.data?.find((candidate) => candidate.id === cart.cart.address_id);
  const slot = cart.cart.delivery_date;
  return (
    <section aria-labelledby="preview-delivery" className="flex flex-col gap-2">
      <h2 id="preview-delivery" className="text-lg font-bold">
        {es.checkout.deliveryTitle}
      </h2>
      <dl className="flex flex-col divide-y divide-dark/10 rounded-2xl bg-white px-4 text-sm ring-1 ring-dark/10">
        <SummaryRow
          label={es.checkout.how}
          to={paths.deliveryType(store.slug)}
          value={pickup ? es.checkout.pickup : es.checkout.delivery}
        />
        <SummaryRow
          label={es.checkout.when}
          to={paths.deliveryDate(store.slug)}
          value={
            slot ? (
              <SlotText
                storeId={store.id}
                type={cart.cart.delivery_type ?? 'delivery'}
                date={slot}
                slotId={cart.cart.delivery_slot_id}
              />
            ) : null
          }
        />
        {pickup ? (
          <SummaryRow label={es.checkout.pickupWhere} value={store.address} />
        ) : (
          <SummaryRow
            label={es.checkout.where}
            to={paths.deliveryAddress(store.slug)}
            value={
              address ? (
                <>
                  <span className="block font-semibold">{addressTitle(address)}</span>
                  <span className="block">{addressLine(address)}</span>
                  <span className="block text-dark/75">{addressArea(address)}</span>
                </>
              ) : (
                <Skeleton className="h-10 w-full" />
              )
            }
          />
        )}
      </dl>
    </section>
  );
}

/** The chosen day and its time range (from the store's slots, read on the date step). */
function SlotText({
  storeId,
  type,
  date,
  slotId,
}: {
  storeId: number;
  type: DeliveryType;
  date: string;
  slotId: number | null;
}) {
  const { data: days } = useDeliverySlots(storeId, type);
  const slot = days
    ?.find((day) => day.date === date)
    ?.slots.find((candidate) => candidate.id === slotId);
  const range = slot ? es.checkout.slotRange(slot.start, slot.end) : null;
  return (
    <span className="first-letter:uppercase">
      {formatLongDay(date)}
      {range ? `, ${range}` : null}
    </span>
  );
}

function SummaryRow({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 py-3">
      <dt className="col-start-1 text-dark/70">{label}</dt>
      <dd className="col-start-1 min-w-0">{value}</dd>
      {to ? (
        <dd className="col-start-2 row-span-2 row-start-1 self-center">
          <Link
            to={to}
            aria-label={es.checkout.changeLabel(label)}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-secondary-strong underline underline-offset-2"
          >
            {es.checkout.change}
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
