import {
  maxQtyFor,
  type Cart,
  type CartCoupon,
  type CartItem,
  type CartResponse,
  type DeliveryZone,
  type InventoryItem,
} from '@canasta/contract';
import { draftCart } from '../features/cart/utils/cart-changes';
import { apiError, json, type MockAnswer, type MockHandler, type MockRequest } from './mock-api';

/**
 * An in-memory cart API behaving like the server's (`/checkout…`), for component tests: carts
 * per id, quantities checked against each product's stock and per-order maximum, the demo
 * coupons, and the same error shapes (422 with `errors` and `max_qty`, 404 `cart_not_found`).
 */
export interface FakeCartApi {
  routes: Record<string, MockHandler>;
  /** Carts by id, as the server holds them. */
  carts: Map<string, Cart>;
  /** Changes a product's offer (e.g. its stock) behind the shopper's back. */
  setItem: (item: InventoryItem) => void;
  /** The response the server would send for a cart now. */
  response: (cartId: string) => CartResponse;
  /** Creates a cart holding `[item, qty]` lines and returns its id. */
  seed: (lines: [InventoryItem, number][], storeId?: number, userId?: number | null) => string;
  /** Who is asking (the auth fake sets it): carts bound to a user answer only to them. */
  identify: (request: MockRequest) => number | null;
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
}

interface CouponTerms {
  kind: CartCoupon['kind'];
  value: number;
  min_subtotal_cents: number;
}

const COUPONS: Record<string, CouponTerms> = {
  BIENVENIDA10: { kind: 'percent', value: 10, min_subtotal_cents: 0 },
  AHORRA50: { kind: 'fixed', value: 5000, min_subtotal_cents: 30000 },
};

const units = (n: number) => (n === 1 ? '1 pieza' : `${n} piezas`);
const VALIDATION = 'Algunos datos no son válidos. Revisa los campos marcados.';

function quantityProblem(
  item: InventoryItem,
  qty: number,
): { message: string; max: number } | null {
  const max = maxQtyFor(item);
  if (max === 0) return { message: `${item.product.name} está agotado.`, max };
  if (qty > max) {
    return { message: `Solo puedes llevar hasta ${units(max)} de ${item.product.name}.`, max };
  }
  return null;
}

function refused(field: string, message: string, maxQty?: number): MockAnswer {
  return json(
    {
      message: VALIDATION,
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
  let nextCart = 1;
  let nextLine = 1;

  const response = (cartId: string): CartResponse => {
    const cart = carts.get(cartId);
    if (!cart) throw new Error(`fakeCartApi: no cart ${cartId}`);
    // Lines always show the product as it is now.
    const lines: CartItem[] = cart.items.map((line) => {
      const item = items.get(line.purchaseable.id) ?? line.purchaseable;
      return {
        ...line,
        purchaseable: item,
        unit_price_cents: item.price_cents,
        line_total_cents: item.price_cents * line.qty,
      };
    });
    const payable = lines.filter((line) => line.purchaseable.available);
    const subtotal = payable.reduce((sum, line) => sum + line.line_total_cents, 0);
    const itemCount = payable.reduce((sum, line) => sum + line.qty, 0);
    let coupon: CartCoupon | null = null;
    let discount = 0;
    if (cart.coupon) {
      const terms = COUPONS[cart.coupon.code];
      const applies = terms !== undefined && subtotal >= terms.min_subtotal_cents;
      if (terms && applies) {
        const raw =
          terms.kind === 'percent' ? Math.round((subtotal * terms.value) / 100) : terms.value;
        discount = Math.min(raw, subtotal);
      }
      coupon = {
        ...cart.coupon,
        applied: applies,
        discount_cents: discount,
        message: applies
          ? null
          : `El cupón ${cart.coupon.code} requiere una compra mínima de $300.00.`,
      };
    }
    // Pickup has neither a fee nor a minimum.
    const zone = cart.delivery_type === 'pickup' ? undefined : zones.get(cartId);
    const fee = zone?.delivery_fee_cents ?? 0;
    return {
      cart: { ...cart, items: lines, coupon },
      extra: {
        subtotal_cents: subtotal,
        discount_cents: discount,
        delivery_fee_cents: fee,
        wallet_applied_cents: 0,
        total_cents: subtotal - discount + fee,
        item_count: itemCount,
        min_order_cents: zone?.min_order_cents ?? 0,
        currency: 'MXN',
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
    if (!cart) {
      return apiError(
        404,
        'cart_not_found',
        'No encontramos tu carrito. Es posible que haya expirado.',
      );
    }
    if (cart.blocked) {
      return apiError(
        409,
        'cart_blocked',
        'Tu pedido se está procesando con este carrito; espera un momento antes de cambiarlo.',
      );
    }
    return run(cart);
  };

  const setLine = (cart: Cart, item: InventoryItem, qty: number) => {
    const existing = cart.items.find((line) => line.purchaseable.id === item.id);
    if (qty === 0) {
      cart.items = cart.items.filter((line) => line !== existing);
    } else if (existing) {
      existing.qty = qty;
    } else {
      cart.items.push({
        id: nextLine++,
        qty,
        unit_price_cents: item.price_cents,
        line_total_cents: item.price_cents * qty,
        purchaseable: item,
      });
    }
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
    response,
    seed: (lines, storeId = 1, userId = null) => {
      const id = create(storeId, userId);
      const cart = carts.get(id);
      if (cart) for (const [item, qty] of lines) setLine(cart, item, qty);
      return id;
    },
    setItem: (item) => {
      items.set(item.id, item);
    },
    identify: () => null,
    addressZone: () => 'not-found',
    slotProblem: () => null,
  };

  const routes: Record<string, MockHandler> = {
    'POST /checkout/': (request) => {
      const { store_id, user_id } = body(request.body) as { store_id: number; user_id?: number };
      if (user_id !== undefined && user_id !== api.identify(request)) {
        return apiError(403, 'forbidden', 'No puedes crear un carrito para otra persona.');
      }
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
      return cart
        ? json(response(cart.id))
        : apiError(
            404,
            'cart_not_found',
            'No encontramos tu carrito. Es posible que haya expirado.',
          );
    },
    'PUT /checkout/:cartId': (request) =>
      withCart(request, (cart) => {
        const { user_id, address_id, delivery_type, delivery_date, delivery_slot_id } = body(
          request.body,
        ) as {
          user_id?: number;
          address_id?: number | null;
          delivery_type?: Cart['delivery_type'];
          delivery_date?: string | null;
          delivery_slot_id?: number | null;
        };
        const choices = body(request.body) as Pick<Cart, 'payment_method' | 'notes'>;
        if (delivery_type !== undefined && delivery_type !== cart.delivery_type) {
          // Delivery and pickup have their own slots: a new type needs a new slot.
          cart.delivery_type = delivery_type;
          cart.delivery_date = null;
          cart.delivery_slot_id = null;
        }
        if (delivery_date !== undefined || delivery_slot_id !== undefined) {
          if (!delivery_date || !delivery_slot_id) {
            cart.delivery_date = null;
            cart.delivery_slot_id = null;
          } else {
            if (!cart.delivery_type) {
              return refused('delivery_type', 'Elige primero cómo quieres recibir tu pedido.');
            }
            const problem = api.slotProblem(cart.delivery_type, delivery_date, delivery_slot_id);
            if (problem) return refused('delivery_slot_id', problem);
            cart.delivery_date = delivery_date;
            cart.delivery_slot_id = delivery_slot_id;
          }
        }
        if (choices.payment_method !== undefined) cart.payment_method = choices.payment_method;
        if (choices.notes !== undefined) cart.notes = choices.notes || null;
        if (address_id === null) {
          cart.address_id = null;
          zones.delete(cart.id);
        } else if (address_id !== undefined) {
          const zone = api.addressZone(api.identify(request), address_id);
          if (zone === 'not-found') return refused('address_id', 'La dirección no es válida.');
          if (zone === 'not-covered') {
            return refused('address_id', 'La tienda no entrega en esa dirección.');
          }
          cart.address_id = address_id;
          zones.set(cart.id, zone);
        }
        if (user_id !== undefined) {
          if (user_id !== api.identify(request)) {
            return apiError(
              401,
              'unauthenticated',
              'Inicia sesión para guardar el carrito a tu nombre.',
            );
          }
          cart.user_id = user_id;
        }
        return json(response(cart.id));
      }),
    'DELETE /checkout/:cartId': (request) => {
      if (reachable(request)) carts.delete(request.params.cartId ?? '');
      return { status: 204, body: null };
    },
    'POST /checkout/:cartId/items/bulk': (request) =>
      withCart(request, (cart) => {
        const lines = body(request.body).items as { purchaseable_id: number; qty: number }[];
        for (const [index, { purchaseable_id, qty }] of lines.entries()) {
          const item = items.get(purchaseable_id);
          if (!item) {
            return refused(
              `items.${index}.purchaseable_id`,
              'Este producto no se vende en esta tienda.',
            );
          }
          const problem = qty > 0 ? quantityProblem(item, qty) : null;
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
        const item = items.get(purchaseable_id);
        if (!item) return refused('purchaseable_id', 'Este producto no se vende en esta tienda.');
        const inCart = cart.items.find((line) => line.purchaseable.id === item.id)?.qty ?? 0;
        const problem = quantityProblem(item, inCart + qty);
        if (problem) return refused('qty', problem.message, problem.max);
        setLine(cart, item, inCart + qty);
        return json(response(cart.id));
      }),
    'DELETE /checkout/:cartId/items/:itemId': (request) =>
      withCart(request, (cart) => {
        const line = cart.items.find((candidate) => String(candidate.id) === request.params.itemId);
        if (!line)
          return apiError(404, 'cart_item_not_found', 'Ese producto ya no está en tu carrito.');
        cart.items = cart.items.filter((candidate) => candidate !== line);
        return json(response(cart.id));
      }),
    'POST /checkout/:cartId/items/:itemId/validate': (request) =>
      withCart(request, (cart) => {
        const line = cart.items.find((candidate) => String(candidate.id) === request.params.itemId);
        if (!line)
          return apiError(404, 'cart_item_not_found', 'Ese producto ya no está en tu carrito.');
        const item = items.get(line.purchaseable.id) ?? line.purchaseable;
        const qty = Number(body(request.body).qty);
        const problem = quantityProblem(item, qty);
        if (problem) return refused('qty', problem.message, problem.max);
        return json({ valid: true, max_qty: maxQtyFor(item) });
      }),
    'POST /checkout/:cartId/discount': (request) =>
      withCart(request, (cart) => {
        const code = String(body(request.body).coupon).trim().toUpperCase();
        const terms = COUPONS[code];
        if (!terms) {
          return refused(
            'coupon',
            `No encontramos el cupón ${code}. Revisa que esté bien escrito.`,
          );
        }
        cart.coupon = {
          code,
          ...terms,
          applied: true,
          discount_cents: 0,
          message: null,
        };
        return json(response(cart.id));
      }),
    'DELETE /checkout/:cartId/discount/:couponName': (request) =>
      withCart(request, (cart) => {
        if (cart.coupon?.code !== request.params.couponName) {
          return apiError(404, 'coupon_not_found', 'El cupón no está aplicado a tu carrito.');
        }
        cart.coupon = null;
        return json(response(cart.id));
      }),
  };

  api.routes = routes;
  return api;
}
