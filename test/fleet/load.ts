import { setTimeout as sleep } from 'node:timers/promises';
import { type Answer, type Recorder, pick, pickNumber, pickString } from './client';
import { type Offer, type Person, SHOP, STORE_SLUG, type Shop } from './shop';
import type { SentMessage } from './stand-ins';

/**
 * The mixed load: browsing, anonymous cart changes, real sign-ins, orders with racing retries
 * (cash, card, wallet) and operator status moves, all through the balancer. Every order is
 * retried with its Idempotency-Key until it has a final answer, as a phone would.
 */

export interface Target {
  url: string;
  via: string;
}

export type Payment = 'cash' | 'card' | 'wallet';
/** How an order's request races: sent once, twice at once, or cut mid-flight and sent again. */
export type Race = 'plain' | 'double' | 'cut';

export interface OrderAttempt {
  buyer: number;
  key: string;
  cartId: string;
  payment: Payment;
  race: Race;
  /** Every answer with a status (0: none), in the order they came. */
  answers: { status: number; orderId?: number; number?: string; code?: string }[];
  /**
   * 'placed' (a 201 or an idempotent replay answered), 'refused' (a 4xx), 'gave-up' (no final
   * answer), 'not-sent' (the cart could not be made ready: `notSent` says why).
   */
  outcome: 'placed' | 'refused' | 'gave-up' | 'not-sent';
  notSent?: string;
  /** The placed order as answered: its id, number and units per offer. */
  order?: { id: number; number: string; units: Map<number, number>; totalCents: number };
}

export interface SignIn {
  phone: string;
  existing: boolean;
  /** 'cut': the code request lost its answer (the kill) and no code went out. */
  outcome: 'signed-in' | 'failed' | 'cut';
  detail: string;
}

export interface OperatorMove {
  number: string;
  status: string;
  answer: number;
}

export interface LoadResult {
  orders: OrderAttempt[];
  signIns: SignIn[];
  moves: OperatorMove[];
  browsed: number;
  cartChanges: number;
}

export interface LoadPlan {
  target: Target;
  shop: Shop;
  recorder: Recorder;
  buyers: Person[];
  mentors: Person[];
  /** Wallet orders each mentor tries in a row (their credit runs out before the last). */
  walletOrdersPerMentor: number;
  /** Phones of accounts that exist already; sign-ins also register new phones. */
  knownPhones: string[];
  newPhonePrefix: string;
  operatorToken: string;
  messages: () => SentMessage[];
  /** The load goes on at least this long, and until every buyer has a final answer. */
  minimumMs: number;
  orderConcurrency: number;
}

const RETRY_PAUSE_MS = 150;
/** A shopper reading a page before the next: keeps browsing from crowding out the orders. */
const BROWSE_PAUSE_MS = 60;
const SIGN_IN_PAUSE_MS = 400;
/** A request with no final answer is sent again this many times before the load gives up. */
const MAX_TRIES = 60;

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const result: LoadResult = { orders: [], signIns: [], moves: [], browsed: 0, cartChanges: 0 };
  const started = Date.now();
  let ordersDone = false;
  const keepGoing = () => !ordersDone || Date.now() - started < plan.minimumMs;
  const placed: OrderAttempt[] = [];

  const buyerQueue = plan.buyers.map((person, index) => ({ person, index }));
  const buyerWorker = async () => {
    for (let job = buyerQueue.shift(); job; job = buyerQueue.shift()) {
      const payment: Payment = job.index % 4 === 1 ? 'card' : 'cash';
      const attempt = await placeOneOrder(plan, job.person, job.index, payment, result);
      result.orders.push(attempt);
      if (attempt.outcome === 'placed') placed.push(attempt);
    }
  };
  const mentorWorker = async (mentor: Person, index: number) => {
    for (let n = 0; n < plan.walletOrdersPerMentor; n += 1) {
      const attempt = await placeOneOrder(plan, mentor, 100_000 + index * 10 + n, 'wallet', result);
      result.orders.push(attempt);
      if (attempt.outcome === 'placed') placed.push(attempt);
    }
  };
  const orders = Promise.all([
    ...Array.from({ length: plan.orderConcurrency }, buyerWorker),
    ...plan.mentors.map(mentorWorker),
  ]).then(() => {
    ordersDone = true;
  });

  const browser = async (seed: number) => {
    for (let i = seed; keepGoing(); i += 1) {
      await browseOnce(plan, i);
      result.browsed += 1;
      await sleep(BROWSE_PAUSE_MS);
    }
  };
  const cartChanger = async (seed: number) => {
    for (let i = seed; keepGoing(); i += 1) {
      result.cartChanges += await anonymousCart(plan, i);
      await sleep(BROWSE_PAUSE_MS);
    }
  };
  const signInWorker = async (seed: number) => {
    for (let i = seed; keepGoing(); i += 1) {
      result.signIns.push(await signIn(plan, i));
      await sleep(SIGN_IN_PAUSE_MS);
    }
  };
  const operator = async () => {
    let moved = 0;
    while (keepGoing()) {
      const next = placed[moved];
      if (!next?.order) {
        await sleep(100);
        continue;
      }
      moved += 1;
      await moveOrder(plan, next, moved, result.moves);
    }
  };

  await Promise.all([orders, browser(0), browser(7), cartChanger(0), signInWorker(0), operator()]);
  return result;
}

/** Cart, lines, delivery and slot through the API, then the order with its race. */
async function placeOneOrder(
  plan: LoadPlan,
  person: Person,
  index: number,
  payment: Payment,
  result: LoadResult,
): Promise<OrderAttempt> {
  const { shop } = plan;
  const auth = { authorization: `Bearer ${person.token}` };
  const race: Race = index % 5 === 0 ? 'double' : index % 5 === 1 ? 'cut' : 'plain';
  const key = `fleet-${person.id}-${index}`;
  const attempt: OrderAttempt = {
    buyer: person.id,
    key,
    cartId: '',
    payment,
    race,
    answers: [],
    outcome: 'gave-up',
  };
  const created = await until(plan, 'cart', 'POST', `${SHOP}/checkout/`, auth, {
    store_id: shop.storeId,
    user_id: person.id,
  });
  const cartId = pickString(created?.body, 'cart', 'id');
  if (!cartId) return attempt;
  attempt.cartId = cartId;
  let lines = cartLines(shop, index, payment);
  // For every third shopper a change of mind first (more of one line), then the cart as it will
  // be ordered. When the scarce offer has run out meanwhile, the shopper orders without it.
  for (const step of ['first', 'final'] as const) {
    if (step === 'first' && index % 3 !== 0) continue;
    const items = (
      step === 'first' ? lines.map((l, i) => (i === 0 ? { ...l, qty: l.qty + 1 } : l)) : lines
    ).map((l) => ({ purchaseable_id: l.offer.id, qty: l.qty }));
    let set = await until(plan, 'cart', 'POST', `${SHOP}/checkout/${cartId}/items/bulk`, auth, {
      items,
    });
    if (set?.status === 422 && hasScarce(shop, lines)) {
      lines = lines.filter((l) => l.offer.id !== shop.scarce.id);
      set = await until(plan, 'cart', 'POST', `${SHOP}/checkout/${cartId}/items/bulk`, auth, {
        items: [
          ...items.filter((item) => item.purchaseable_id !== shop.scarce.id),
          { purchaseable_id: shop.scarce.id, qty: 0 },
        ],
      });
    }
    if (set?.status !== 200) return refusedBefore(attempt, 'cart', set);
    result.cartChanges += 1;
  }
  const slot = shop.slots[index % shop.slots.length];
  const chosen = await until(plan, 'cart', 'PUT', `${SHOP}/checkout/${cartId}`, auth, {
    delivery_type: 'delivery',
    address_id: person.addressId,
    delivery_date: slot?.date,
    delivery_slot_id: slot?.id,
  });
  if (chosen?.status !== 200) return refusedBefore(attempt, 'checkout', chosen);

  const body = {
    cart_id: cartId,
    payment:
      payment === 'card' ? { method: 'card', card_token: 'pm_card_visa' } : { method: payment },
  };
  const headers = { ...auth, 'idempotency-key': key };
  const send = (cutAfterMs?: number) =>
    plan.recorder.send(plan.target, 'order', 'POST', `${SHOP}/client-orders`, {
      headers,
      body,
      cutAfterMs,
    });
  const first_: Answer[] =
    race === 'double'
      ? await Promise.all([send(), send()])
      : [await send(race === 'cut' ? 5 + (index % 7) * 20 : undefined)];
  for (const answer of first_) note(attempt, answer);
  for (let tries = 0; !final(attempt) && tries < MAX_TRIES; tries += 1) {
    await sleep(RETRY_PAUSE_MS);
    note(attempt, await send());
  }
  return attempt;
}

const hasScarce = (shop: Shop, lines: Line[]) => lines.some((l) => l.offer.id === shop.scarce.id);

/** The cart could not be made ready: no order was asked for; the checks list why. */
function refusedBefore(attempt: OrderAttempt, step: string, answer: Answer | null): OrderAttempt {
  attempt.outcome = 'not-sent';
  attempt.notSent = `${step} answered ${answer?.status ?? 'nothing'} ${answer?.text.slice(0, 160) ?? ''}`;
  return attempt;
}

/** Records an order answer; the first placed answer (201 or replayed 200) is the order. */
function note(attempt: OrderAttempt, answer: Answer) {
  const id = pickNumber(answer.body, 'data', 'id');
  const number = pickString(answer.body, 'data', 'number');
  const code = pickString(answer.body, 'code');
  attempt.answers.push({ status: answer.status, orderId: id, number, code });
  if ((answer.status === 201 || answer.status === 200) && id !== undefined && number) {
    if (!attempt.order) {
      const units = new Map<number, number>();
      const items = pick(answer.body, 'data', 'items');
      if (Array.isArray(items)) {
        items.forEach((_, i) => {
          const offer = pickNumber(items, i, 'purchaseable_id') ?? 0;
          units.set(offer, (units.get(offer) ?? 0) + (pickNumber(items, i, 'qty') ?? 0));
        });
      }
      const totalCents = pickNumber(answer.body, 'data', 'total_cents') ?? 0;
      attempt.order = { id, number, units, totalCents };
    }
    attempt.outcome = 'placed';
  } else if (answer.status >= 400 && answer.status < 500 && !retryable(answer)) {
    if (attempt.outcome !== 'placed') attempt.outcome = 'refused';
  }
}

function final(attempt: OrderAttempt): boolean {
  return attempt.outcome === 'placed' || attempt.outcome === 'refused';
}

/** No answer, a gateway error, a busy cart or a rate limit: ask again. */
function retryable(answer: Answer): boolean {
  if (answer.status === 0 || answer.status >= 500 || answer.status === 429) return true;
  return answer.status === 409 && pickString(answer.body, 'code') === 'cart_blocked';
}

/** Sends until the answer is final (2xx or a 4xx that is not "try again"); null if it never was. */
async function until(
  plan: LoadPlan,
  kind: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer | null> {
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const answer = await plan.recorder.send(plan.target, kind, method, path, { headers, body });
    if (!retryable(answer)) return answer;
    await sleep(RETRY_PAUSE_MS);
  }
  return null;
}

interface Line {
  offer: Offer;
  qty: number;
}

/**
 * Three lines of consecutive offers (so no two carts lock offers in opposite orders), one unit of
 * the scarce offer in every tenth cart; wallet carts are small so a mentor's credit lasts a few.
 */
function cartLines(shop: Shop, index: number, payment: Payment): Line[] {
  const count = shop.offers.length;
  const lines: Line[] = Array.from({ length: payment === 'wallet' ? 2 : 3 }, (_, j) => ({
    offer: shop.offers[(index * 3 + j) % count] as Offer,
    qty: 1 + ((index + j) % 2),
  }));
  if (index % 10 === 3) lines.push({ offer: shop.scarce, qty: 1 });
  return lines;
}

async function browseOnce(plan: LoadPlan, i: number) {
  const { shop, recorder, target } = plan;
  const slug = shop.productSlugs[i % Math.max(1, shop.productSlugs.length)] ?? '';
  const category = shop.categoryIds[i % Math.max(1, shop.categoryIds.length)];
  const pages = [
    `${SHOP}/stores/${STORE_SLUG}`,
    `${SHOP}/stores/${shop.storeId}/product-collection/`,
    `${SHOP}/stores/${shop.storeId}/inventories?per_page=24&page=${1 + (i % 3)}`,
    `${SHOP}/stores/${shop.storeId}/inventories?q=${['leche', 'pan', 'manzana', 'queso'][i % 4]}`,
    category
      ? `${SHOP}/stores/${shop.storeId}/inventories?category_id=${category}`
      : `${SHOP}/settings/`,
    `${SHOP}/stores/${shop.storeId}/inventories/${encodeURIComponent(slug)}`,
    `/tienda/${STORE_SLUG}`,
    `/tienda/${STORE_SLUG}/product/${encodeURIComponent(slug)}`,
  ];
  const path = pages[i % pages.length] ?? pages[0] ?? '/';
  await recorder.send(target, path.startsWith('/tienda') ? 'page' : 'browse', 'GET', path);
}

/** An anonymous shopper's cart: made, changed a few times, read. Answers the changes made. */
async function anonymousCart(plan: LoadPlan, i: number): Promise<number> {
  const { shop, recorder, target } = plan;
  const created = await recorder.send(target, 'cart', 'POST', `${SHOP}/checkout/`, {
    body: { store_id: shop.storeId },
  });
  const cartId = pickString(created.body, 'cart', 'id');
  if (!cartId) return 0;
  let changes = 0;
  for (let n = 0; n < 3; n += 1) {
    const offer = shop.offers[(i * 5 + n) % shop.offers.length];
    if (!offer) break;
    const answer = await recorder.send(
      target,
      'cart',
      'POST',
      `${SHOP}/checkout/${cartId}/items/bulk`,
      {
        body: { items: [{ purchaseable_id: offer.id, qty: 1 + n }] },
      },
    );
    if (answer.status === 200) changes += 1;
  }
  await recorder.send(target, 'cart', 'GET', `${SHOP}/checkout/${cartId}`);
  return changes;
}

/** No answer or the balancer's 502: whether that was the kill, the 5xx check decides. */
const lost = (answer: Answer) => answer.status === 0 || answer.status === 502;

/**
 * A real sign-in: the code asked through the balancer, read from the Twilio stand-in, and
 * checked through the balancer (so most often by another process); a new phone registers.
 * Each comes from its own address, as shoppers do, through the proxy's X-Forwarded-For.
 */
async function signIn(plan: LoadPlan, i: number): Promise<SignIn> {
  const existing = i % 2 === 0 && i / 2 < plan.knownPhones.length;
  const phone = existing
    ? (plan.knownPhones[i / 2] ?? '')
    : `${plan.newPhonePrefix}${String(i).padStart(13 - plan.newPhonePrefix.length, '0')}`;
  const headers = { 'x-forwarded-for': `198.51.${Math.floor(i / 200)}.${i % 200}` };
  const channel = i % 3 === 0 ? 'sms' : 'whatsapp';
  const outcome = (ok: boolean | 'cut', detail: string): SignIn => ({
    phone,
    existing,
    outcome: ok === 'cut' ? 'cut' : ok ? 'signed-in' : 'failed',
    detail,
  });
  const asked = Date.now();
  const sent = await plan.recorder.send(
    plan.target,
    'sign-in',
    'POST',
    `${SHOP}/auth/send-login-code`,
    {
      headers,
      body: { phone, channel },
    },
  );
  // A cut answer may still have sent the code; a second ask within a minute is refused anyway.
  if (sent.status !== 200 && sent.status !== 202 && sent.status !== 0 && sent.status < 500) {
    return outcome(false, `send-login-code answered ${sent.status}`);
  }
  let code: string | undefined;
  for (let wait = 0; wait < 40 && !code; wait += 1) {
    const message = plan
      .messages()
      .find((m) => m.to === phone && m.at >= asked - 1000 && /\b\d{6}\b/.test(m.body));
    code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    if (!code) await sleep(100);
  }
  if (!code) {
    return outcome(
      lost(sent) ? 'cut' : false,
      `no code reached the Twilio stand-in (send answered ${sent.status})`,
    );
  }
  const login = await plan.recorder.send(plan.target, 'sign-in', 'POST', `${SHOP}/auth/login`, {
    headers,
    body: { phone, code },
  });
  if (login.status !== 200)
    return outcome(lost(login) ? 'cut' : false, `login answered ${login.status}`);
  let token = pickString(login.body, 'token');
  if (!token) {
    const registration = pickString(login.body, 'registration_token');
    if (!registration) return outcome(false, 'login answered neither a session nor a registration');
    const registered = await plan.recorder.send(
      plan.target,
      'sign-in',
      'POST',
      `${SHOP}/auth/register`,
      {
        headers,
        body: { name: `Nueva clienta ${i}`, phone, registration_token: registration },
      },
    );
    token = pickString(registered.body, 'token');
    if (!token)
      return outcome(lost(registered) ? 'cut' : false, `register answered ${registered.status}`);
  }
  const me = await plan.recorder.send(plan.target, 'sign-in', 'GET', `${SHOP}/auth/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return outcome(
    me.status === 200 || (lost(me) ? 'cut' : false),
    `GET /auth/user answered ${me.status}`,
  );
}

/**
 * The store's operator moves a placed order with the shared token: most all the way to
 * delivered, every seventh cancelled while pending (its stock, wallet part or card hold comes
 * back), some left pending.
 */
async function moveOrder(plan: LoadPlan, attempt: OrderAttempt, n: number, moves: OperatorMove[]) {
  const number = attempt.order?.number;
  if (!number) return;
  const path =
    n % 7 === 0
      ? ['cancelled']
      : n % 5 === 0
        ? []
        : ['confirmed', 'preparing', 'on_the_way', 'delivered'];
  const headers = { authorization: `Bearer ${plan.operatorToken}` };
  for (const status of path) {
    const answer = await until(
      plan,
      'operator',
      'POST',
      `/api/ops/orders/${number}/status`,
      headers,
      {
        status,
      },
    );
    moves.push({ number, status, answer: answer?.status ?? 0 });
    if (answer?.status !== 200) return;
  }
}
