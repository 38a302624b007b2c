import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  status: string;
  amount: number;
  /** What the capture took: all of `amount`, or the `amount_to_capture` asked for. */
  captured: number | null;
  refunded: boolean;
  card: { brand: string; last4: string };
}

/**
 * A local server speaking the part of Stripe's API the adapter uses (form-encoded requests,
 * bearer secret key, Idempotency-Key, JSON answers and card_error 402s), with Stripe's test
 * PaymentMethod ids deciding the outcome.
 */
export async function startFakeStripe(
  secretKey: string,
  /** How long a capture takes to answer (it is applied at once, as Stripe's would be). */
  { captureDelayMs = 0 }: { captureDelayMs?: number } = {},
) {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; form: URLSearchParams; key: string | null }[] =
    [];
  let sequence = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.local');
      const form = new URLSearchParams(raw);
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, form, key });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
        return;
      }
      if (key && byKey.has(key)) {
        const replay = byKey.get(key);
        send(replay?.status ?? 500, replay?.body);
        return;
      }
      const answer = route(req.method ?? 'GET', url.pathname, form);
      if (key) byKey.set(key, answer);
      if (captureDelayMs > 0 && url.pathname.endsWith('/capture')) {
        setTimeout(() => send(answer.status, answer.body), captureDelayMs);
      } else {
        send(answer.status, answer.body);
      }
    });
  });

  function view(intent: Intent) {
    return {
      id: intent.id,
      object: 'payment_intent',
      status: intent.status,
      amount: intent.amount,
      amount_received: intent.captured ?? 0,
      latest_charge: {
        refunded: intent.refunded,
        payment_method_details: { card: intent.card },
      },
    };
  }

  function route(method: string, path: string, form: URLSearchParams) {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      if (form.get('currency') !== 'mxn' || form.get('capture_method') !== 'manual') {
        return { status: 400, body: { error: { type: 'invalid_request_error' } } };
      }
      if (pm === 'pm_card_chargeDeclined' || pm === 'pm_card_chargeDeclinedInsufficientFunds') {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code:
                pm === 'pm_card_chargeDeclined' ? 'generic_decline' : 'insufficient_funds',
            },
          },
        };
      }
      sequence += 1;
      const intent: Intent = {
        id: `pi_fake_${String(sequence)}`,
        status: pm === 'pm_card_threeDSecure2Required' ? 'requires_action' : 'requires_capture',
        amount: Number(form.get('amount')),
        captured: null,
        refunded: false,
        card: { brand: 'visa', last4: '4242' },
      };
      intents.set(intent.id, intent);
      return { status: 200, body: view(intent) };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? intents.get(match[1] ?? '') : undefined;
    if (match && intent) {
      if (method === 'GET') return { status: 200, body: view(intent) };
      if (match[2] === 'capture') {
        const asked = form.get('amount_to_capture');
        const amount = asked === null ? intent.amount : Number(asked);
        if (amount > intent.amount) {
          return { status: 400, body: { error: { type: 'invalid_request_error' } } };
        }
        intent.status = 'succeeded';
        intent.captured = amount;
      }
      if (match[2] === 'cancel') intent.status = 'canceled';
      return { status: 200, body: view(intent) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refunded = intents.get(form.get('payment_intent') ?? '');
      if (!refunded) return { status: 404, body: { error: { type: 'invalid_request_error' } } };
      refunded.refunded = true;
      return { status: 200, body: { id: `re_fake_${refunded.id}`, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    intents,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
