import { type CartResponse, cardHoldCents, priceCart } from '@canasta/contract';
import { type CartChange, draftCart, linesWithChanges } from './cart-changes';

/**
 * The cart as the shopper should see it: the server's, with the pending changes on top in the
 * order they were made. Totals are added up by the contract's `priceCart`, as the server's are;
 * its answer replaces them a moment later.
 */
export function applyChanges(
  base: CartResponse | null | undefined,
  changes: readonly CartChange[],
  storeId: number,
): CartResponse | null | undefined {
  if (changes.length === 0) return base;
  const start = base ?? draftCart(storeId);
  const items = linesWithChanges(start.cart, changes);
  const lines = items.map((line) => ({
    soldBy: line.purchaseable.sold_by,
    qty: line.qty,
    unitPriceCents: line.unit_price_cents,
    available: line.purchaseable.available,
  }));
  const { coupon } = start.cart;
  const deliveryFeeCents = start.extra.delivery_fee_cents;
  const plain = priceCart({ lines, coupon: null, deliveryFeeCents });
  // The server judged the coupon's other rules with the cart it answered; of them, only its
  // minimum subtotal can change with the shopper's quantities.
  const applies = coupon?.applied === true && plain.subtotalCents >= coupon.min_subtotal_cents;
  const totals = applies ? priceCart({ lines, coupon, deliveryFeeCents }) : plain;
  // The total is the whole order; the wallet pays part of it (never more than it).
  const walletCents = Math.min(start.extra.wallet_applied_cents, totals.totalCents);
  return {
    cart: {
      ...start.cart,
      items,
      coupon: coupon ? { ...coupon, discount_cents: totals.discountCents } : null,
    },
    extra: {
      ...start.extra,
      subtotal_cents: totals.subtotalCents,
      discount_cents: totals.discountCents,
      delivery_fee_cents: totals.deliveryFeeCents,
      wallet_applied_cents: walletCents,
      total_cents: totals.totalCents,
      item_count: totals.itemCount,
      estimated: totals.estimated,
      hold_cents: cardHoldCents({
        totals,
        cardPartCents: totals.totalCents - walletCents,
        marginPercent: start.extra.hold_margin_percent,
      }),
    },
  };
}
