import type { CartResponse, Store, User } from '@canasta/contract';
import { missingForMinimum } from '../../../features/cart/utils/minimum-order';
import { paths } from '../../../lib/paths';

/**
 * The checkout path (spec §4) as data: cart → sign-in → these steps → completion. Each row says
 * where the step is, whether this checkout needs it and whether its choice is made (and still
 * holds). The gate sends a shopper to the first needed step before theirs that isn't done; "Paso
 * n de N" counts the needed steps. A new step is one more row where it belongs. The choices live
 * on the server's cart (decision 014); who is checking out decides some rows (decision 023).
 */
export interface CheckoutStepRow {
  id: string;
  path: (slug: string) => string;
  /**
   * Whether this checkout has the step at all: pickup has no address step, only a seller or
   * mentor chooses a client, and an order for a client goes to the client's address.
   */
  needed: (cart: CartResponse, user: StepUser) => boolean;
  /** Whether its choice is made and still holds; later steps send the shopper back until then. */
  done: (cart: CartResponse, store: Store) => boolean;
}

/** What the rows need to know of who is checking out: whether they keep clients. */
export type StepUser = Pick<User, 'is_seller' | 'is_mentor'>;

const always = () => true;

const keepsClients = (user: StepUser) => user.is_seller || user.is_mentor;

const homeDelivery = ({ cart }: CartResponse) => cart.delivery_type !== 'pickup';
const forClient = ({ cart }: CartResponse) => cart.client_id !== null;

/** The delivery method on the cart, when the store (still) offers it. */
const offeredType = ({ cart }: CartResponse, store: Store) =>
  cart.delivery_type && store.delivery_types.includes(cart.delivery_type)
    ? cart.delivery_type
    : null;

export const CHECKOUT_STEPS = [
  {
    // Sellers and mentors first say who the order is for (spec §4 "client"). "Para mí" is a
    // whole answer and the cart's default, so the step never holds a later one back: the
    // checkout leads here first, and the summary shows the choice with "Cambiar".
    id: 'clientSelect',
    path: (slug) => paths.clientSelect(slug),
    needed: (_cart, user) => keepsClients(user),
    done: always,
  },
  {
    id: 'deliveryType',
    path: paths.deliveryType,
    needed: always,
    done: (cart, store) => offeredType(cart, store) !== null,
  },
  {
    id: 'deliveryAddress',
    path: paths.deliveryAddress,
    needed: (cart) => homeDelivery(cart) && !forClient(cart),
    done: ({ cart }) => cart.address_id !== null,
  },
  {
    // An order for a client goes to one of the client's addresses instead of the shopper's own.
    id: 'clientAddress',
    path: (slug) => paths.checkoutClientAddress(slug),
    needed: (cart) => homeDelivery(cart) && forClient(cart),
    done: ({ cart }) => cart.client_address_id !== null,
  },
  {
    // After where (decision 048): the address sets the zone, its fee and its minimum, so the
    // shopper knows them before choosing a day.
    id: 'deliveryDate',
    path: paths.deliveryDate,
    needed: always,
    done: ({ cart }) => Boolean(cart.delivery_date) && cart.delivery_slot_id !== null,
  },
  {
    id: 'cartPreview',
    path: paths.cartPreview,
    needed: always,
    // Below the zone's minimum, or with a coupon the server refused, the order can't be placed.
    done: (response) =>
      missingForMinimum(response) === 0 &&
      (response.cart.coupon === null || response.cart.coupon.applied),
  },
  {
    id: 'paymentMethod',
    path: paths.paymentMethod,
    needed: always,
    // Paying places the order: nothing comes after it in checkout.
    done: () => false,
  },
] as const satisfies readonly CheckoutStepRow[];

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];

const rows: readonly CheckoutStepRow[] = CHECKOUT_STEPS;
const indexOf = (step: CheckoutStep) => rows.findIndex((row) => row.id === step);

/**
 * The first step, where the cart's "Continuar" and checkout's sign-in lead: who the order is for
 * (a seller or mentor), else the delivery method. A cart already for a client ("Hacer pedido" on
 * the client's card) has answered who: it starts at the delivery method too, and the summary
 * still shows the client with "Cambiar".
 */
export function firstCheckoutStep(
  slug: string,
  user: StepUser | null,
  cart: CartResponse | null = null,
): string {
  const asksWho = user && keepsClients(user) && !(cart && forClient(cart));
  const first = asksWho ? CHECKOUT_STEPS[0] : CHECKOUT_STEPS[1];
  return first.path(slug);
}

/** "Paso n de N" among the steps this checkout needs. */
export function stepPosition(
  step: CheckoutStep,
  cart: CartResponse,
  user: StepUser,
): { step: number; total: number } {
  const steps = rows.filter((row) => row.needed(cart, user));
  return { step: steps.findIndex((row) => row.id === step) + 1, total: steps.length };
}

/** The next needed step after `step` (null after the last). */
export function pathAfter(
  step: CheckoutStep,
  cart: CartResponse,
  user: StepUser,
  slug: string,
): string | null {
  const next = rows.slice(indexOf(step) + 1).find((row) => row.needed(cart, user));
  return next ? next.path(slug) : null;
}

/**
 * Where the shopper must go instead of `step`: the first needed earlier step whose choice is
 * missing (or no longer holds), else the next needed step when this checkout skips `step`, else
 * null (they may stay). With `dayToConfirm` (a returning shopper's remembered day, decision 048)
 * the summary lets them in without a day, to confirm it there; every later step still needs it.
 */
export function missingBefore(
  step: CheckoutStep,
  cart: CartResponse,
  store: Store,
  user: StepUser,
  { dayToConfirm = false }: { dayToConfirm?: boolean } = {},
): string | null {
  const at = indexOf(step);
  const confirmedHere = (row: CheckoutStepRow) =>
    dayToConfirm && step === 'cartPreview' && row.id === 'deliveryDate';
  const missing = rows
    .slice(0, at)
    .find((row) => row.needed(cart, user) && !row.done(cart, store) && !confirmedHere(row));
  if (missing) return missing.path(store.slug);
  if (rows[at]?.needed(cart, user) === false) return pathAfter(step, cart, user, store.slug);
  return null;
}
