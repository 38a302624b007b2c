import type { Exchange } from './client';
import type { FleetRun } from './fleet-run';
import { JOB_PERIODS_MS } from './fleet-run';

/**
 * The checks, each a list of what is wrong (empty: it holds) and a summary of what was counted,
 * written for a person reading a failed run: every line names the order, offer, user, intent,
 * period or request it is about.
 */
export interface Verdict {
  wrong: string[];
  summary: string;
}

/** A database value as text, whatever its driver made of it. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

const list = (lines: string[], max = 25) =>
  lines.length <= max ? lines : [...lines.slice(0, max), `… and ${lines.length - max} more`];

/** Every answered order exists exactly once, under its key and cart; none exists unanswered. */
export function ordersExactlyOnce(run: FleetRun): Verdict {
  const wrong: string[] = [];
  const { orders } = run.facts;
  const byKey = new Map<string, typeof orders>();
  for (const order of orders) {
    const key = `${order.user_id}|${order.idempotency_key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), order]);
  }
  const byCart = new Map<string, number>();
  for (const order of orders) byCart.set(order.cart_id, (byCart.get(order.cart_id) ?? 0) + 1);
  for (const [cart, n] of byCart) if (n > 1) wrong.push(`cart ${cart} became ${n} orders`);

  let placed = 0;
  let replays = 0;
  let doubleBothPlaced = 0;
  const known = new Set<string>();
  for (const attempt of run.load.orders) {
    const key = `${attempt.buyer}|${attempt.key}`;
    known.add(key);
    const rows = byKey.get(key) ?? [];
    const answeredIds = [
      ...new Set(
        attempt.answers.filter((a) => a.status === 200 || a.status === 201).map((a) => a.orderId),
      ),
    ];
    if (attempt.outcome === 'not-sent') {
      wrong.push(
        `order key ${attempt.key}: the cart was never ready, so no order was asked for: ${attempt.notSent ?? ''}`,
      );
      continue;
    }
    if (attempt.outcome === 'gave-up') {
      const seen = attempt.answers.map((a) => a.status).join(',');
      wrong.push(
        `order key ${attempt.key}: no final answer after ${attempt.answers.length} tries (${seen})`,
      );
      continue;
    }
    if (attempt.outcome === 'refused') {
      if (rows.length > 0) {
        wrong.push(
          `order key ${attempt.key} was refused (${attempt.answers.map((a) => `${a.status} ${a.code ?? ''}`).join(', ')}) but order ${rows.map((r) => r.id).join(',')} exists`,
        );
      }
      continue;
    }
    placed += 1;
    replays += attempt.answers.filter((a) => a.status === 200).length;
    if (
      attempt.race === 'double' &&
      attempt.answers.slice(0, 2).every((a) => a.status === 200 || a.status === 201)
    ) {
      doubleBothPlaced += 1;
    }
    if (answeredIds.length !== 1) {
      wrong.push(
        `order key ${attempt.key} was answered with ${answeredIds.length} different orders: ${answeredIds.join(', ')}`,
      );
    }
    if (rows.length !== 1) {
      wrong.push(
        `order key ${attempt.key} (answered order ${answeredIds.join(',')}) has ${rows.length} orders in the database`,
      );
    } else if (rows[0]?.id !== answeredIds[0]) {
      wrong.push(
        `order key ${attempt.key} was answered as order ${answeredIds[0]} but the database holds order ${rows[0]?.id}`,
      );
    } else if (rows[0]?.cart_id !== attempt.cartId.toLowerCase()) {
      wrong.push(
        `order ${rows[0]?.id} belongs to cart ${rows[0]?.cart_id}, its request named ${attempt.cartId}`,
      );
    }
  }
  for (const [key, rows] of byKey) {
    if (!known.has(key))
      wrong.push(
        `order ${rows.map((r) => r.id).join(',')} (key ${key}) exists but no shopper sent that key`,
      );
  }
  const minimum = 500;
  if (placed < minimum)
    wrong.push(`only ${placed} orders were placed; the scenario needs ${minimum}+`);
  const races = run.load.orders.reduce<Record<string, number>>(
    (n, a) => ({ ...n, [a.race]: (n[a.race] ?? 0) + 1 }),
    {},
  );
  return {
    wrong: list(wrong),
    summary: `${placed} orders placed (${run.load.orders.filter((a) => a.outcome === 'refused').length} refused), ${orders.length} in the database; races: ${JSON.stringify(races)}; ${replays} idempotent replays answered 200; ${doubleBothPlaced} double sends both answered with the order`,
  };
}

/** Stock = initial − units in the orders that stand (a cancelled order gave its units back). */
export function stockMatchesOrders(run: FleetRun): Verdict {
  const wrong: string[] = [];
  const cancelled = new Set(
    run.facts.orders.filter((o) => o.status === 'cancelled').map((o) => o.id),
  );
  const ordered = new Map<number, number>();
  for (const item of run.facts.items) {
    if (item.sold_by !== 'unit')
      wrong.push(`order ${item.order_id} has a ${item.sold_by} line: the load orders pieces only`);
    if (cancelled.has(item.order_id)) continue;
    ordered.set(item.inventory_id, (ordered.get(item.inventory_id) ?? 0) + item.qty);
  }
  // What the shoppers were told, for the orders that stand: the same units.
  const told = new Map<number, number>();
  const standing = new Set(
    run.facts.orders.filter((o) => o.status !== 'cancelled').map((o) => o.id),
  );
  for (const attempt of run.load.orders) {
    if (!attempt.order || !standing.has(attempt.order.id)) continue;
    for (const [offer, qty] of attempt.order.units) told.set(offer, (told.get(offer) ?? 0) + qty);
  }
  let units = 0;
  for (const [offer, before] of run.stockBefore) {
    const after = run.facts.stockAfter.get(offer);
    const taken = ordered.get(offer) ?? 0;
    units += taken;
    if (after === undefined) wrong.push(`offer ${offer} vanished`);
    else if (after !== before - taken) {
      wrong.push(
        `offer ${offer}: stock ${after}, expected ${before} − ${taken} ordered = ${before - taken}`,
      );
    }
    if (after !== undefined && after < 0) wrong.push(`offer ${offer}: stock below zero (${after})`);
    if ((told.get(offer) ?? 0) !== taken) {
      wrong.push(
        `offer ${offer}: the answered orders hold ${told.get(offer) ?? 0} units, the database's order lines ${taken}`,
      );
    }
  }
  const scarce = run.stockBefore.get(run.shop.scarce.id) ?? 0;
  return {
    wrong: list(wrong),
    summary: `${run.stockBefore.size} offers checked, ${units} units in standing orders (${cancelled.size} orders cancelled gave theirs back); the scarce offer went from ${scarce} to ${run.facts.stockAfter.get(run.shop.scarce.id)}`,
  };
}

/** The wallet ledger never dips below zero, read entry by entry, for anyone. */
export function walletsNeverNegative(run: FleetRun): Verdict {
  const wrong: string[] = [];
  const balance = new Map<number, number>();
  for (const entry of run.facts.wallet) {
    const next = (balance.get(entry.user_id) ?? 0) + entry.amount_cents;
    balance.set(entry.user_id, next);
    if (next < 0)
      wrong.push(
        `user ${entry.user_id}'s wallet went to ${next} cents at entry ${entry.id} (${entry.kind}, order ${entry.order_id})`,
      );
  }
  const walletOrders = run.load.orders.filter((a) => a.payment === 'wallet');
  const placed = walletOrders.filter((a) => a.outcome === 'placed').length;
  const refused = walletOrders.filter((a) => a.outcome === 'refused').length;
  if (placed === 0) wrong.push('no wallet order was placed: the wallet path was not exercised');
  return {
    wrong: list(wrong),
    summary: `${run.mentors.length} mentors tried ${walletOrders.length} wallet orders: ${placed} placed, ${refused} refused; lowest balance ${Math.min(...[...balance.values()])} cents`,
  };
}

/** No card charged twice: per intent, per order and per order key, at the Stripe stand-in. */
export function noCardCapturedTwice(run: FleetRun): Verdict {
  const wrong: string[] = [];
  const intents = [...run.intents.values()];
  for (const intent of intents) {
    if (intent.charges.length > 1)
      wrong.push(`intent ${intent.id} was charged ${intent.charges.length} times`);
    if (intent.refusedCaptures > 0) {
      wrong.push(
        `intent ${intent.id} was asked to capture again ${intent.refusedCaptures} time(s) under a new key after it was captured or cancelled`,
      );
    }
    if (intent.refunds > 1) wrong.push(`intent ${intent.id} was refunded ${intent.refunds} times`);
  }
  const paymentsByOrder = new Map<number, typeof run.facts.payments>();
  for (const p of run.facts.payments)
    paymentsByOrder.set(p.order_id, [...(paymentsByOrder.get(p.order_id) ?? []), p]);
  const referenced = new Set(run.facts.payments.map((p) => p.reference).filter(Boolean));
  let cardOrders = 0;
  for (const order of run.facts.orders) {
    if (order.payment_method !== 'card') continue;
    cardOrders += 1;
    const charges = (paymentsByOrder.get(order.id) ?? []).filter((p) => p.kind === 'charge');
    const paid = charges.filter((p) => p.status === 'paid' || p.status === 'refunded');
    if (paid.length > 1) wrong.push(`order ${order.id} has ${paid.length} card charges paid`);
    const captured = charges
      .map((p) => run.intents.get(p.reference ?? ''))
      .filter((i) => i && i.charges.length > 0);
    if (captured.length > 1)
      wrong.push(`order ${order.id} has ${captured.length} captured intents`);
    if (captured.length === 0 && order.status !== 'cancelled') {
      wrong.push(`card order ${order.id} (${order.status}) was never captured at the provider`);
    }
  }
  for (const intent of intents) {
    if (intent.charges.length > 0 && !referenced.has(intent.id)) {
      wrong.push(
        `intent ${intent.id} (key ${intent.key}) was captured but no order's payment names it: money taken without an order`,
      );
    }
  }
  // Two intents captured for one order key: the same checkout charged twice.
  const holdKey = new Map(
    run.facts.holds.filter((h) => h.reference).map((h) => [h.reference ?? '', h.order_key]),
  );
  const capturedPerKey = new Map<string, number>();
  for (const intent of intents) {
    const key = holdKey.get(intent.id);
    if (key && intent.charges.length > 0)
      capturedPerKey.set(key, (capturedPerKey.get(key) ?? 0) + 1);
  }
  for (const [key, n] of capturedPerKey)
    if (n > 1) wrong.push(`order key ${key}: ${n} intents captured`);
  const dangling = intents.filter((i) => i.status === 'requires_capture').length;
  return {
    wrong: list(wrong),
    summary: `${cardOrders} card orders, ${intents.length} intents at the stand-in (${intents.filter((i) => i.charges.length > 0).length} captured, ${intents.filter((i) => i.status === 'canceled').length} cancelled, ${dangling} holds still open — the sweep releases those after 2 minutes, beyond this run)`,
  };
}

/** Each limit refused exactly past its number, whichever process each request reached. */
export function limitsFleetWide(run: FleetRun): Verdict {
  const wrong: string[] = [];
  const lines: string[] = [];
  for (const c of [run.limits.resend, run.limits.ipCodes, run.limits.userWrites]) {
    const allowed = c.answers.filter((a) => a.status !== 429 && a.status !== 0 && a.status < 500);
    const refused = c.answers.filter((a) => a.status === 429);
    const broken = c.answers.filter((a) => a.status === 0 || a.status >= 500);
    const vias = new Set(c.answers.map((a) => a.via));
    lines.push(
      `${c.name}: limit ${c.limit}, ${allowed.length} allowed and ${refused.length} refused over ${vias.size} processes`,
    );
    if (allowed.length !== c.limit) {
      wrong.push(
        `${c.name}: ${allowed.length} allowed, the limit is ${c.limit} (answers in order: ${c.answers.map((a) => `${a.via}:${a.status}`).join(' ')})`,
      );
    }
    if (broken.length > 0) wrong.push(`${c.name}: ${broken.length} requests got no proper answer`);
    // The cluster module's one port can't be aimed at a worker: its primary spreads them.
    if (vias.size < 3 && run.balancer.kind !== 'cluster') {
      wrong.push(`${c.name}: only ${vias.size} processes were asked`);
    }
    if (c.codesDelivered !== undefined && c.codesDelivered !== allowed.length) {
      wrong.push(
        `${c.name}: ${c.codesDelivered} codes reached the Twilio stand-in for ${allowed.length} allowed requests`,
      );
    }
  }
  return { wrong, summary: lines.join('; ') };
}

/** Real sign-ins through the balancer: codes read back from the stand-in, checked by any process. */
export function signInsAcrossProcesses(run: FleetRun): Verdict {
  const failed = run.load.signIns.filter((s) => s.outcome === 'failed');
  const wrong = failed.map(
    (s) => `${s.phone} (${s.existing ? 'existing account' : 'new phone'}): ${s.detail}`,
  );
  const ok = run.load.signIns.filter((s) => s.outcome === 'signed-in');
  if (ok.length < 10)
    wrong.push(`only ${ok.length} sign-ins succeeded; the load makes at least 10`);
  return {
    wrong: list(wrong),
    summary: `${ok.length} sign-ins (${ok.filter((s) => !s.existing).length} of new phones, which registered), ${run.load.signIns.filter((s) => s.outcome === 'cut').length} lost an answer (a 502 or none: the 5xx check says whether the kill explains it)`,
  };
}

const KILL_NOTICED_WITHIN_MS = 1000;

/** How a request ended that the checks must explain: a 5xx, or no answer it didn't choose. */
export function classifyFailures(run: FleetRun): { cut: Exchange[]; unexplained: Exchange[] } {
  const { killed } = run.chaos;
  const cut: Exchange[] = [];
  const unexplained: Exchange[] = [];
  for (const exchange of run.exchanges) {
    const failed = exchange.status >= 500 || (exchange.status === 0 && !exchange.cutOnPurpose);
    if (!failed) continue;
    // In flight when the process died: sent before the kill, ended after it. Only the
    // balancer's 502 (its upstream vanished) or a lost connection counts; an app's 5xx never does.
    // A request sent just after the kill may still go to the dead process's pooled connection
    // before the balancer has noticed (one failure marks it down): counted as cut too.
    const inFlight =
      exchange.started <= killed.at + KILL_NOTICED_WITHIN_MS && exchange.ended >= killed.at - 20;
    const gatewayLike = exchange.status === 502 || exchange.status === 0;
    if (inFlight && gatewayLike && exchange.via === 'balancer') cut.push(exchange);
    else unexplained.push(exchange);
  }
  return { cut, unexplained };
}

export function describeExchange(e: Exchange, origin: number): string {
  return `${e.method} ${e.path} [${e.kind}] via ${e.via}: ${e.status || 'no answer'} at +${((e.started - origin) / 1000).toFixed(2)}s–+${((e.ended - origin) / 1000).toFixed(2)}s${e.error ? ` (${e.error})` : ''}`;
}

/** Job names as the background work records them, matched loosely to the two repeating jobs. */
const REPEATING_JOBS = [
  { label: 'cart purge', match: /^cart-purge$/, periodMs: JOB_PERIODS_MS.CART_PURGE_EVERY_MS },
  {
    label: 'card-hold sweep',
    match: /^card-hold-sweep$/,
    periodMs: JOB_PERIODS_MS.CARD_HOLD_SWEEP_EVERY_MS,
  },
] as const;

function epochMs(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (value instanceof Date) return value.getTime();
  return Date.parse(String(value));
}

/**
 * Each repeating job ran once per period across the fleet: one `job_runs` row per period (the
 * table's unique key makes two impossible; the check is that none is missing), each finished,
 * except a run claimed by the process that was SIGKILLed, in the period of the kill.
 */
export function jobsOncePerPeriod(run: FleetRun): Verdict {
  const rows = run.facts.jobRuns;
  if (rows === null) {
    return {
      wrong: [
        'the database has no job_runs table: the background work on a queue (name, period_start, started_at, finished_at, outcome, process; unique per name and period) is not in this build',
      ],
      summary: 'job_runs missing',
    };
  }
  const wrong: string[] = [];
  const lines: string[] = [];
  const { start, end } = run.loadWindow;
  const killedPid = String(run.chaos.killed.pid);
  for (const job of REPEATING_JOBS) {
    const mine = rows.filter((r) => job.match.test(text(r.name)));
    const names = [...new Set(mine.map((r) => text(r.name)))];
    if (names.length !== 1) {
      wrong.push(
        `${job.label}: expected one job name in job_runs matching ${job.match}, found ${JSON.stringify(names)} (all names: ${JSON.stringify([...new Set(rows.map((r) => r.name))])})`,
      );
      continue;
    }
    const periods = mine
      .map((r): Record<string, unknown> & { at: number } => ({ ...r, at: epochMs(r.period_start) }))
      .sort((a, b) => a.at - b.at);
    const inWindow = periods.filter((p) => p.at >= start && p.at + job.periodMs <= end);
    const expected = Math.floor((end - start) / job.periodMs) - 1;
    const seen = new Set<number>();
    for (const p of periods) {
      if (seen.has(p.at))
        wrong.push(`${job.label}: period ${new Date(p.at).toISOString()} ran twice`);
      seen.add(p.at);
    }
    let skippedAtKill = 0;
    for (let i = 1; i < inWindow.length; i += 1) {
      const from = inWindow[i - 1]?.at ?? 0;
      const to = inWindow[i]?.at ?? 0;
      const missing = Math.round((to - from) / job.periodMs) - 1;
      if (missing <= 0) continue;
      // The one period the kill may take with it (its run, or the job's turn, was in the dead
      // process): allowed once, and said. More than one is the chain not recovering.
      const atKill = from <= run.chaos.killed.at && run.chaos.killed.at < to;
      if (atKill && missing === 1) {
        skippedAtKill += 1;
        continue;
      }
      wrong.push(
        `${job.label}: no run between ${new Date(from).toISOString()} and ${new Date(to).toISOString()} (${missing} period(s) missing${atKill ? `; the SIGKILL was at ${new Date(run.chaos.killed.at).toISOString()}, ${run.chaos.killed.name} came back at ${new Date(run.chaos.killed.restartedAt).toISOString()}` : ''})`,
      );
    }
    if (inWindow.length + skippedAtKill < expected) {
      wrong.push(
        `${job.label}: ${inWindow.length} runs in a window of ${expected}+ whole periods of ${job.periodMs} ms`,
      );
    }
    let killedRuns = 0;
    for (const p of inWindow) {
      const finished = p.finished_at !== null && p.finished_at !== undefined;
      const byKilled = text(p.process ?? '').endsWith(`:${killedPid}`);
      const nearKill = Math.abs(p.at - run.chaos.killed.at) <= 2 * job.periodMs;
      if (!finished && byKilled && nearKill) {
        killedRuns += 1;
        continue;
      }
      if (!finished)
        wrong.push(
          `${job.label}: the run of ${new Date(p.at).toISOString()} (${text(p.process)}) never finished`,
        );
      else if (
        p.outcome !== undefined &&
        !/^(ok|done|ran|success|succeeded|completed)$/i.test(text(p.outcome))
      ) {
        wrong.push(
          `${job.label}: the run of ${new Date(p.at).toISOString()} ended "${text(p.outcome)}" (${text(p.detail ?? '')})`,
        );
      }
    }
    const processes = new Set(inWindow.map((p) => text(p.process)));
    lines.push(
      `${job.label} (${names[0]}): ${inWindow.length} runs in the window, by ${processes.size} processes, ${killedRuns} left unfinished by the kill, ${skippedAtKill} period skipped at the kill`,
    );
  }
  return { wrong: list(wrong), summary: lines.join('; ') };
}

const CODE_MESSAGE = /Tu código de Canasta es \d{6}/;

/**
 * Every order notification (each is queued for WhatsApp/SMS when its order changes) reached the
 * Twilio stand-in exactly once, as `title\nbody` to its user's phone, and is marked delivered;
 * no notice message matches no row. A second copy is allowed only when the two straddle the
 * SIGKILL, the first received before it or within KILL_NOTICED_WITHIN_MS after (the dead process
 * sent the first and died before recording it; another took the stale
 * claim): at-least-once is all a provider without idempotency keys allows, and those are listed.
 */
export function notificationsDeliveredOnce(run: FleetRun): Verdict {
  const { notifications, notificationColumns, users } = run.facts;
  if (!notificationColumns.includes('delivery_status')) {
    return {
      wrong: [
        `the notifications table has no delivery_status (columns: ${notificationColumns.join(', ')}): order notices are not sent through the queue in this build`,
      ],
      summary: 'no outbox',
    };
  }
  const wrong: string[] = [];
  const cutByKill: string[] = [];
  const notices = run.messages.filter((m) => !CODE_MESSAGE.test(m.body));
  const byText = new Map<string, number[]>();
  notices.forEach((m, i) => {
    const key = `${m.to}|${m.body}`;
    byText.set(key, [...(byText.get(key) ?? []), i]);
  });
  const claimed = new Set<number>();
  let delivered = 0;
  const states: Record<string, number> = {};
  for (const n of notifications) {
    const state = text(n.delivery_status);
    states[state] = (states[state] ?? 0) + 1;
    const phone = users.get(Number(n.user_id));
    const title = text(n.title ?? '');
    const matches = byText.get(`${phone}|${title}\n${text(n.body ?? '')}`) ?? [];
    for (const i of matches) claimed.add(i);
    if (state !== 'delivered')
      wrong.push(
        `notification ${text(n.id)} ("${title}") is ${state}${n.delivery_error ? ` (${text(n.delivery_error)})` : ''}`,
      );
    if (matches.length === 1) delivered += 1;
    else if (matches.length === 0)
      wrong.push(`notification ${text(n.id)} ("${title}") never reached ${phone}`);
    else {
      const first = notices[matches[0] ?? 0]?.at ?? 0;
      const second = notices[matches[1] ?? 0]?.at ?? 0;
      const killAt = run.chaos.killed.at;
      const at = (t: number) => `${((t - killAt) / 1000).toFixed(2)} s`;
      // What the dead process wrote just before the kill reaches the stand-in a moment after it
      // on a busy machine (seen: 40–80 ms): the same grace as for requests cut by the kill.
      if (matches.length === 2 && first <= killAt + KILL_NOTICED_WITHIN_MS && second > killAt) {
        cutByKill.push(
          `notification ${text(n.id)} sent twice: at ${at(first)} and ${at(second)} from the SIGKILL`,
        );
      } else {
        wrong.push(
          `notification ${text(n.id)} ("${title}") reached ${phone} ${matches.length} times, at ${matches.map((i) => at(notices[i]?.at ?? 0)).join(', ')} from the SIGKILL`,
        );
      }
    }
  }
  const orphans = notices.filter((_, i) => !claimed.has(i));
  for (const m of orphans.slice(0, 10))
    wrong.push(`a notice to ${m.to} matches no notification: "${m.body.slice(0, 80)}"`);
  if (notifications.length === 0)
    wrong.push(
      'no notification was written: the load placed and moved orders, so there should be many',
    );
  if (cutByKill.length > 0)
    console.log(`[fleet] notices resent after the kill:\n  ${cutByKill.join('\n  ')}`);
  return {
    wrong: list(wrong),
    summary: `${notifications.length} notifications (${JSON.stringify(states)}), ${notices.length} notice messages at the Twilio stand-in, ${delivered} notifications delivered exactly once, ${cutByKill.length} twice because of the kill, ${orphans.length} messages matching none`,
  };
}
