import { CART_NOTES_MAX_LENGTH, formatGrams } from '@canasta/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { CartSummary, MINIMUM_ORDER_NOTE_ID } from '../../../features/cart/components/cart-summary';
import { CouponForm } from '../../../features/cart/components/coupon-form';
import { LinePrice } from '../../../features/cart/components/line-price';
import { missingForMinimum } from '../../../features/cart/utils/minimum-order';
import { StepBar, StepHeading, StepProblem } from '../../../features/checkout/components/step-bar';
import { SubstitutionOptions } from '../../../features/checkout/components/substitution-options';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { useFormatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useAddShippingInfo } from '../../analytics/checkout-events';
import type { CheckoutContext } from './checkout-gate';
import { ConfirmDay, useDayToConfirm } from './confirm-day';
import { DeliverySummary } from './delivery-summary';
import { useCheckoutStep } from './use-checkout-step';

const BLOCKED_ID = 'cart-preview-blocked';

/**
 * The order as it will be placed: products (a seller's or mentor's client's at the prices they
 * set, each with "Cambiar precio" while allowed), how, when and where (each with "Cambiar"), the
 * coupon, notes for the store, the totals with the zone's fee and minimum, then "Elegir forma de
 * pago". A returning shopper confirms their remembered day here first (decision 048).
 */
export function CartPreviewStep({ store, cart, user }: CheckoutContext) {
  const format = useFormatMoney();
  const step = useCheckoutStep(
    'cartPreview',
    { store, cart, user },
    esCheckout.checkout.slotRequired,
  );
  const day = useDayToConfirm(store, cart);
  useAddShippingInfo(store, cart);
  const savedNotes = cart.cart.notes ?? '';
  const [notes, setNotes] = useState(savedNotes);
  const belowMinimum = missingForMinimum(cart) > 0;
  const couponRefused = cart.cart.coupon !== null && !cart.cart.coupon.applied;
  const blocked = cart.cart.blocked;

  const notesChange = () => {
    const value = notes.trim();
    return value === savedNotes.trim() ? {} : { notes: value === '' ? null : value };
  };
  const keepNotes = () => {
    const change = notesChange();
    if ('notes' in change) step.choose(change);
  };
  const { refetch: refetchSlots } = day.slots;
  const refused = step.save.isError;

  // A refused day (it filled up, or started) means the slots are out of date: read them again.
  useEffect(() => {
    if (refused) void refetchSlots();
  }, [refused, refetchSlots]);

  const reasonId = blocked ? BLOCKED_ID : belowMinimum ? MINIMUM_ORDER_NOTE_ID : undefined;
  return (
    <>
      <StepHeading title={esCheckout.checkout.previewTitle} {...step.position} />
      {blocked ? (
        <p
          id={BLOCKED_ID}
          role="status"
          className="rounded-2xl bg-warning/25 p-3 text-sm font-medium"
        >
          {esCart.cart.blocked}
        </p>
      ) : null}
      {day.asks ? (
        <ConfirmDay
          store={store}
          cart={cart}
          day={day}
          describedBy={step.describedBy}
          onChosen={() => {
            step.choose(null);
          }}
        />
      ) : null}
      <section aria-labelledby="preview-items" className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="preview-items" className="text-lg font-bold">
            {esCheckout.checkout.itemsTitle}
          </h2>
          <Link
            to={paths.cart(store.slug)}
            className="text-sm font-semibold text-secondary-strong underline underline-offset-2"
          >
            {esCheckout.checkout.editCart}
          </Link>
        </div>
        <ul className="flex flex-col gap-2 rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
          {cart.cart.items.map((line) => (
            <li key={line.id} className="flex items-baseline justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                {line.purchaseable.sold_by === 'weight'
                  ? esCheckout.checkout.weightItemLine(
                      formatGrams(line.qty),
                      line.purchaseable.product.name,
                    )
                  : esCheckout.checkout.itemLine(line.qty, line.purchaseable.product.name)}
                <LinePrice storeId={store.id} cart={cart.cart} line={line} />
              </div>
              <span className="shrink-0 font-semibold tabular-nums">
                {format(line.line_total_cents)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <SubstitutionOptions
        value={step.draft?.substitution_default ?? cart.cart.substitution_default}
        disabled={blocked}
        onChange={(substitution) => {
          step.choose({ substitution_default: substitution });
        }}
      />
      <DeliverySummary store={store} cart={cart} user={user} dayToConfirm={day.asks} />
      <CouponForm storeId={store.id} coupon={cart.cart.coupon} />
      <TextareaField
        label={esCheckout.checkout.notesLabel}
        hint={esCheckout.checkout.notesHint}
        value={notes}
        maxLength={CART_NOTES_MAX_LENGTH}
        onChange={(event) => {
          setNotes(event.target.value);
        }}
        onBlur={keepNotes}
      />
      <CartSummary response={cart} />
      {step.problem ? <StepProblem id={step.problemId}>{step.problem}</StepProblem> : null}
      <StepBar totalCents={cart.extra.total_cents} estimated={cart.extra.estimated}>
        <Button
          onClick={() => {
            // Notes and the confirmed day go in one save; going on waits for it.
            const body = { ...notesChange(), ...day.body };
            if (day.asks && !day.chosen) {
              void step.next(false);
              return;
            }
            if (Object.keys(body).length > 0) step.choose(body);
            void step.next();
          }}
          disabled={blocked || belowMinimum || couponRefused}
          aria-describedby={reasonId}
          aria-busy={step.save.isPending}
        >
          {esCheckout.checkout.choosePayment}
        </Button>
      </StepBar>
    </>
  );
}
