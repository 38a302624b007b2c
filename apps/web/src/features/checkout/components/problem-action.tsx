import { Link } from 'react-router';
import { esCheckout } from '../../../i18n/es-checkout';
import { paths } from '../../../lib/paths';
import type { OrderProblem } from '../utils/order-problem';

/** Where to fix what stopped the order, when it was an earlier step. */
export function ProblemAction({
  problem,
  storeSlug,
}: {
  problem: OrderProblem;
  storeSlug: string;
}) {
  const link = (to: string, label: string) => (
    <Link to={to} className="font-semibold text-dark underline underline-offset-2">
      {label}
    </Link>
  );
  if (problem.kind === 'stock' || problem.kind === 'gone') {
    return link(paths.cart(storeSlug), esCheckout.payment.fix.cart);
  }
  if (problem.kind !== 'step') return null;
  const to = {
    delivery_type: paths.deliveryType(storeSlug),
    delivery_slot_id: paths.deliveryDate(storeSlug),
    address_id: paths.deliveryAddress(storeSlug),
    cart: paths.cart(storeSlug),
    coupon: paths.cartPreview(storeSlug),
  }[problem.field];
  return link(to, esCheckout.payment.fix[problem.field]);
}
