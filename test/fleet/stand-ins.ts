import http from 'node:http';

/**
 * Loopback stand-ins for the two providers the fleet talks to, shared by every process: what
 * each received is the fleet-wide truth the checks count (codes and notices sent, cards held
 * and captured), which no single process's memory can tell.
 */

export interface SentMessage {
  /** E.164, without the `whatsapp:` prefix. */
  to: string;
  channel: 'whatsapp' | 'sms';
  body: string;
  at: number;
}

/**
 * Twilio's Messages API as `twilio-sender.ts` calls it: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json`, form encoded `To`, `From`, `Body`, basic auth.
 * Records every message and answers 201 with a message sid.
 */
export async function startTwilioStandIn(
  port: number,
  accountSid: string,
  authToken: string,
): Promise<{ messages: SentMessage[]; refused: number; close(): Promise<void> }> {
  const state = { messages: [] as SentMessage[], refused: 0 };
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const pathOk = req.url === `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      if (req.method !== 'POST' || !pathOk || req.headers.authorization !== expected) {
        state.refused += 1;
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":20003}');
        return;
      }
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      state.messages.push({
        to: to.replace(/^whatsapp:/, ''),
        channel: to.startsWith('whatsapp:') ? 'whatsapp' : 'sms',
        body: form.get('Body') ?? '',
        at: Date.now(),
      });
      const sid = `SM${String(state.messages.length).padStart(32, '0')}`;
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid }));
    });
  });
  await listen(server, port);
  return {
    get messages() {
      return state.messages;
    },
    get refused() {
      return state.refused;
    },
    close: () => close(server),
  };
}

export interface Intent {
  id: string;
  /** The Idempotency-Key it was created under (the server's hold key). */
  key: string | null;
  amount: number;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  /** Capture requests that charged the card (at most one can: a second is refused). */
  charges: number[];
  /** Capture requests refused because the intent was already captured or cancelled. */
  refusedCaptures: number;
  refunds: number;
}

/**
 * The part of Stripe's PaymentIntents API the server's adapter uses, remembering Idempotency-Keys
 * for the whole run as Stripe does for 24 hours, and refusing to capture an intent twice (with a
 * fresh key) as Stripe does — and counting it, since that would be a second charge attempt.
 */
export async function startStripeStandIn(
  port: number,
  secretKey: string,
): Promise<{ intents: Map<string, Intent>; close(): Promise<void> }> {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  let sequence = 0;

  const view = (intent: Intent) => ({
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    amount_received: intent.charges[0] ?? 0,
    latest_charge: {
      refunded: intent.refunds > 0,
      payment_method_details: { card: { brand: 'visa', last4: '4242' } },
    },
  });
  const invalid = (status: number, code: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', code } },
  });

  function route(method: string, path: string, form: URLSearchParams, key: string | null) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (form.get('currency') !== 'mxn' || form.get('capture_method') !== 'manual') {
        return invalid(400, 'parameter_invalid');
      }
      if (form.get('payment_method') === 'pm_card_chargeDeclined') {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic' } },
        };
      }
      sequence += 1;
      const intent: Intent = {
        id: `pi_fleet_${String(sequence)}`,
        key,
        amount: Number(form.get('amount')),
        status: 'requires_capture',
        charges: [],
        refusedCaptures: 0,
        refunds: 0,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: view(intent) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return invalid(400, 'charge_not_captured');
      intent.refunds += 1;
      return { status: 200, body: { id: `re_${intent.id}_${intent.refunds}` } };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1] ?? '') : undefined;
    if (!match || !intent) return invalid(404, 'resource_missing');
    if (method === 'GET') return { status: 200, body: view(intent) };
    if (match[2] === 'capture') {
      if (intent.status !== 'requires_capture') {
        intent.refusedCaptures += 1;
        return invalid(400, 'payment_intent_unexpected_state');
      }
      const asked = form.get('amount_to_capture');
      const amount = asked === null ? intent.amount : Number(asked);
      if (amount > intent.amount) return invalid(400, 'amount_too_large');
      intent.status = 'succeeded';
      intent.charges.push(amount);
      return { status: 200, body: view(intent) };
    }
    if (match[2] === 'cancel') {
      if (intent.status === 'succeeded') return invalid(400, 'payment_intent_unexpected_state');
      intent.status = 'canceled';
      return { status: 200, body: view(intent) };
    }
    return invalid(404, 'resource_missing');
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        return;
      }
      const url = new URL(req.url ?? '/', 'http://stripe.invalid');
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const remembered = key === null ? undefined : byKey.get(key);
      if (remembered) {
        send(remembered.status, remembered.body);
        return;
      }
      const answer = route(req.method ?? 'GET', url.pathname, new URLSearchParams(raw), key);
      if (key !== null && req.method === 'POST') byKey.set(key, answer);
      send(answer.status, answer.body);
    });
  });
  await listen(server, port);
  return { intents, close: () => close(server) };
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
