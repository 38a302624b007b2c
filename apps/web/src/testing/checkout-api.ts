import {
  type UpdateCartBody,
  API_PREFIX,
  apiMessages as m,
  isDeferredMethod,
  ORDER_EDITABLE_STATUSES,
  ORDER_EDIT_CUTOFF_MINUTES_DEFAULT,
  ORDER_EDIT_DRAFT_TTL_MINUTES,
  OrderEditBodySchema,
  OXXO_EXPIRY_DAYS_DEFAULT,
  SPEI_EXPIRY_HOURS_DEFAULT,
  type OrderEdit,
  type OrderPayment,
  CancelOrderBodySchema,
  cardBrand,
  cashDueCents,
  cashTenderProblem,
  customerMayCancel,
  isExpired,
  ORDER_STATUS_LABELS,
  passesLuhn,
  PAYMENT_METHODS,
  PlaceOrderBodySchema,
  type DeliveryDay,
  type DeliveryType,
  type DeliveryZone,
  type Cart,
  type Notification,
  lineTotal,
  maxQtyFor,
  type Order,
  type OrderItem,
  type OrderStatus,
  SUBSTITUTION_PREFERENCES,
  type SubstitutionPreference,
  type PaymentConfigResponse,
  type PaymentMethod,
  type SandboxCardBody,
  type Store,
} from '@canasta/contract';
import type { FakeAddressesApi } from './addresses-api';
import type { FakeWallet } from './auth-api';
import type { FakeCartApi } from './cart-api';
import { pageMeta } from './factories';
import { apiError, json, type MockAnswer, type MockHandler, type MockRequest } from './mock-api';

/**
 * An in-memory checkout API behaving like the server's (decision 012), for component tests:
 * delivery slots, payment configuration and sandbox card tokens, order placement (one order per
 * Idempotency-Key and per cart, the same checks and refusals, the cart consumed), the order list
 * and detail, and notifications. `failures` makes placements fail the ways a network does.
 * A seller's or mentor's order for a client goes to the client's address and belongs to the
 * user with the client's phone, else to the placer; both read it and hear of it (decision 019).
 */
export interface FakeCheckoutApi {
  routes: Record<string, MockHandler>;
  /** Days and slots per delivery type, as `GET /stores/:id/delivery-slots` answers. */
  slots: Record<DeliveryType, DeliveryDay[]>;
  paymentConfig: PaymentConfigResponse['data'];
  orders: Map<number, Order & { user_id: number; cart_id?: string }>;
  notifications: Map<number, Notification & { user_id: number }>;
  /** Every placement request: its Idempotency-Key and body. */
  placements: { key: string | null; body: unknown }[];
  /**
   * The next placements fail: `network` before reaching the server, `lost` after the order was
   * placed (its answer never arrives), `server` with a 503.
   */
  failures: ('network' | 'lost' | 'server')[];
  /**
   * Moves an order to a status (the operator's route, or its customer cancelling), with its
   * history and notification (saying the reason of a cancellation given one).
   */
  advance: (orderId: number, status: OrderStatus, reason?: string | null) => void;
  /** Seeds a placed order for a user. */
  seedOrder: (userId: number, overrides?: Partial<Order>) => Order;
  /** The store's mentor commission in basis points (the demo store's: 500, 5%). */
  commissionBps: number;
  /** Order edits by id (issue 27): drafts, and what became of them. */
  edits: Map<number, OrderEdit>;
  /**
   * The provider's stand-in paying an OXXO voucher or SPEI reference (issue 27), as the sandbox's
   * `…/vouchers/{reference}/pay` does through the webhook: all of it unless `amountCents` says
   * (a SPEI transfer short of the amount stays awaited, with what arrived).
   */
  payVoucher: (reference: string, amountCents?: number) => void;
  /** The deadline of a voucher or reference passing unpaid: the order is cancelled. */
  expireVoucher: (reference: string) => void;
}

const CARD_OUTCOMES: Record<string, 'approved' | 'declined' | 'insufficient_funds'> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export const DECLINED = m.cardDeclined;

/** A field refused by a check of the API's own (not a schema): the message says which. */
const refused = (field: string, message: string): MockAnswer =>
  json(
    { message: m.validationFailed, code: 'validation_failed', errors: { [field]: [message] } },
    422,
  );

/** A refusal of the order: as on the server, its message is the reason itself. */
const orderRefused = (field: string, message: string): MockAnswer =>
  json({ message, code: 'validation_failed', errors: { [field]: [message] } }, 422);

const slotDay = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Entrega el martes, 24 de noviembre, de 09:00 a 13:00", as the server's notices say it. */
function describeSlot(order: Order): string {
  const day = slotDay.format(new Date(`${order.delivery_date}T12:00:00Z`));
  const { start, end } = order.delivery_slot;
  return m.slotDescription(order.delivery_type, day, start, end);
}

/** Three days from 2026-11-23: the first day's 13:00 slot is full, the last day's all full. */
export function demoSlots(type: DeliveryType): DeliveryDay[] {
  const slot = (id: number, start: string, end: string, remaining = 20) => ({
    id,
    start,
    end,
    available: remaining > 0,
    remaining,
  });
  if (type === 'pickup') {
    return ['2026-11-23', '2026-11-24'].map((date) => ({
      date,
      slots: [slot(9, '10:00', '20:00')],
    }));
  }
  return [
    {
      date: '2026-11-23',
      slots: [
        slot(1, '09:00', '13:00', 3),
        slot(2, '13:00', '17:00', 0),
        slot(3, '17:00', '21:00'),
      ],
    },
    {
      date: '2026-11-24',
      slots: [slot(1, '09:00', '13:00'), slot(2, '13:00', '17:00'), slot(3, '17:00', '21:00')],
    },
    {
      date: '2026-11-25',
      slots: [slot(1, '09:00', '13:00', 0), slot(2, '13:00', '17:00', 0)],
    },
  ];
}

/** The first open slot on the order's weekday, in its window when open that day (decision 048). */
function sameWeekdaySlot(
  days: readonly DeliveryDay[],
  order: Order,
): { delivery_date: string; delivery_slot_id: number } | null {
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  for (const day of days) {
    if (weekday(day.date) !== weekday(order.delivery_date)) continue;
    const open = day.slots.filter((slot) => slot.available);
    const { start, end } = order.delivery_slot;
    const slot = open.find((each) => each.start === start && each.end === end) ?? open[0];
    if (slot) return { delivery_date: day.date, delivery_slot_id: slot.id };
  }
  return null;
}

const STORE = {
  id: 1,
  slug: 'interna',
  name: 'Canasta Roma Sur',
  address: 'Calle Medellín 235, Roma Sur, CDMX',
};

export function fakeCheckoutApi({
  cart,
  addresses,
  identify,
  store = STORE,
  nameOf = () => undefined,
  wallet = { balanceOf: () => null, record: () => undefined },
  clientRules,
}: {
  cart: FakeCartApi;
  addresses?: FakeAddressesApi;
  /** Without them, a cart with a client is refused as the server refuses a shopper's. */
  clientRules?: CheckoutClientRules;
  identify: (request: MockRequest) => number | null;
  /** The store orders are placed in (the demo store unless given). */
  store?: Pick<Store, 'id' | 'slug' | 'name' | 'address'>;
  /** A user's name, for the order's `placed_by`. */
  nameOf?: (userId: number) => string | undefined;
  /** Mentors' wallets (the auth fake's): orders pay from them and cancellations refund them. */
  wallet?: FakeWallet;
}): FakeCheckoutApi {
  const tokens = new Map<string, { outcome: string; brand: string; last4: string }>();
  const byKey = new Map<string, number>();
  let nextOrder = 1;
  let nextNotification = 1;
  let nextToken = 1;
  let nextEdit = 1;

  /** Orders whose commission was credited: a replayed "delivered" credits nothing new. */
  const commissioned = new Set<number>();

  const api: FakeCheckoutApi = {
    routes: {},
    commissionBps: 500,
    edits: new Map(),
    slots: { delivery: demoSlots('delivery'), pickup: demoSlots('pickup') },
    paymentConfig: { card_provider: 'sandbox', publishable_key: null, test_mode: true },
    orders: new Map(),
    notifications: new Map(),
    placements: [],
    failures: [],
    advance: (orderId, status, reason = null) => {
      const order = api.orders.get(orderId);
      if (!order) throw new Error(`fakeCheckoutApi: no order ${orderId}`);
      // Cancelling puts the units back on the shelf, gives back what the wallet paid and
      // refunds a card's captured charge.
      if (status === 'cancelled') {
        // Its payment records: what was to be paid is let go, what was paid goes back.
        const records: OrderPayment[] = order.payments.map((record) =>
          record.status === 'awaiting_payment' || record.status === 'authorized'
            ? { ...record, status: 'voided' }
            : record.status === 'paid'
              ? { ...record, status: 'refunded', refunded_cents: record.amount_cents }
              : record,
        );
        order.payments = records;
        order.payment = records.length === 1 && records[0] ? records[0] : records;
        if (order.payment_method === 'card' && order.payment_status === 'paid') {
          order.payment_status = 'refunded';
        }
        for (const line of order.items) cart.takeStock(line.purchaseable_id, -line.qty);
        if (order.wallet_applied_cents > 0) {
          wallet.record(order.placed_by.id, {
            amount_cents: order.wallet_applied_cents,
            kind: 'order_refund',
            order_id: order.id,
            order_number: order.number,
          });
          if (order.wallet_applied_cents === order.total_cents) order.payment_status = 'refunded';
        }
      }
      order.status = status;
      order.status_history = [...order.status_history, { status, at: new Date().toISOString() }];
      // Past pending and confirmed, the order can't be changed any more (issue 27).
      if (!ORDER_EDITABLE_STATUSES.includes(status)) order.editable_until = null;
      // A mentor's order for a client earns them a commission once delivered, once.
      if (status === 'delivered') creditCommission(order);
      notifyParties(
        order,
        m.orderStatusTitle(order.number, ORDER_STATUS_LABELS[status]),
        status === 'cancelled' && reason
          ? m.orderCancelledWithReason(reason)
          : m.orderStatusBody(status, describeSlot(order)),
      );
    },
    payVoucher: (reference, amountCents) => {
      const found = findVoucher(reference);
      if (!found) throw new Error(`fakeCheckoutApi: no voucher ${reference}`);
      const { order, record } = found;
      const arrived = (record.received_cents ?? 0) + (amountCents ?? record.amount_cents);
      if (arrived < record.amount_cents) {
        record.received_cents = arrived;
        return;
      }
      record.status = 'paid';
      record.received_cents = arrived;
      if (order.payments.every((each) => each.status !== 'awaiting_payment')) {
        order.payment_status = 'paid';
        if (order.status === 'pending') api.advance(order.id, 'confirmed');
      }
    },
    expireVoucher: (reference) => {
      const found = findVoucher(reference);
      if (!found) throw new Error(`fakeCheckoutApi: no voucher ${reference}`);
      found.record.status = 'expired';
      if (found.order.status === 'pending') api.advance(found.order.id, 'cancelled');
    },
    seedOrder: (userId, overrides = {}) => {
      const id = nextOrder++;
      const order: Order & { user_id: number; cart_id?: string } = {
        ...baseOrder(id),
        // The user's own order unless told otherwise (placed for them by a seller).
        placed_by: { id: userId, name: nameOf(userId) ?? '' },
        ...overrides,
        user_id: userId,
      };
      api.orders.set(id, order);
      return order;
    },
  };

  /** The store's commission on a delivered order a mentor placed for a client (decision 021). */
  const creditCommission = (order: Order) => {
    const placer = order.placed_by.id;
    if (order.client === null || wallet.balanceOf(placer) === null) return;
    const cents = Math.floor(
      ((order.subtotal_cents - order.discount_cents) * api.commissionBps) / 10_000,
    );
    if (commissioned.has(order.id) || cents <= 0) return;
    commissioned.add(order.id);
    wallet.record(placer, {
      amount_cents: cents,
      kind: 'commission',
      order_id: order.id,
      order_number: order.number,
    });
  };

  /** The order and its OXXO/SPEI record with this voucher number or transfer reference. */
  const findVoucher = (reference: string) => {
    for (const order of api.orders.values()) {
      const records: OrderPayment[] = order.payments;
      for (const record of records) {
        if ((record.voucher?.reference ?? record.transfer?.reference) === reference) {
          return { order, record };
        }
      }
    }
    return null;
  };

  const notify = (userId: number, orderId: number, title: string, body: string) => {
    const id = nextNotification++;
    api.notifications.set(id, {
      id,
      user_id: userId,
      title,
      body,
      order_id: orderId,
      read: false,
      created_at: new Date(Date.UTC(2026, 10, 21, 12, id)).toISOString(),
    });
  };

  /** The order's user and, when someone else placed it, its placer: once each. */
  const notifyParties = (order: Order & { user_id: number }, title: string, body: string) => {
    notify(order.user_id, order.id, title, body);
    if (order.placed_by.id !== order.user_id) notify(order.placed_by.id, order.id, title, body);
  };
  /** Orders a user may read: theirs, and those they placed for a client. */
  const readable = (order: Order & { user_id: number }, userId: number) =>
    order.user_id === userId || order.placed_by.id === userId;

  /** The cart's client, for a seller or mentor who keeps them; else the refusal. */
  const receiverClient = (
    userId: number,
    cartClient: Cart['client'],
  ):
    | { refusal: MockAnswer }
    | { client: NonNullable<Cart['client']> & { userId: number | null } } => {
    if (!clientRules?.keepsClients(userId)) {
      return { refusal: apiError(403, 'forbidden', m.clientOrdersForbidden) };
    }
    if (!cartClient) return { refusal: apiError(404, 'client_not_found', m.clientNotFound) };
    return { client: { ...cartClient, userId: clientRules.userWithPhone(cartClient.phone) } };
  };

  const findSlot = (type: DeliveryType, date: string, slotId: number) =>
    api.slots[type].find((day) => day.date === date)?.slots.find((slot) => slot.id === slotId);

  const slotProblem = (type: DeliveryType, date: string, slotId: number) => {
    const slot = findSlot(type, date, slotId);
    if (!slot) return m.deliverySlotNotOffered;
    if (!slot.available) return slot.remaining === 0 ? m.deliverySlotFull : m.deliverySlotPast;
    return null;
  };
  cart.slotProblem = (type, date, slotId) =>
    type ? slotProblem(type, date, slotId) : m.deliveryTypeFirst;

  const signedIn = (
    request: MockRequest,
    run: (userId: number) => MockAnswer | Promise<MockAnswer>,
  ) => {
    const userId = identify(request);
    if (userId === null) return apiError(401, 'unauthenticated', m.signInRequired);
    return run(userId);
  };

  const place = (userId: number, key: string, body: Record<string, unknown>): MockAnswer => {
    const cartId = String(body.cart_id);
    const earlier = byKey.get(`${userId}:${key}`);
    if (earlier !== undefined) {
      const order = api.orders.get(earlier);
      if (order?.cart_id !== cartId) return apiError(409, 'conflict', m.idempotencyKeyReused);
      return json({ data: view(order) });
    }
    const sameCart = [...api.orders.values()].find(
      (order) => order.placed_by.id === userId && order.cart_id === cartId,
    );
    if (sameCart) return json({ data: view(sameCart) });
    const held = cart.carts.get(cartId);
    if (!held || held.user_id !== userId) return apiError(404, 'cart_not_found', m.cartNotFound);
    const { cart: current, extra } = cart.response(cartId);
    const receiver = current.client_id === null ? null : receiverClient(userId, current.client);
    if (receiver && 'refusal' in receiver) return receiver.refusal;
    const client = receiver?.client ?? null;
    if (current.items.length === 0) return orderRefused('cart', m.orderCartEmpty);
    const short = current.items.filter((line) => line.qty > maxQtyFor(line.purchaseable));
    if (short.length > 0) {
      return apiError(
        409,
        'conflict',
        m.orderStockGone(short.map((line) => line.purchaseable.product.name)),
        {
          items: short.map((line) => ({
            purchaseable_id: line.purchaseable.id,
            available: maxQtyFor(line.purchaseable),
          })),
        },
      );
    }
    if (!current.delivery_type) return orderRefused('delivery_type', m.deliveryTypeMissing);
    if (!current.delivery_date || current.delivery_slot_id === null) {
      return orderRefused('delivery_slot_id', m.deliverySlotMissing);
    }
    const slotRefusal = slotProblem(
      current.delivery_type,
      current.delivery_date,
      current.delivery_slot_id,
    );
    if (slotRefusal) return orderRefused('delivery_slot_id', slotRefusal);
    const slot = findSlot(current.delivery_type, current.delivery_date, current.delivery_slot_id);
    if (!slot) return orderRefused('delivery_slot_id', m.deliverySlotNotOffered);
    let address = null;
    if (current.delivery_type === 'delivery' && client) {
      if (!client.address) {
        return orderRefused('client_address_id', m.orderClientAddressMissing);
      }
      if (!clientRules?.zoneAt(client.address.lat, client.address.lng)) {
        return orderRefused('client_address_id', m.addressNotCovered(store.name));
      }
      address = omit(client.address, ['is_default']);
    } else if (current.delivery_type === 'delivery') {
      const saved =
        current.address_id === null ? undefined : addresses?.addresses.get(current.address_id);
      if (saved?.user_id !== userId) return orderRefused('address_id', m.orderAddressMissing);
      if (addresses?.zoneOfAddress(userId, saved.id) === 'not-covered') {
        return orderRefused('address_id', m.addressNotCovered(store.name));
      }
      address = omit(saved, ['user_id', 'is_default']);
    }
    if (current.delivery_type === 'delivery') {
      if (extra.subtotal_cents < extra.min_order_cents) {
        return orderRefused(
          'cart',
          m.orderBelowMinimum(extra.min_order_cents, extra.min_order_cents - extra.subtotal_cents),
        );
      }
    }
    if (current.coupon && !current.coupon.applied) {
      return orderRefused('coupon', current.coupon.message ?? m.orderCouponInvalid);
    }
    const payment = body.payment as {
      method: PaymentMethod;
      card_token?: string;
      cash_tendered_cents?: number;
    };
    if (!PAYMENT_METHODS.includes(payment.method)) {
      return orderRefused('payment.method', m.paymentMethodUnavailable);
    }
    if (payment.cash_tendered_cents !== undefined && payment.method !== 'cash') {
      return orderRefused('payment.cash_tendered_cents', m.cashTenderedNotCash);
    }
    const balance = wallet.balanceOf(userId);
    if (payment.method === 'wallet' && balance === null) {
      return orderRefused('payment.method', m.walletMentorsOnly);
    }
    if (payment.method !== 'wallet' && current.use_wallet && balance === null) {
      return orderRefused('use_wallet', m.walletMentorsOnly);
    }
    // What the wallet pays: all of a wallet order, else with use_wallet as much as it holds.
    const walletCents =
      payment.method === 'wallet'
        ? extra.total_cents
        : current.use_wallet
          ? Math.min(balance ?? 0, extra.total_cents)
          : 0;
    let card: Order['card'] = null;
    // The card holds only what the wallet doesn't pay; nothing when it pays it all.
    if (payment.method === 'card' && walletCents < extra.total_cents) {
      if (!payment.card_token) return orderRefused('payment.card_token', m.cardTokenMissing);
      // A Stripe PaymentMethod id (hosted fields) is approved as a Visa ending in 4242.
      const token = payment.card_token.startsWith('pm_')
        ? { outcome: 'approved', brand: 'visa', last4: '4242' }
        : tokens.get(payment.card_token);
      if (!token) return apiError(402, 'payment_declined', m.cardTokenUnknown);
      if (token.outcome === 'declined') return apiError(402, 'payment_declined', m.cardDeclined);
      if (token.outcome === 'insufficient_funds') {
        return apiError(402, 'payment_declined', m.cardInsufficientFunds);
      }
      card = { brand: token.brand, last4: token.last4 };
    }
    if (payment.method === 'wallet' && (balance ?? 0) < extra.total_cents) {
      return orderRefused('payment.method', m.walletInsufficient);
    }
    // The bill paid with, checked against the cash left once the wallet paid its part.
    const due = cashDueCents({
      payment_method: payment.method,
      total_cents: extra.total_cents,
      wallet_applied_cents: walletCents,
    });
    const tendered = due > 0 ? (payment.cash_tendered_cents ?? null) : null;
    const tenderProblem = tendered === null ? null : cashTenderProblem(tendered, due);
    if (tenderProblem) return orderRefused('payment.cash_tendered_cents', tenderProblem);
    const id = nextOrder++;
    const payments = paymentRecords({
      method: payment.method,
      totalCents: extra.total_cents,
      walletCents,
      cardPaid: card !== null,
      orderId: id,
    });
    const order: Order & { user_id: number; cart_id: string } = {
      ...baseOrder(id),
      payment: payments.length === 1 && payments[0] ? payments[0] : payments,
      payments,
      editable_until: editCutoff(current.delivery_date, slot.start),
      user_id: client?.userId ?? userId,
      cart_id: cartId,
      payment_method: payment.method,
      payment_status:
        payment.method === 'card' || (walletCents > 0 && walletCents === extra.total_cents)
          ? 'paid'
          : 'pending',
      card,
      store: { id: store.id, slug: store.slug, name: store.name, address: store.address },
      placed_by: { id: userId, name: nameOf(userId) ?? '' },
      client: client ? { id: client.id, name: client.name, phone: client.phone } : null,
      items: current.items.map((line, index) => ({
        id: index + 1,
        purchaseable_id: line.purchaseable.id,
        name: line.purchaseable.product.name,
        image_url: line.purchaseable.product.images[0]?.thumb_url ?? null,
        sold_by: line.purchaseable.sold_by,
        qty: line.qty,
        ordered_qty: line.qty,
        picked_qty: null,
        unit_price_cents: line.unit_price_cents,
        list_unit_price_cents: line.list_unit_price_cents,
        estimated_line_total_cents: line.line_total_cents,
        line_total_cents: line.line_total_cents,
        price_changed_by:
          line.unit_price_cents === line.list_unit_price_cents
            ? null
            : { id: userId, name: nameOf(userId) ?? '' },
        substitution: line.substitution,
        substitute: null,
      })),
      subtotal_cents: extra.subtotal_cents,
      discount_cents: extra.discount_cents,
      delivery_fee_cents: extra.delivery_fee_cents,
      wallet_applied_cents: walletCents,
      total_cents: extra.total_cents,
      estimated_total_cents: extra.total_cents,
      estimated: extra.estimated,
      picking: 'pending',
      substitution_default: current.substitution_default,
      hold_cents: card ? extra.hold_cents : null,
      cash_tendered_cents: tendered,
      coupon_code: current.coupon?.applied ? current.coupon.code : null,
      delivery_type: current.delivery_type,
      delivery_date: current.delivery_date,
      delivery_slot: { id: slot.id, start: slot.start, end: slot.end },
      address,
      notes: current.notes,
    };
    api.orders.set(id, order);
    byKey.set(`${userId}:${key}`, id);
    if (walletCents > 0) {
      wallet.record(userId, {
        amount_cents: -walletCents,
        kind: 'order_payment',
        order_id: id,
        order_number: order.number,
      });
    }
    notifyParties(order, m.orderPlacedTitle(order.number), m.orderPlacedBody(describeSlot(order)));
    for (const line of current.items) cart.takeStock(line.purchaseable.id, line.qty);
    cart.carts.delete(cartId);
    return json({ data: view(order) }, 201);
  };

  api.routes = {
    'GET /stores/:id/delivery-slots': ({ query }) =>
      json({ data: api.slots[query.get('type') === 'pickup' ? 'pickup' : 'delivery'] }),
    'GET /payments/config': () => json({ data: api.paymentConfig }),
    'POST /payments/sandbox/tokens': ({ body }) => {
      const card = body as SandboxCardBody;
      const digits = card.number.replace(/\D/g, '');
      if (!passesLuhn(digits)) return refused('number', m.cardNumberInvalid);
      if (isExpired(card.exp_month, card.exp_year, new Date())) {
        return refused('exp_month', m.cardExpired);
      }
      const outcome = CARD_OUTCOMES[digits];
      if (!outcome) return refused('number', m.cardNotATestCard);
      const token = `tok_sandbox_${nextToken++}`;
      tokens.set(token, { outcome, brand: cardBrand(digits), last4: digits.slice(-4) });
      return json({ token, brand: cardBrand(digits), last4: digits.slice(-4) }, 201);
    },
    'POST /client-orders': (request) =>
      signedIn(request, (userId) => {
        const key = request.headers.get('Idempotency-Key');
        api.placements.push({ key, body: request.body });
        const failure = api.failures.shift();
        if (failure === 'network') return 'network-error';
        if (failure === 'server') {
          return apiError(503, 'service_unavailable', m.serviceUnavailable);
        }
        // As on the server, the body's schema is checked before the key is.
        const parsed = PlaceOrderBodySchema.safeParse(request.body);
        if (!parsed.success) return json(schemaRefusal(parsed.error.issues), 422);
        if (!key?.trim()) return apiError(400, 'invalid_request', m.idempotencyKeyMissing);
        const answer = place(userId, key, parsed.data);
        return failure === 'lost' ? 'network-error' : answer;
      }),
    'GET /client-orders': (request) =>
      signedIn(request, (userId) => {
        const page = Number(request.query.get('page') ?? '1');
        const perPage = Number(request.query.get('per_page') ?? '20');
        const mine = [...api.orders.values()]
          .filter((order) => readable(order, userId))
          .sort((a, b) => b.id - a.id);
        return json({
          data: mine.slice((page - 1) * perPage, page * perPage).map(view),
          meta: pageMeta(page, mine.length, perPage),
        });
      }),
    // Decision 030: each remembered choice goes through the cart's own PUT, so a stale one is
    // refused there and simply left for the shopper, as the server does. The day is only
    // offered (decision 048): the first open slot on the last order's weekday, its window first.
    'POST /checkout/:cartId/remembered-choices': (request) =>
      signedIn(request, async (userId) => {
        const current = cart.carts.get(request.params.cartId ?? '');
        if (!current || current.user_id !== userId) {
          return apiError(404, 'cart_not_found', m.cartNotFound);
        }
        const last = [...api.orders.values()]
          .filter(
            (order) =>
              order.user_id === userId &&
              order.placed_by.id === userId &&
              order.client === null &&
              order.store.id === current.store_id,
          )
          .sort((a, b) => b.id - a.id)[0];
        const untouched =
          current.delivery_slot_id === null &&
          current.address_id === null &&
          current.client_id === null &&
          current.payment_method === null;
        const put = cart.routes['PUT /checkout/:cartId'];
        if (last && untouched && put) {
          const type = current.delivery_type ?? last.delivery_type;
          const choices: UpdateCartBody[] = [
            { payment_method: last.payment_method },
            { delivery_type: type },
            ...(type === 'delivery' && last.address ? [{ address_id: last.address.id }] : []),
          ];
          for (const choice of choices) await put({ ...request, body: choice });
        }
        const type = current.delivery_type;
        const offered =
          last && type && current.delivery_slot_id === null && current.client_id === null
            ? sameWeekdaySlot(api.slots[type], last)
            : null;
        return json({ ...cart.response(current.id), remembered_slot: offered });
      }),
    'POST /client-orders/:id/reorder': (request) =>
      signedIn(request, (userId) => {
        const order = api.orders.get(Number(request.params.id));
        if (!order || !readable(order, userId)) {
          return apiError(404, 'order_not_found', m.orderNotFound);
        }
        return json(cart.reorder(userId, order.store.id, order.items));
      }),
    // Decision 052: the customer cancels while the order is pending; again, it is as it is.
    'POST /client-orders/:id/cancel': (request) =>
      signedIn(request, (userId) => {
        const parsed = CancelOrderBodySchema.nullish().safeParse(request.body);
        if (!parsed.success) return json(schemaRefusal(parsed.error.issues), 422);
        const order = api.orders.get(Number(request.params.id));
        if (!order || !readable(order, userId)) {
          return apiError(404, 'order_not_found', m.orderNotFound);
        }
        if (order.status !== 'cancelled') {
          if (!customerMayCancel(order.status)) {
            return apiError(
              409,
              'conflict',
              m.orderCancelNotPending(ORDER_STATUS_LABELS[order.status]),
            );
          }
          api.advance(order.id, 'cancelled', parsed.data?.reason || null);
        }
        return json({ data: view(order) });
      }),
    // Issue 25: a line's substitution choice, while the store hasn't started picking.
    'PATCH /client-orders/:id/lines/:lineId': (request) =>
      withOrderLine(request, (order, line) => {
        const { substitution } = (request.body ?? {}) as { substitution?: SubstitutionPreference };
        if (substitution === undefined || !SUBSTITUTION_PREFERENCES.includes(substitution)) {
          return refused('substitution', m.validationFailed);
        }
        if (
          order.picking !== 'pending' ||
          order.status === 'cancelled' ||
          order.status === 'delivered'
        ) {
          return apiError(409, 'conflict', m.orderLineChoiceClosed);
        }
        line.substitution = substitution;
        return json({ data: view(order) });
      }),
    // Issue 25: the shopper's answer to a proposed substitute, within its window.
    'POST /client-orders/:id/lines/:lineId/substitution': (request) =>
      withOrderLine(request, (order, line) => {
        const { accept } = (request.body ?? {}) as { accept?: unknown };
        if (typeof accept !== 'boolean') return refused('accept', m.validationFailed);
        const substitute = line.substitute;
        if (substitute?.state !== 'proposed' || order.picking === 'done') {
          return apiError(409, 'conflict', m.substituteNotProposed);
        }
        if (substitute.answer_by !== null && Date.parse(substitute.answer_by) <= Date.now()) {
          return apiError(409, 'conflict', m.substituteAnswerClosed);
        }
        line.substitute = { ...substitute, state: accept ? 'accepted' : 'refused' };
        return json({ data: view(order) });
      }),
    // Issue 27: an edit of the order's lines, priced as a draft that holds the extra stock.
    'POST /client-orders/:id/edits': (request) =>
      withOwnOrder(request, (order) => {
        const parsed = OrderEditBodySchema.safeParse(request.body);
        if (!parsed.success) return json(schemaRefusal(parsed.error.issues), 422);
        if (!editableNow(order)) return apiError(409, 'conflict', m.orderEditClosed);
        const live = [...api.edits.values()].find(
          (edit) => edit.order_id === order.id && edit.state === 'draft',
        );
        if (live) return apiError(409, 'conflict', m.orderEditDraftExists);
        const items: OrderEdit['items'] = [];
        const short: string[] = [];
        for (const input of parsed.data.items) {
          const ordered = order.items.find(
            (line) => line.purchaseable_id === input.purchaseable_id,
          );
          const offer = cart.item(input.purchaseable_id);
          if (!ordered && !offer) {
            return orderRefused('items', m.orderEditUnavailable(`#${input.purchaseable_id}`));
          }
          const name = ordered?.name ?? offer?.product.name ?? '';
          const extraQty = input.qty - (ordered?.qty ?? 0);
          if (extraQty > 0 && (offer?.stock ?? 0) < extraQty) short.push(name);
          const soldBy = ordered?.sold_by ?? offer?.sold_by ?? 'unit';
          const unit = ordered?.unit_price_cents ?? offer?.price_cents ?? 0;
          items.push({
            purchaseable_id: input.purchaseable_id,
            name,
            image_url: ordered?.image_url ?? offer?.product.images[0]?.thumb_url ?? null,
            sold_by: soldBy,
            qty: input.qty,
            unit_price_cents: unit,
            line_total_cents: lineTotal({ soldBy, qty: input.qty, unitPriceCents: unit }),
            substitution: input.substitution ?? ordered?.substitution ?? order.substitution_default,
          });
        }
        if (short.length > 0) return apiError(409, 'conflict', m.orderStockGone(short));
        const subtotal = items.reduce((sum, line) => sum + line.line_total_cents, 0);
        const total = subtotal - order.discount_cents + order.delivery_fee_cents;
        const id = nextEdit++;
        const edit: OrderEdit = {
          id,
          order_id: order.id,
          state: 'draft',
          items,
          subtotal_cents: subtotal,
          discount_cents: order.discount_cents,
          delivery_fee_cents: order.delivery_fee_cents,
          total_cents: total,
          difference_cents: total - order.total_cents,
          expires_at: new Date(Date.now() + ORDER_EDIT_DRAFT_TTL_MINUTES * 60_000).toISOString(),
          coupon_message: null,
        };
        api.edits.set(id, edit);
        return json({ data: edit }, 201);
      }),
    'POST /client-orders/:id/edits/:editId/confirm': (request) =>
      withOwnOrder(request, (order) => {
        const edit = api.edits.get(Number(request.params.editId));
        if (edit?.order_id !== order.id) {
          return apiError(404, 'not_found', m.orderEditNotFound);
        }
        if (edit.state !== 'draft') return apiError(409, 'conflict', m.orderEditNotDraft);
        if (!editableNow(order)) return apiError(409, 'conflict', m.orderEditClosed);
        applyEdit(order, edit);
        return json({ data: view(order) });
      }),
    'DELETE /client-orders/:id/edits/:editId': (request) =>
      withOwnOrder(request, (order) => {
        const edit = api.edits.get(Number(request.params.editId));
        if (edit?.order_id !== order.id) {
          return apiError(404, 'not_found', m.orderEditNotFound);
        }
        if (edit.state === 'draft') edit.state = 'discarded';
        return { status: 204, body: null };
      }),
    'GET /client-orders/:id': (request) =>
      signedIn(request, (userId) => {
        const order = api.orders.get(Number(request.params.id));
        return order && readable(order, userId)
          ? json({ data: view(order) })
          : apiError(404, 'order_not_found', m.orderNotFound);
      }),
    'GET /notifications': (request) =>
      signedIn(request, (userId) => {
        const page = Number(request.query.get('page') ?? '1');
        const perPage = Number(request.query.get('per_page') ?? '20');
        const mine = [...api.notifications.values()]
          .filter((item) => item.user_id === userId)
          .sort((a, b) => b.id - a.id);
        return json({
          data: mine.slice((page - 1) * perPage, page * perPage).map(withoutOwner),
          meta: pageMeta(page, mine.length, perPage),
          unread_count: mine.filter((item) => !item.read).length,
        });
      }),
    'POST /notifications/:id/read': (request) =>
      signedIn(request, (userId) => {
        const item = api.notifications.get(Number(request.params.id));
        if (item?.user_id !== userId) {
          return apiError(404, 'notification_not_found', m.notificationNotFound);
        }
        item.read = true;
        return json({ unread_count: unreadOf(userId) });
      }),
    'POST /notifications/read-all': (request) =>
      signedIn(request, (userId) => {
        for (const item of api.notifications.values()) {
          if (item.user_id === userId) item.read = true;
        }
        return json({ unread_count: 0 });
      }),
  };

  /** The caller's own order (one they placed) named by the path, or the server's refusal. */
  function withOwnOrder(
    request: MockRequest,
    run: (order: Order & { user_id: number }) => MockAnswer,
  ): MockAnswer | Promise<MockAnswer> {
    return signedIn(request, (userId) => {
      const order = api.orders.get(Number(request.params.id));
      if (!order || !readable(order, userId)) {
        return apiError(404, 'order_not_found', m.orderNotFound);
      }
      if (order.placed_by.id !== userId) return apiError(403, 'forbidden', m.orderEditPlacerOnly);
      return run(order);
    });
  }

  const editableNow = (order: Order) =>
    ORDER_EDITABLE_STATUSES.includes(order.status) &&
    order.picking === 'pending' &&
    order.editable_until !== null &&
    Date.parse(order.editable_until) > Date.now();

  /**
   * A confirmed edit: the new lines and total, the stock moved, and the difference through the
   * order's method — a card or the wallet charged or refunded, cash to collect changed, and a new
   * OXXO voucher or SPEI reference for more.
   */
  function applyEdit(order: Order & { user_id: number }, edit: OrderEdit) {
    for (const line of edit.items) {
      const before = order.items.find((each) => each.purchaseable_id === line.purchaseable_id);
      cart.takeStock(line.purchaseable_id, line.qty - (before?.qty ?? 0));
    }
    for (const before of order.items) {
      if (!edit.items.some((line) => line.purchaseable_id === before.purchaseable_id)) {
        cart.takeStock(before.purchaseable_id, -before.qty);
      }
    }
    const difference = edit.total_cents - order.total_cents;
    const payments: OrderPayment[] = order.payments.map((record) => ({ ...record }));
    const paying = payments.find((record) => record.method === order.payment_method);
    let newRecord: OrderPayment | null = null;
    if (isDeferredMethod(order.payment_method) && difference > 0) {
      newRecord = deferredRecord(order.payment_method, difference, order.id, edit.id);
      payments.push(newRecord);
    } else if (paying && difference < 0 && paying.status === 'paid') {
      paying.refunded_cents += -difference;
      paying.status = 'partially_refunded';
    } else if (paying) {
      paying.amount_cents += difference;
    }
    edit.state = 'confirmed';
    order.items = edit.items.map((line, index) =>
      orderLine({ ...line, id: index + 1, list_unit_price_cents: line.unit_price_cents }),
    );
    order.subtotal_cents = edit.subtotal_cents;
    order.total_cents = edit.total_cents;
    order.estimated_total_cents = edit.total_cents;
    order.payments = payments;
    order.payment = payments.length === 1 && payments[0] ? payments[0] : payments;
    const moved = order.payment_method === 'cash' || newRecord !== null;
    order.edits = [
      ...order.edits,
      {
        id: edit.id,
        at: new Date().toISOString(),
        total_cents: edit.total_cents,
        difference_cents: difference,
        charged_cents: !moved && difference > 0 ? difference : 0,
        refunded_cents: !moved && difference < 0 ? -difference : 0,
        payment: newRecord,
      },
    ];
    notifyParties(
      order,
      m.orderEditedTitle(order.number),
      m.orderEditedBody(edit.total_cents, difference),
    );
  }

  /** The caller's order's line named by the path, or the server's 404. */
  function withOrderLine(
    request: MockRequest,
    run: (order: Order & { user_id: number }, line: OrderItem) => MockAnswer,
  ): MockAnswer | Promise<MockAnswer> {
    return signedIn(request, (userId) => {
      const order = api.orders.get(Number(request.params.id));
      if (!order || !readable(order, userId)) {
        return apiError(404, 'order_not_found', m.orderNotFound);
      }
      const line = order.items.find((item) => String(item.id) === request.params.lineId);
      if (!line) return apiError(404, 'not_found', m.pickingLineNotInOrder);
      return run(order, line);
    });
  }

  const unreadOf = (userId: number) =>
    [...api.notifications.values()].filter((item) => item.user_id === userId && !item.read).length;

  return api;
}

/** What placing an order for a client needs from the other fakes (shopApi wires them). */
export interface CheckoutClientRules {
  keepsClients: (userId: number) => boolean;
  zoneAt: (lat: number, lng: number) => DeliveryZone | null;
  /** The registered user with this phone (E.164), if any. */
  userWithPhone: (phone: string) => number | null;
}

/** A body the contract's schema refuses, keyed as the server keys it (`payment.method`). */
function schemaRefusal(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return { message: m.validationFailed, code: 'validation_failed', errors };
}

/** A copy without some keys (what the server keeps to itself). */
function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

function withoutOwner(item: Notification & { user_id: number }): Notification {
  return omit(item, ['user_id']);
}

function view(order: (Order & { user_id: number; cart_id?: string }) | undefined): Order {
  if (!order) throw new Error('fakeCheckoutApi: missing order');
  return omit(order, ['user_id', 'cart_id']);
}

/**
 * An order line as the server answers it before picking: sold by the piece unless told, the
 * ordered quantity not yet picked, its estimate its total, following the order's preference.
 */
export function orderLine(
  line: Pick<OrderItem, 'purchaseable_id' | 'name' | 'qty' | 'unit_price_cents'> &
    Partial<OrderItem>,
): OrderItem {
  const soldBy = line.sold_by ?? 'unit';
  const total = lineTotal({ soldBy, qty: line.qty, unitPriceCents: line.unit_price_cents });
  return {
    id: 1,
    image_url: null,
    sold_by: soldBy,
    ordered_qty: line.qty,
    picked_qty: null,
    list_unit_price_cents: line.unit_price_cents,
    estimated_line_total_cents: total,
    line_total_cents: total,
    price_changed_by: null,
    substitution: 'similar',
    substitute: null,
    ...line,
  };
}

/** The demo store's time zone: its slots' times are wall-clock times there. */
const STORE_TIME_ZONE = 'America/Mexico_City';

/** The instant a wall-clock `date` and `time` (HH:MM) is in a time zone. */
function zonedInstant(date: string, time: string, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offset = (at: number) => {
    const parts = Object.fromEntries(
      format.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
    );
    const wall = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return wall - at;
  };
  const guess = Date.parse(`${date}T${time}:00Z`);
  return guess - offset(guess - offset(guess));
}

/**
 * Until when a placed order may be changed (issue 27), as the server says it: the store's
 * cut-off (its default, 120 minutes) before the slot's window starts.
 */
export function editCutoff(date: string, slotStart: string): string {
  const start = zonedInstant(date, slotStart, STORE_TIME_ZONE);
  return new Date(start - ORDER_EDIT_CUTOFF_MINUTES_DEFAULT * 60_000).toISOString();
}

const CASH_RECORD: OrderPayment = {
  method: 'cash',
  status: 'awaiting_payment',
  amount_cents: 14480,
  refunded_cents: 0,
};

/**
 * The payment records a placed order answers (issue 27), one per method used: what the wallet
 * paid, then the method paying the rest — cash to collect, a card charged, an OXXO voucher or a
 * SPEI reference awaiting its money.
 */
export function paymentRecords({
  method,
  totalCents,
  walletCents,
  cardPaid,
  orderId,
}: {
  method: PaymentMethod;
  totalCents: number;
  walletCents: number;
  cardPaid: boolean;
  orderId: number;
}): OrderPayment[] {
  const records: OrderPayment[] = [];
  if (walletCents > 0) {
    records.push({
      method: 'wallet',
      status: 'paid',
      amount_cents: walletCents,
      refunded_cents: 0,
    });
  }
  const rest = totalCents - walletCents;
  if (method === 'wallet' || rest <= 0) return records;
  const base = { method, amount_cents: rest, refunded_cents: 0 };
  if (method === 'card') {
    records.push({ ...base, status: cardPaid ? 'paid' : 'failed' });
  } else if (isDeferredMethod(method)) {
    records.push(deferredRecord(method, rest, orderId, 0));
  } else {
    records.push({ ...base, status: 'awaiting_payment' });
  }
  return records;
}

/** An OXXO voucher or SPEI reference for `amountCents`, as the sandbox's stand-in issues them. */
export function deferredRecord(
  method: 'oxxo' | 'spei',
  amountCents: number,
  orderId: number,
  edit: number,
): OrderPayment {
  const serial = String(orderId * 100 + edit).padStart(6, '0');
  if (method === 'oxxo') {
    const reference = `930000000000${serial}`;
    return {
      method,
      status: 'awaiting_payment',
      amount_cents: amountCents,
      refunded_cents: 0,
      voucher: {
        reference,
        barcode_url: `${API_PREFIX}/payments/barcodes/${reference}`,
        expires_at: new Date(Date.now() + OXXO_EXPIRY_DAYS_DEFAULT * 86_400_000).toISOString(),
      },
    };
  }
  return {
    method,
    status: 'awaiting_payment',
    amount_cents: amountCents,
    refunded_cents: 0,
    transfer: {
      clabe: `646180000000${serial}`,
      bank: 'STP (sandbox)',
      reference: `CAN${serial}`,
      expires_at: new Date(Date.now() + SPEI_EXPIRY_HOURS_DEFAULT * 3_600_000).toISOString(),
    },
  };
}

/** An order as the server answers it, pending and paid in cash unless overridden. */
export function baseOrder(id: number): Order {
  return {
    id,
    number: String(100000 + id),
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    card: null,
    payment: CASH_RECORD,
    payments: [CASH_RECORD],
    editable_until: null,
    edits: [],
    store: STORE,
    items: [
      orderLine({
        purchaseable_id: 11,
        name: 'Manzana Gala',
        qty: 2,
        unit_price_cents: 5490,
      }),
    ],
    subtotal_cents: 10980,
    discount_cents: 0,
    delivery_fee_cents: 3500,
    wallet_applied_cents: 0,
    total_cents: 14480,
    estimated_total_cents: 14480,
    estimated: false,
    picking: 'pending',
    substitution_default: 'similar',
    hold_cents: null,
    cash_tendered_cents: null,
    currency: 'MXN',
    coupon_code: null,
    delivery_type: 'delivery',
    delivery_date: '2026-11-24',
    delivery_slot: { id: 1, start: '09:00', end: '13:00' },
    address: null,
    client: null,
    placed_by: { id: 1, name: 'Lucía Hernández' },
    notes: null,
    status_history: [
      { status: 'pending', at: new Date(Date.UTC(2026, 10, 21, 12, id)).toISOString() },
    ],
    created_at: new Date(Date.UTC(2026, 10, 21, 12, id)).toISOString(),
  };
}
