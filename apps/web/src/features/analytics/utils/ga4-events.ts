import {
  type CartItem,
  type CartResponse,
  type InventoryItem,
  lineTotal,
  type Order,
  type PaymentMethod,
} from '@canasta/contract';

/**
 * GA4's recommended ecommerce events (DESIGN §3), built from the contract's shapes with GA4's
 * own parameter names so the tag manager's GA4 tags read them without mapping. Pure functions:
 * no window, no storage. Money travels as integer cents; GA4 wants pesos, so every amount goes
 * through `toPesos`. Nothing personal is ever copied in: no phone, name, address or e-mail
 * (an order's client and address are left out on purpose).
 */

/** GA4's currency parameter: the shop sells in Mexican pesos. */
export const GA4_CURRENCY = 'MXN';

export interface Ga4Item {
  item_id: string;
  item_name: string;
  affiliation: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
  discount?: number;
}

interface Ecommerce {
  currency: typeof GA4_CURRENCY;
  value?: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  affiliation?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
}

export type Ga4EventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export interface Ga4Event {
  event: Ga4EventName;
  ecommerce: Ecommerce;
}

/** Integer cents to pesos, rounded to the centavo (GA4 reads `value` and `price` as decimals). */
export function toPesos(cents: number): number {
  return Math.round(cents) / 100;
}

/** A list the shopper saw: a collection row, a collection or category page, search results. */
export interface ItemList {
  id: string;
  name: string;
}

/**
 * A store's offer as GA4 sees it; the id is the offer's (purchaseable) id, as the cart's. No
 * `discount` from a compare-at ("antes") price: along the whole funnel `discount` means the
 * same thing, a seller's modified price below the store's, which only cart lines and orders carry.
 */
export function itemFromOffer(
  offer: InventoryItem,
  affiliation: string,
  extra: { quantity?: number; index?: number; list?: ItemList } = {},
): Ga4Item {
  const item: Ga4Item = {
    item_id: String(offer.id),
    item_name: offer.product.name,
    affiliation,
    price: toPesos(offer.price_cents),
    quantity: extra.quantity ?? 1,
  };
  if (extra.index !== undefined) item.index = extra.index;
  if (extra.list) {
    item.item_list_id = extra.list.id;
    item.item_list_name = extra.list.name;
  }
  return item;
}

/**
 * A cart line at what it costs in this cart (a seller's modified price included). GA4 refuses
 * fractions, so a weight line (issue 25) is one item priced at its estimate for `grams`
 * (by default the line's), and its discount is the estimate's.
 */
export function itemFromCartLine(
  line: CartItem,
  affiliation: string,
  quantity = line.qty,
): Ga4Item {
  const weight = line.purchaseable.sold_by === 'weight';
  const estimate = (unitPriceCents: number) =>
    lineTotal({ soldBy: 'weight', qty: quantity, unitPriceCents });
  const item: Ga4Item = {
    item_id: String(line.purchaseable.id),
    item_name: line.purchaseable.product.name,
    affiliation,
    price: toPesos(weight ? estimate(line.unit_price_cents) : line.unit_price_cents),
    quantity: weight ? 1 : quantity,
  };
  if (line.list_unit_price_cents > line.unit_price_cents) {
    item.discount = toPesos(
      weight
        ? estimate(line.list_unit_price_cents) - estimate(line.unit_price_cents)
        : line.list_unit_price_cents - line.unit_price_cents,
    );
  }
  return item;
}

function sum(items: Ga4Item[]): number {
  // In cents while adding, so 0.1 + 0.2 never shows up as 0.30000000000000004.
  const cents = items.reduce(
    (total, item) => total + Math.round(item.price * 100) * item.quantity,
    0,
  );
  return toPesos(cents);
}

export function viewItemList(
  list: ItemList,
  offers: InventoryItem[],
  affiliation: string,
): Ga4Event {
  return {
    event: 'view_item_list',
    ecommerce: {
      currency: GA4_CURRENCY,
      item_list_id: list.id,
      item_list_name: list.name,
      items: offers.map((offer, index) => itemFromOffer(offer, affiliation, { index, list })),
    },
  };
}

export function selectItem(
  list: ItemList,
  offer: InventoryItem,
  index: number,
  affiliation: string,
): Ga4Event {
  return {
    event: 'select_item',
    ecommerce: {
      currency: GA4_CURRENCY,
      item_list_id: list.id,
      item_list_name: list.name,
      items: [itemFromOffer(offer, affiliation, { index, list })],
    },
  };
}

export function viewItem(offer: InventoryItem, affiliation: string): Ga4Event {
  const items = [itemFromOffer(offer, affiliation)];
  return { event: 'view_item', ecommerce: { currency: GA4_CURRENCY, value: sum(items), items } };
}

/**
 * A quantity change the server confirmed: the units added or taken out, at the line's price.
 * Null when the quantity did not move (a refused change, a price edit).
 */
export function cartQuantityChange(
  offer: InventoryItem,
  line: CartItem | undefined,
  previousQty: number,
  affiliation: string,
): Ga4Event | null {
  const qty = line?.qty ?? 0;
  const delta = qty - previousQty;
  if (delta === 0) return null;
  const quantity = Math.abs(delta);
  // Grams taken out of a weight line that is gone: one item at their estimate, as GA4 wants.
  const item = line
    ? itemFromCartLine(line, affiliation, quantity)
    : offer.sold_by === 'weight'
      ? {
          ...itemFromOffer(offer, affiliation),
          price: toPesos(
            lineTotal({ soldBy: 'weight', qty: quantity, unitPriceCents: offer.price_cents }),
          ),
        }
      : itemFromOffer(offer, affiliation, { quantity });
  const items = [item];
  return {
    event: delta > 0 ? 'add_to_cart' : 'remove_from_cart',
    ecommerce: { currency: GA4_CURRENCY, value: sum(items), items },
  };
}

function cartEcommerce(response: CartResponse, affiliation: string): Ecommerce {
  const ecommerce: Ecommerce = {
    currency: GA4_CURRENCY,
    // What the goods cost after the coupon: the delivery fee is `shipping`, not `value`.
    value: toPesos(response.extra.subtotal_cents - response.extra.discount_cents),
    items: response.cart.items.map((line) => itemFromCartLine(line, affiliation)),
  };
  if (response.cart.coupon?.applied) ecommerce.coupon = response.cart.coupon.code;
  return ecommerce;
}

export function viewCart(response: CartResponse, affiliation: string): Ga4Event {
  return { event: 'view_cart', ecommerce: cartEcommerce(response, affiliation) };
}

export function beginCheckout(response: CartResponse, affiliation: string): Ga4Event {
  return { event: 'begin_checkout', ecommerce: cartEcommerce(response, affiliation) };
}

/** `shipping_tier`: the delivery method chosen ("delivery" or "pickup"). */
export function addShippingInfo(response: CartResponse, affiliation: string): Ga4Event {
  return {
    event: 'add_shipping_info',
    ecommerce: {
      ...cartEcommerce(response, affiliation),
      shipping_tier: response.cart.delivery_type ?? 'delivery',
    },
  };
}

/** `payment_type`: the method's code (cash, card, wallet), never anything about the card. */
export function addPaymentInfo(
  response: CartResponse,
  paymentType: PaymentMethod,
  affiliation: string,
): Ga4Event {
  return {
    event: 'add_payment_info',
    ecommerce: { ...cartEcommerce(response, affiliation), payment_type: paymentType },
  };
}

/**
 * The order placed. `transaction_id` is the order's public number; `value` is what the goods
 * cost after the coupon, `shipping` the delivery fee, `tax` 0 because prices include IVA.
 */
export function purchase(order: Order): Ga4Event {
  const affiliation = order.store.name;
  const ecommerce: Ecommerce = {
    currency: GA4_CURRENCY,
    transaction_id: order.number,
    affiliation,
    value: toPesos(order.subtotal_cents - order.discount_cents),
    tax: 0,
    shipping: toPesos(order.delivery_fee_cents),
    items: order.items.map((line) => {
      // A weight line: one item at its estimate (GA4 refuses fractions of a kilogram).
      const weight = line.sold_by === 'weight';
      const item: Ga4Item = {
        item_id: String(line.purchaseable_id),
        item_name: line.name,
        affiliation,
        price: toPesos(weight ? line.estimated_line_total_cents : line.unit_price_cents),
        quantity: weight ? 1 : line.qty,
      };
      if (line.list_unit_price_cents > line.unit_price_cents) {
        item.discount = toPesos(
          weight
            ? lineTotal({
                soldBy: 'weight',
                qty: line.ordered_qty,
                unitPriceCents: line.list_unit_price_cents,
              }) - line.estimated_line_total_cents
            : line.list_unit_price_cents - line.unit_price_cents,
        );
      }
      return item;
    }),
  };
  if (order.coupon_code) ecommerce.coupon = order.coupon_code;
  return { event: 'purchase', ecommerce };
}
