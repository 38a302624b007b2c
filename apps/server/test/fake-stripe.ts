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
  /** OXXO and SPEI (decision 060): what the intent pays with, and what arrived on it. */
  method?: 'oxxo' | 'spei';
  customer?: string;
  voucher?: string;
  clabe?: string;
  received?: number;
  expiresAfter?: number;
}

interface Customer {
  id: string;
  /** What arrived on the customer's CLABE and no intent took (over the amount, or late). */
  cashBalance: number;
  refunds: number[];
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
  const customers = new Map<string, Customer>();
  const refunds: {
    id: string;
    paymentIntent: string | null;
    customer: string | null;
    amount: number;
  }[] = [];
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
    if (intent.method) return deferredView(intent);
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

  /** An OXXO or bank-transfer intent as Stripe shows it: its voucher or transfer instructions. */
  function deferredView(intent: Intent) {
    const waiting = intent.status === 'requires_action';
    const nextAction = !waiting
      ? null
      : intent.method === 'oxxo'
        ? {
            type: 'oxxo_display_details',
            oxxo_display_details: {
              number: intent.voucher,
              expires_after: intent.expiresAfter,
              hosted_voucher_url: `https://payments.stripe.com/oxxo/voucher/${intent.id}`,
            },
          }
        : {
            type: 'display_bank_transfer_instructions',
            display_bank_transfer_instructions: {
              amount_remaining: intent.amount - (intent.received ?? 0),
              currency: 'mxn',
              reference: `REF${intent.id.slice(-6).toUpperCase()}`,
              type: 'mx_bank_transfer',
              financial_addresses: [
                {
                  type: 'spei',
                  supported_networks: ['spei'],
                  spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: intent.clabe },
                },
              ],
            },
          };
    return {
      id: intent.id,
      object: 'payment_intent',
      status: intent.status,
      amount: intent.amount,
      amount_received: intent.status === 'succeeded' ? intent.amount : 0,
      customer: intent.customer ?? null,
      payment_method_types: [intent.method === 'oxxo' ? 'oxxo' : 'customer_balance'],
      next_action: nextAction,
    };
  }

  /** OXXO and bank-transfer intents, confirmed at once: they wait for the payer (`requires_action`). */
  function createDeferred(form: URLSearchParams) {
    const type = form.get('payment_method_types[]');
    if (form.get('currency') !== 'mxn' || form.get('confirm') !== 'true') {
      return { status: 400, body: { error: { type: 'invalid_request_error' } } };
    }
    sequence += 1;
    const id = `pi_fake_${String(sequence)}`;
    if (type === 'oxxo') {
      if (!form.get('payment_method_data[billing_details][email]')) {
        return { status: 400, body: { error: { type: 'invalid_request_error', param: 'email' } } };
      }
      const days = Number(form.get('payment_method_options[oxxo][expires_after_days]') ?? '3');
      const intent: Intent = {
        id,
        status: 'requires_action',
        amount: Number(form.get('amount')),
        captured: null,
        refunded: false,
        card: { brand: '', last4: '' },
        method: 'oxxo',
        voucher: `1234567890${String(sequence).padStart(8, '0')}`,
        expiresAfter: Math.floor(Date.now() / 1000) + days * 86_400,
      };
      intents.set(id, intent);
      return { status: 200, body: view(intent) };
    }
    const customer = customers.get(form.get('customer') ?? '');
    if (
      !customer ||
      form.get('payment_method_options[customer_balance][bank_transfer][type]') !==
        'mx_bank_transfer'
    ) {
      return { status: 400, body: { error: { type: 'invalid_request_error' } } };
    }
    const intent: Intent = {
      id,
      status: 'requires_action',
      amount: Number(form.get('amount')),
      captured: null,
      refunded: false,
      card: { brand: '', last4: '' },
      method: 'spei',
      customer: customer.id,
      clabe: `002180${String(sequence).padStart(12, '0')}`,
      received: 0,
    };
    intents.set(id, intent);
    return { status: 200, body: view(intent) };
  }

  function route(method: string, path: string, form: URLSearchParams) {
    if (method === 'POST' && path === '/v1/customers') {
      sequence += 1;
      const customer = { id: `cus_fake_${String(sequence)}`, cashBalance: 0, refunds: [] };
      customers.set(customer.id, customer);
      return { status: 200, body: { id: customer.id, object: 'customer' } };
    }
    const balance = /^\/v1\/customers\/([^/]+)\/cash_balance$/.exec(path);
    if (method === 'GET' && balance) {
      const customer = customers.get(balance[1] ?? '');
      if (!customer) return { status: 404, body: { error: { type: 'invalid_request_error' } } };
      return {
        status: 200,
        body: { object: 'cash_balance', available: { mxn: customer.cashBalance } },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents' && !form.get('payment_method')) {
      return createDeferred(form);
    }
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
    if (method === 'POST' && path === '/v1/refunds' && form.get('origin') === 'customer_balance') {
      const customer = customers.get(form.get('customer') ?? '');
      const amount = Number(form.get('amount'));
      if (!customer || amount > customer.cashBalance) {
        return { status: 400, body: { error: { type: 'invalid_request_error' } } };
      }
      customer.cashBalance -= amount;
      customer.refunds.push(amount);
      sequence += 1;
      const id = `re_fake_balance_${String(sequence)}`;
      refunds.push({ id, paymentIntent: null, customer: customer.id, amount });
      return { status: 200, body: { id, status: 'pending' } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const refunded = intents.get(form.get('payment_intent') ?? '');
      if (!refunded) return { status: 404, body: { error: { type: 'invalid_request_error' } } };
      refunded.refunded = true;
      refunds.push({
        id: `re_fake_${refunded.id}`,
        paymentIntent: refunded.id,
        customer: null,
        amount: Number(form.get('amount') ?? refunded.amount),
      });
      return { status: 200, body: { id: `re_fake_${refunded.id}`, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    intents,
    customers,
    refunds,
    requests,
    /** The OXXO cashier takes the voucher's cash: the intent succeeds. */
    payOxxo(id: string) {
      const intent = intents.get(id);
      if (intent?.method !== 'oxxo' || intent.status !== 'requires_action') return false;
      intent.status = 'succeeded';
      return true;
    },
    /** The voucher's deadline passes unpaid: Stripe asks for a payment method again. */
    expireOxxo(id: string) {
      const intent = intents.get(id);
      if (intent?.method !== 'oxxo' || intent.status !== 'requires_action') return false;
      intent.status = 'requires_payment_method';
      return true;
    },
    /**
     * A SPEI transfer of `amount` to the intent's CLABE: Stripe applies it to the intent up to what
     * remains, and keeps the rest (or all of it, once the intent is over) in the cash balance.
     */
    transfer(id: string, amount: number) {
      const intent = intents.get(id);
      const customer = customers.get(intent?.customer ?? '');
      if (!intent || !customer) return false;
      const remaining =
        intent.status === 'requires_action' ? intent.amount - (intent.received ?? 0) : 0;
      const applied = Math.min(remaining, amount);
      intent.received = (intent.received ?? 0) + applied;
      customer.cashBalance += amount - applied;
      if (intent.status === 'requires_action' && intent.received >= intent.amount) {
        intent.status = 'succeeded';
      }
      return true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
