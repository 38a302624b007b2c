import type { DeliveryType } from '@canasta/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { StepBar, StepHeading, StepProblem } from '../../features/checkout/components/step-bar';
import { DeliveryTypeOptions } from '../../features/checkout/components/delivery-type-options';
import { es } from '../../i18n/es';
import { useFormatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import {
  CheckoutGate,
  saveProblem,
  stepPosition,
  useStepSave,
  type CheckoutContext,
} from '../checkout-flow';

const PROBLEM_ID = 'delivery-type-problem';

/**
 * /tienda/:slugName/envio_tipo — how the order arrives: home delivery (with its fee once the
 * address is known) or pickup at the store's address; only what the store offers. The choice is
 * saved on the cart as soon as it is made (changing it clears the slot).
 */
export function Component() {
  return (
    <CheckoutGate step="deliveryType">
      {(context) => <DeliveryTypeStep {...context} />}
    </CheckoutGate>
  );
}

function DeliveryTypeStep({ store, cart }: CheckoutContext) {
  const navigate = useNavigate();
  const format = useFormatMoney();
  const { save, draft, change, settled } = useStepSave(store.id);
  const [missing, setMissing] = useState(false);
  const saved = cart.cart.delivery_type;
  const chosen: DeliveryType | null = draft?.delivery_type ?? saved;
  const offered = store.delivery_types;
  const onlyOne = offered.length === 1 ? offered[0] : undefined;
  const { mutate } = save;

  // A store with one way to receive orders: it is chosen already.
  useEffect(() => {
    if (onlyOne && saved !== onlyOne) mutate({ delivery_type: onlyOne });
  }, [onlyOne, saved, mutate]);

  const { extra } = cart;
  const feeKnown = cart.cart.address_id !== null && saved !== 'pickup';
  const deliveryDetail = feeKnown
    ? extra.delivery_fee_cents > 0
      ? es.checkout.deliveryFee(format(extra.delivery_fee_cents))
      : es.checkout.deliveryFree
    : es.checkout.deliveryFeeByAddress;

  const choose = (type: DeliveryType) => {
    setMissing(false);
    if (type !== saved) change({ delivery_type: type });
  };

  const next = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    if (!(await settled())) return;
    await navigate(paths.deliveryDate(store.slug));
  };

  const problem = missing ? es.checkout.typeRequired : saveProblem(save.error);
  const position = stepPosition('deliveryType', cart);
  return (
    <>
      <StepHeading title={es.checkout.typeTitle} {...position} />
      {cart.cart.blocked ? (
        <p role="status" className="rounded-2xl bg-warning/25 p-3 text-sm font-medium">
          {es.cart.blocked}
        </p>
      ) : null}
      <DeliveryTypeOptions
        offered={offered}
        value={chosen}
        onChange={choose}
        deliveryDetail={deliveryDetail}
        storeAddress={store.address}
        describedBy={problem ? PROBLEM_ID : undefined}
      />
      {problem ? <StepProblem id={PROBLEM_ID}>{problem}</StepProblem> : null}
      <StepBar totalCents={extra.total_cents}>
        <Button onClick={() => void next()} aria-busy={save.isPending}>
          {save.isPending ? es.checkout.saving : es.checkout.continue}
        </Button>
      </StepBar>
    </>
  );
}
