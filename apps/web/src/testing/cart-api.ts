import {
  apiMessages as m,
  cardHoldCents,
  clampToRange,
  DEFAULT_WEIGHT_HOLD_MARGIN_PERCENT,
  lineTotal,
  maxQtyFor,
  priceCart,
  SUBSTITUTION_PREFERENCES,
  type SubstitutionPreference,
  weightProblem,
  weightRulesOf,
  modifiedPriceRange,
  type Cart,
  type CartClient,
  type CartCoupon,
  type CartItem,
  type CartResponse,
  type DeliveryZone,
  type InventoryItem,
  type ModifiedPrice,
  type ReorderChange,
  type ReorderResponse,
  type UpdateCartBody,
} from '@canasta/contract';
import { draftCart } from '../features/cart/utils/cart-changes';
import { makeStore } from './factories';
import { apiError, json, type MockAnswer, type MockHandler, type MockRequest } from './mock-api';

/**
 * An in-memory cart API behaving like the server's (`/checkout…`), for component tests: carts
 * per id, quantities checked against each product's stock and per-order maximum, the demo
 * coupons, and the same error shapes and messages (422 with `errors` and `max_qty`, 404
 * `cart_not_found`). The parity suite (test/api-parity) runs the same scenarios against it and
 * the real server.
 */
export interface FakeCartApi {
  routes: Record<string, MockHandler>;
  /** Carts by id, as the server holds them. */
  carts: Map<string, Cart>;
  /**
   * The bounds of modified prices (decision 020): the store's largest discount off the list
   * price, and the offers' own floors by offer id. The demo store's: 20%, no floors.
   */
  priceBounds: { maxDiscountPercent: number; floors: Map<number, number> };
  /** Each line's modified unit price as stored, by line id (the cart's `modified_prices`). */
  modifiedPrices: Map<number, number>;
  /** Changes a product's offer (e.g. its stock) behind the shopper's back. */
  setItem: (item: InventoryItem) => void;
  /** Takes units of an offer's stock (an order was placed), or returns them with a negative qty. */
  takeStock: (itemId: number, qty: number) => void;
  /** An offer of the catalogue as it stands now. */
  item: (itemId: number) => InventoryItem | undefined;
  /** The response the server would send for a cart now. */
  response: (cartId: string) => CartResponse;
  /**
   * "Pedir de nuevo" (decision 030), as the server does it: the lines into the user's open cart
   * in the store (or a new one), each topped up to the ordered quantity as far as the offer
   * allows, and the lines that changed.
   */
  reorder: (
    userId: number,
    storeId: number,
    lines: readonly {
      purchaseable_id: number;
      name: string;
      qty: number;
      list_unit_price_cents: number;
    }[],
  ) => ReorderResponse;
  /** Creates a cart holding `[item, qty]` lines and returns its id. */
  seed: (lines: [InventoryItem, number][], storeId?: number, userId?: number | null) => string;
  /** Who is asking (the auth fake sets it): carts bound to a user answer only to them. */
  identify: (request: MockRequest) => number | null;
  /** Whether a user is a seller or mentor (the auth fake sets it); without it nobody is. */
  ordersForClients: (userId: number) => boolean;
  /** The delivery zone of a caller's address (the addresses fake sets it), for `address_id`. */
  addressZone: (
    userId: number | null,
    addressId: number,
  ) => DeliveryZone | 'not-found' | 'not-covered';
  /**
   * Why a slot can't be chosen for a cart (the checkout fake sets it from its days), or null.
   * Without one every slot is accepted.
   */
  slotProblem: (type: Cart['delivery_type'], date: string, slotId: number) => string | null;
  /**
   * The least a delivery order must reach before an address is chosen: the store's lowest zone
   * minimum (the addresses fake sets it from its zones). Without zones, 0.
   */
  lowestMinimum: () => number;
  /** A mentor's wallet balance, null for anyone else (the auth fake sets it). */
  walletOf: (userId: number) => number | null;
  /**
   * The zone covering a user's default address, or null (the addresses fake sets it): a cart
   * with no address chosen is quoted its fee (decision 052).
   */
  defaultAddressZone: (userId: number) => DeliveryZone | null;
  /**
   * A seller's or mentor's `client_id`/`client_address_id` choice (the clients fake sets it):
   * the changes with the zone of the client's address, or the refusal. Without it, refused.
   */
  chooseClient: (
    request: MockRequest,
    cart: Cart,
    choices: UpdateCartBody,
  ) =>
    | {
        changes: Pick<Cart, 'client_id' | 'client_address_id'> & { address_id?: null };
        zone: DeliveryZone | null | 'not-covered';
      }
    | MockAnswer;
  /** The cart's client as the response shows it (the clients fake sets it). */
  clientOf: (cart: Cart) => CartClient | null;
}

interface CouponTerms {
  kind: CartCoupon['kind'];
  value: number;
  min_subtotal_cents: number;
  /** Only in this store, when set. */
  store_id?: number;
  /** Exclusive end, an instant. */
  ends_at?: string;
}

/** The demo coupons the server seeds (its demo-coupons.ts), with the terms the fake checks. */
const COUPONS: Record<string, CouponTerms> = {
  BIENVENIDA10: { kind: 'percent', value: 10, min_subtotal_cents: 0 },
  AHORRA50: { kind: 'fixed', value: 5000, min_subtotal_cents: 30000 },
  NAVIDAD2025: {
    kind: 'percent',
    value: 15,
    min_subtotal_cents: 0,
    ends_at: '2026-01-01T06:00:00.000Z',
  },
  POLANCO20: { kind: 'percent', value: 20, min_subtotal_cents: 0, store_id: 2 },
};

/** The demo store every fake cart's products belong to (other store ids sell nothing here). */
const STORE = makeStore();

const storeDate = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeZone: 'America/Mexico_City',
});

/** Why a coupon can't be used on a cart of this store and subtotal now, or null. */
function couponRefusal(
  code: string,
  terms: CouponTerms,
  storeId: number,
  subtotal: number,
): string | null {
  if (terms.store_id !== undefined && terms.store_id !== storeId) return m.couponOtherStore(code);
  if (terms.ends_at !== undefined && Date.now() >= Date.parse(terms.ends_at)) {
    return m.couponExpired(code, storeDate.format(Date.parse(terms.ends_at) - 1));
  }
  if (subtotal < terms.min_subtotal_cents) {
    return m.couponBelowMinimum(
      code,
      terms.min_subtotal_cents,
      terms.min_subtotal_cents - subtotal,
    );
  }
  return null;
}

function quantityProblem(
  item: InventoryItem,
  qty: number,
  inCart = 0,
): { message: string; max: number } | null {
  const max = maxQtyFor(item);
  const name = item.product.name;
  if (max === 0) return { message: m.soldOut(name), max };
  const rules = weightRulesOf(item);
  if (rules) {
    const problem = qty > max ? null : weightProblem(rules, qty);
    if (problem) return { message: problem, max };
    if (qty > max) {
      const message =
        inCart > 0 ? m.weightAboveMaxWithCart(name, max, inCart) : m.weightAboveMax(name, max);
      return { message, max };
    }
    return null;
  }
  if (qty > max) {
    const message =
      inCart > 0 ? m.qtyAboveMaxWithCart(name, max, inCart) : m.qtyAboveMax(name, max);
    return { message, max };
  }
  return null;
}

function refused(field: string, message: string, maxQty?: number): MockAnswer {
  return json(
    {
      message: m.validationFailed,
      code: 'validation_failed',
      errors: { [field]: [message] },
      ...(maxQty === undefined ? {} : { max_qty: maxQty }),
    },
    422,
  );
}

export function fakeCartApi(catalogue: InventoryItem[]): FakeCartApi {
  const items = new Map(catalogue.map((item) => [item.id, item]));
  const carts = new Map<string, Cart>();
  /** The zone of each cart's chosen address: its fee and minimum go into `extra`. */
  const zones = new Map<string, DeliveryZone>();
  /** Each line's own substitution choice, by line id (none: the cart's default). */
  const lineChoices = new Map<number, SubstitutionPreference>();
  let nextCart = 1;
  let nextLine = 1;

  /**
   * Whether a cart's lines may carry modified prices: its owner, a seller or mentor, orders for
   * a client (as the server reads it, the role again each time).
   */
  const modifies = (cart: Cart) => {
    if (cart.user_id === null || cart.client_id === null) return false;
    return api.ordersForClients(cart.user_id);
  };

  const rangeOf = (item: InventoryItem) =>
    modifiedPriceRange({
      listCents: item.price_cents,
      floorCents: api.priceBounds.floors.get(item.id) ?? null,
      maxDiscountPercent: api.priceBounds.maxDiscountPercent,
    });

  /**
   * The cart's lines showing each product as it is now, at a modified price moved into today's
   * range when the cart may have one, and their payable subtotal.
   */
  const priced = (cart: Cart) => {
    const withRanges = modifies(cart);
    const lines: CartItem[] = cart.items.map((line) => {
      const item = items.get(line.purchaseable.id) ?? line.purchaseable;
      const range = withRanges ? rangeOf(item) : null;
      const stored = api.modifiedPrices.get(line.id);
      const unit = range && stored !== undefined ? clampToRange(stored, range) : item.price_cents;
      return {
        ...line,
        purchaseable: item,
        unit_price_cents: unit,
        list_unit_price_cents: item.price_cents,
        line_total_cents: lineTotal({ soldBy: item.sold_by, qty: line.qty, unitPriceCents: unit }),
        price_range: range,
        substitution: lineChoices.get(line.id) ?? cart.substitution_default,
      };
    });
    const totals = priceCart({
      lines: lines.map((line) => ({
        soldBy: line.purchaseable.sold_by,
        qty: line.qty,
        unitPriceCents: line.unit_price_cents,
        available: line.purchaseable.available,
      })),
      coupon: null,
      deliveryFeeCents: 0,
    });
    return { lines, subtotal: totals.subtotalCents, itemCount: totals.itemCount, totals };
  };

  const response = (cartId: string): CartResponse => {
    const cart = carts.get(cartId);
    if (!cart) throw new Error(`fakeCartApi: no cart ${cartId}`);
    const { lines, subtotal, itemCount, totals } = priced(cart);
    let coupon: CartCoupon | null = null;
    let discount = 0;
    if (cart.coupon) {
      const { code } = cart.coupon;
      const terms = COUPONS[code];
      const refusal = terms ? couponRefusal(code, terms, cart.store_id, subtotal) : null;
      if (terms && refusal === null) {
        const raw =
          terms.kind === 'percent' ? Math.round((subtotal * terms.value) / 100) : terms.value;
        discount = Math.max(0, Math.min(raw, subtotal));
      }
      coupon = {
        ...cart.coupon,
        applied: refusal === null,
        discount_cents: discount,
        message: refusal,
      };
    }
    // Pickup has neither a fee nor a minimum; delivery before an address has the store's lowest
    // minimum and the fee of the owner's default address when a zone covers it (decision 052);
    // an empty cart pays no fee.
    const pickup = cart.delivery_type === 'pickup';
    const zone = pickup ? undefined : zones.get(cartId);
    const quoted =
      pickup || zone || cart.user_id === null || cart.address_id !== null || cart.client_id !== null
        ? null
        : api.defaultAddressZone(cart.user_id);
    const fee = itemCount > 0 ? ((zone ?? quoted)?.delivery_fee_cents ?? 0) : 0;
    const total = subtotal - discount + fee;
    // With use_wallet the owner's wallet pays as much of the total as it holds (decision 021).
    const balance = cart.use_wallet && cart.user_id !== null ? api.walletOf(cart.user_id) : null;
    const walletCents = Math.max(0, Math.min(balance ?? 0, total));
    const modified: ModifiedPrice[] = lines
      .filter((line) => line.unit_price_cents !== line.list_unit_price_cents)
      .map((line) => ({ item_id: line.id, unit_price_cents: line.unit_price_cents }));
    return {
      cart: {
        ...cart,
        items: lines,
        coupon,
        modified_prices: modified,
        client: api.clientOf(cart),
      },
      extra: {
        subtotal_cents: subtotal,
        discount_cents: discount,
        delivery_fee_cents: fee,
        wallet_applied_cents: walletCents,
        total_cents: total,
        item_count: itemCount,
        min_order_cents: pickup ? 0 : (zone?.min_order_cents ?? api.lowestMinimum()),
        currency: 'MXN',
        estimated: totals.estimated,
        hold_cents: cardHoldCents({
          totals,
          cardPartCents: total - walletCents,
          marginPercent: DEFAULT_WEIGHT_HOLD_MARGIN_PERCENT,
        }),
        hold_margin_percent: DEFAULT_WEIGHT_HOLD_MARGIN_PERCENT,
      },
    };
  };

  const reachable = (request: MockRequest): Cart | undefined => {
    const cart = carts.get(request.params.cartId ?? '');
    if (!cart) return undefined;
    return cart.user_id === null || cart.user_id === api.identify(request) ? cart : undefined;
  };

  const withCart = (request: MockRequest, run: (cart: Cart) => MockAnswer): MockAnswer => {
    const cart = reachable(request);
    if (!cart) return apiError(404, 'cart_not_found', m.cartNotFound);
    if (cart.blocked) return apiError(409, 'cart_blocked', m.cartBlocked);
    return run(cart);
  };

  /** Only the caller may name themselves as a cart's owner. */
  const callerProblem = (request: MockRequest, userId: number): MockAnswer | null => {
    const caller = api.identify(request);
    if (caller === null) return apiError(401, 'unauthenticated', m.cartSignInForUser);
    if (caller !== userId) return apiError(403, 'forbidden', m.cartForOtherUser);
    return null;
  };

  const setLine = (cart: Cart, item: InventoryItem, qty: number) => {
    const existing = cart.items.find((line) => line.purchaseable.id === item.id);
    if (qty === 0) {
      cart.items = cart.items.filter((line) => line !== existing);
      // A line that goes takes its modified price and its substitution choice with it.
      if (existing) {
        api.modifiedPrices.delete(existing.id);
        lineChoices.delete(existing.id);
      }
    } else if (existing) {
      existing.qty = qty;
    } else {
      cart.items.push({
        id: nextLine++,
        qty,
        unit_price_cents: item.price_cents,
        list_unit_price_cents: item.price_cents,
        line_total_cents: lineTotal({
          soldBy: item.sold_by,
          qty,
          unitPriceCents: item.price_cents,
        }),
        price_range: null,
        substitution: cart.substitution_default,
        purchaseable: item,
      });
    }
  };

  /** An offer of the cart's store, or undefined (another store's, or no such offer). */
  const offerIn = (cart: Cart, id: number) => {
    const item = items.get(id);
    return item && cart.store_id === STORE.id ? item : undefined;
  };

  const body = (value: unknown) => value as Record<string, unknown>;

  const create = (storeId: number, userId: number | null = null): string => {
    const id = `cart-${nextCart++}`;
    carts.set(id, { ...draftCart(storeId).cart, id, user_id: userId });
    return id;
  };

  const api: FakeCartApi = {
    routes: {},
    carts,
    priceBounds: { maxDiscountPercent: 20, floors: new Map() },
    modifiedPrices: new Map(),
    response,
    seed: (lines, storeId = 1, userId = null) => {
      const id = create(storeId, userId);
      const cart = carts.get(id);
      if (cart) for (const [item, qty] of lines) setLine(cart, item, qty);
      return id;
    },
    reorder: (userId, storeId, lines) => {
      const open = [...carts.values()].find(
        (each) => each.user_id === userId && each.store_id === storeId,
      );
      const cart = open ?? carts.get(create(storeId, userId));
      if (!cart) throw new Error('fakeCartApi: no cart');
      const changes: ReorderChange[] = [];
      for (const line of lines) {
        const item = offerIn(cart, line.purchaseable_id);
        const max = item ? maxQtyFor(item) : 0;
        const outcome: ReorderChange['outcome'] = !item
          ? 'unavailable'
          : max === 0
            ? 'sold_out'
            : max < line.qty
              ? 'reduced'
              : 'added';
        const held = cart.items.find((each) => each.purchaseable.id === line.purchaseable_id);
        const wanted = Math.min(line.qty, max);
        if (item && wanted > (held?.qty ?? 0)) setLine(cart, item, wanted);
        const now = item ? item.price_cents : null;
        if (outcome === 'added' && now === line.list_unit_price_cents) continue;
        changes.push({
          purchaseable_id: line.purchaseable_id,
          name: item?.product.name ?? line.name,
          outcome,
          ordered_qty: line.qty,
          qty_in_cart: Math.max(held?.qty ?? 0, item ? wanted : 0),
          before_unit_price_cents: line.list_unit_price_cents,
          unit_price_cents: now,
        });
      }
      return { ...response(cart.id), changes };
    },
    setItem: (item) => {
      items.set(item.id, item);
    },
    item: (itemId) => items.get(itemId),
    takeStock: (itemId, qty) => {
      const item = items.get(itemId);
      if (!item) return;
      const stock = Math.max(0, item.stock - qty);
      items.set(itemId, { ...item, stock, available: stock > 0 });
    },
    identify: () => null,
    ordersForClients: () => false,
    addressZone: () => 'not-found',
    slotProblem: () => null,
    lowestMinimum: () => 0,
    walletOf: () => null,
    defaultAddressZone: () => null,
    chooseClient: () => apiError(403, 'forbidden', m.clientOrdersForbidden),
    clientOf: () => null,
  };

  /** What `PUT /checkout/:cartId` changes, checked in the server's order; nothing on a refusal. */
  const choose = (request: MockRequest, cart: Cart): MockAnswer => {
    const choices = body(request.body) as UpdateCartBody;
    const changes: Partial<Cart> = {};
    let zone: DeliveryZone | null | undefined;
    // Claimed first, so an address can be chosen in the same request that claims the cart.
    if (choices.user_id !== undefined) {
      const problem = callerProblem(request, choices.user_id);
      if (problem) return problem;
      changes.user_id = choices.user_id;
    }
    // An order goes to the shopper's address or to their client's, never a mix of both.
    if (
      choices.address_id != null &&
      (choices.client_id != null || choices.client_address_id != null)
    ) {
      return refused('address_id', m.clientOrMine);
    }
    if (choices.client_id !== undefined || choices.client_address_id !== undefined) {
      const chosen = api.chooseClient(request, cart, choices);
      if (typeof chosen === 'string' || !('changes' in chosen)) return chosen;
      if (chosen.zone === 'not-covered') {
        return refused('client_address_id', m.addressNotCovered(STORE.name));
      }
      Object.assign(changes, chosen.changes);
      zone = chosen.zone;
    }
    if (choices.address_id === null) {
      changes.address_id = null;
      zone = null;
    } else if (choices.address_id !== undefined) {
      const caller = api.identify(request);
      if (caller === null) return apiError(401, 'unauthenticated', m.addressSignInForCart);
      if ((choices.user_id ?? cart.user_id) !== caller) {
        return refused('address_id', m.addressCartNotYours);
      }
      const found = api.addressZone(caller, choices.address_id);
      if (found === 'not-found') return refused('address_id', m.addressNotFound);
      if (found === 'not-covered') return refused('address_id', m.addressNotCovered(STORE.name));
      changes.address_id = choices.address_id;
      // The shopper's own address means the order is theirs again.
      changes.client_id = null;
      changes.client_address_id = null;
      zone = found;
    }
    if (choices.delivery_type !== undefined) {
      changes.delivery_type = choices.delivery_type;
      // Delivery and pickup have their own slots: a new type needs a new slot.
      if (choices.delivery_type !== cart.delivery_type) {
        changes.delivery_date = null;
        changes.delivery_slot_id = null;
      }
    }
    if (choices.delivery_date !== undefined || choices.delivery_slot_id !== undefined) {
      const date = choices.delivery_date ?? null;
      const slotId = choices.delivery_slot_id ?? null;
      const type = choices.delivery_type ?? cart.delivery_type;
      if (date !== null || slotId !== null) {
        if (date === null) return refused('delivery_date', m.deliveryDateMissing);
        if (slotId === null) return refused('delivery_slot_id', m.deliverySlotMissing);
        if (type === null) return refused('delivery_type', m.deliveryTypeFirst);
        const problem = api.slotProblem(type, date, slotId);
        if (problem) return refused('delivery_slot_id', problem);
      }
      changes.delivery_date = date;
      changes.delivery_slot_id = slotId;
    }
    if (choices.payment_method !== undefined) {
      const caller = api.identify(request);
      if (
        choices.payment_method === 'wallet' &&
        (caller === null || api.walletOf(caller) === null)
      ) {
        return refused('payment_method', m.walletMentorsOnly);
      }
      changes.payment_method = choices.payment_method;
    }
    if (choices.use_wallet !== undefined) {
      // Only the cart's owner, signed in, who is a mentor.
      const caller = api.identify(request);
      const owner = choices.user_id ?? cart.user_id;
      const mentor = caller !== null && api.walletOf(caller) !== null;
      if (choices.use_wallet && (!mentor || owner !== caller)) {
        return refused('use_wallet', m.walletMentorsOnly);
      }
      changes.use_wallet = choices.use_wallet;
    }
    if (choices.notes !== undefined) changes.notes = choices.notes || null;
    if (choices.substitution_default !== undefined) {
      if (!SUBSTITUTION_PREFERENCES.includes(choices.substitution_default)) {
        return refused('substitution_default', m.validationFailed);
      }
      changes.substitution_default = choices.substitution_default;
    }
    const forClient =
      (changes.client_id === undefined ? cart.client_id : changes.client_id) !== null;
    let prices: Map<number, number> | undefined;
    if (choices.modified_prices !== undefined) {
      const checked = checkPrices(request, cart, forClient, choices.modified_prices);
      if (!(checked instanceof Map)) return checked;
      prices = checked;
    }
    Object.assign(cart, changes);
    // "Para mí" (or the shopper's own address): the order is no longer a client's, nor its prices.
    if (!forClient) prices = new Map();
    if (prices) {
      for (const line of cart.items) api.modifiedPrices.delete(line.id);
      for (const [lineId, cents] of prices) api.modifiedPrices.set(lineId, cents);
    }
    if (zone === null) zones.delete(cart.id);
    else if (zone) zones.set(cart.id, zone);
    return json(response(cart.id));
  };
  /**
   * `modified_prices` (decision 020), checked as the server does: only a seller or mentor (403),
   * an empty list only clears, otherwise a client must be chosen; each entry a line of this
   * cart, once (the first such problem answers alone), priced within its range now (every line
   * out of range is named). Gives the line prices to store: those off the list price.
   */
  const checkPrices = (
    request: MockRequest,
    cart: Cart,
    forClient: boolean,
    entries: readonly ModifiedPrice[],
  ): Map<number, number> | MockAnswer => {
    const caller = api.identify(request);
    if (caller === null || !api.ordersForClients(caller)) {
      return apiError(403, 'forbidden', m.modifiedPricesForbidden);
    }
    const stored = new Map<number, number>();
    if (entries.length === 0) return stored;
    if (!forClient) return refused('modified_prices', m.modifiedPricesNeedClient);
    const problems: string[] = [];
    const seen = new Set<number>();
    for (const entry of entries) {
      const line = cart.items.find((candidate) => candidate.id === entry.item_id);
      if (!line) return refused('modified_prices', m.modifiedPriceItemNotInCart);
      if (seen.has(line.id)) return refused('modified_prices', m.modifiedPriceRepeated);
      seen.add(line.id);
      const item = items.get(line.purchaseable.id) ?? line.purchaseable;
      const range = rangeOf(item);
      if (entry.unit_price_cents < range.min_cents || entry.unit_price_cents > range.max_cents) {
        problems.push(
          m.modifiedPriceOutOfRange(item.product.name, range.min_cents, range.max_cents),
        );
      } else if (entry.unit_price_cents !== item.price_cents) {
        stored.set(line.id, entry.unit_price_cents);
      }
    }
    if (problems.length > 0) {
      return json(
        {
          message: m.validationFailed,
          code: 'validation_failed',
          errors: { modified_prices: problems },
        },
        422,
      );
    }
    return stored;
  };

  const routes: Record<string, MockHandler> = {
    'POST /checkout/': (request) => {
      const { store_id, user_id } = body(request.body) as { store_id: number; user_id?: number };
      const problem = user_id === undefined ? null : callerProblem(request, user_id);
      if (problem) return problem;
      // A signed-in shopper has one open cart per store, whichever device asks for it.
      const open =
        user_id === undefined
          ? undefined
          : [...carts.values()].find(
              (cart) => cart.user_id === user_id && cart.store_id === Number(store_id),
            );
      if (open) return json(response(open.id));
      return json(response(create(Number(store_id), user_id ?? null)), 201);
    },
    'GET /checkout/:cartId': (request) => {
      const cart = reachable(request);
      return cart ? json(response(cart.id)) : apiError(404, 'cart_not_found', m.cartNotFound);
    },
    'PUT /checkout/:cartId': (request) => withCart(request, (cart) => choose(request, cart)),
    'DELETE /checkout/:cartId': (request) =>
      withCart(request, (cart) => {
        carts.delete(cart.id);
        return { status: 204, body: null };
      }),
    'POST /checkout/:cartId/items/bulk': (request) =>
      withCart(request, (cart) => {
        const lines = body(request.body).items as { purchaseable_id: number; qty: number }[];
        const seen = new Set<number>();
        for (const [index, { purchaseable_id, qty }] of lines.entries()) {
          if (seen.has(purchaseable_id)) {
            return refused(`items.${index}.purchaseable_id`, m.purchaseableRepeated);
          }
          seen.add(purchaseable_id);
          if (qty === 0) continue;
          const item = offerIn(cart, purchaseable_id);
          if (!item) {
            return refused(`items.${index}.purchaseable_id`, m.purchaseableNotInStore);
          }
          const problem = quantityProblem(item, qty);
          if (problem) return refused(`items.${index}.qty`, problem.message, problem.max);
        }
        for (const { purchaseable_id, qty } of lines) {
          const item = items.get(purchaseable_id);
          if (item) setLine(cart, item, qty);
        }
        return json(response(cart.id));
      }),
    'POST /checkout/:cartId/items': (request) =>
      withCart(request, (cart) => {
        const { purchaseable_id, qty } = body(request.body) as {
          purchaseable_id: number;
          qty: number;
        };
        const item = offerIn(cart, purchaseable_id);
        if (!item) return refused('purchaseable_id', m.purchaseableNotInStore);
        const inCart = cart.items.find((line) => line.purchaseable.id === item.id)?.qty ?? 0;
        const problem = quantityProblem(item, inCart + qty, inCart);
        if (problem) return refused('qty', problem.message, problem.max);
        setLine(cart, item, inCart + qty);
        return json(response(cart.id));
      }),
    'DELETE /checkout/:cartId/items/:itemId': (request) =>
      withCart(request, (cart) => {
        const line = cart.items.find((candidate) => String(candidate.id) === request.params.itemId);
        if (!line) return apiError(404, 'cart_item_not_found', m.cartItemNotFound);
        cart.items = cart.items.filter((candidate) => candidate !== line);
        api.modifiedPrices.delete(line.id);
        lineChoices.delete(line.id);
        return json(response(cart.id));
      }),
    // Issue 25: one line's quantity (0 removes it), its substitution choice, or both.
    'PUT /checkout/:cartId/items/:itemId': (request) =>
      withCart(request, (cart) => {
        const line = cart.items.find((candidate) => String(candidate.id) === request.params.itemId);
        if (!line) return apiError(404, 'cart_item_not_found', m.cartItemNotFound);
        const { qty, substitution } = body(request.body) as {
          qty?: number;
          substitution?: SubstitutionPreference;
        };
        if (substitution !== undefined && !SUBSTITUTION_PREFERENCES.includes(substitution)) {
          return refused('substitution', m.validationFailed);
        }
        const item = items.get(line.purchaseable.id) ?? line.purchaseable;
        if (qty !== undefined && qty > 0) {
          const problem = quantityProblem(item, qty);
          if (problem) return refused('qty', problem.message, problem.max);
        }
        if (substitution !== undefined) lineChoices.set(line.id, substitution);
        if (qty !== undefined) setLine(cart, item, qty);
        return json(response(cart.id));
      }),
    'POST /checkout/:cartId/items/:itemId/validate': (request) => {
      // A check, not a change: a blocked cart still answers.
      const cart = reachable(request);
      if (!cart) return apiError(404, 'cart_not_found', m.cartNotFound);
      const line = cart.items.find((candidate) => String(candidate.id) === request.params.itemId);
      if (!line) return apiError(404, 'cart_item_not_found', m.cartItemNotFound);
      const item = items.get(line.purchaseable.id) ?? line.purchaseable;
      const qty = Number(body(request.body).qty);
      const problem = quantityProblem(item, qty);
      if (problem) return refused('qty', problem.message, problem.max);
      return json({ valid: true, max_qty: maxQtyFor(item) });
    },
    'POST /checkout/:cartId/discount': (request) =>
      withCart(request, (cart) => {
        const code = String(body(request.body).coupon).trim().toUpperCase();
        const terms = COUPONS[code];
        if (!terms) return refused('coupon', m.couponNotFound(code));
        const refusal = couponRefusal(code, terms, cart.store_id, priced(cart).subtotal);
        if (refusal) return refused('coupon', refusal);
        const { kind, value, min_subtotal_cents } = terms;
        cart.coupon = {
          code,
          kind,
          value,
          min_subtotal_cents,
          applied: true,
          discount_cents: 0,
          message: null,
        };
        return json(response(cart.id));
      }),
    'DELETE /checkout/:cartId/discount/:couponName': (request) =>
      withCart(request, (cart) => {
        const code = (request.params.couponName ?? '').trim().toUpperCase();
        if (cart.coupon?.code !== code) {
          return apiError(404, 'coupon_not_found', m.couponNotApplied(code));
        }
        cart.coupon = null;
        return json(response(cart.id));
      }),
  };

  api.routes = routes;
  return api;
}
