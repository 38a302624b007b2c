import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type {
  DeferredInstructions,
  DeferredPaymentInput,
  DeferredPaymentProvider,
  DeferredStatus,
} from './deferred-provider';
import * as repo from './sandbox-deferred.repository';

/** The sandbox's bank for SPEI: STP's code (646) and a Mexico City branch (180). */
const SANDBOX_BANK = { name: 'STP (sandbox)', code: '646', branch: '180' };

/** A CLABE's control digit: weights 3, 7, 1 over the first 17 digits (Banxico's rule). */
export function clabeCheckDigit(first17: string): string {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < first17.length; i += 1) {
    sum += (Number(first17[i]) * (weights[i % 3] ?? 1)) % 10;
  }
  return String((10 - (sum % 10)) % 10);
}

function randomDigits(count: number): string {
  let digits = '';
  for (let i = 0; i < count; i += 1) digits += String(randomInt(10));
  return digits;
}

/**
 * The stand-in for OXXO and SPEI outside production (decision 060): it issues a voucher number
 * (OXXO) or a CLABE and a reference (SPEI), keeps them in `sandbox_deferred_payments`, and is
 * told by the sandbox's own routes to pay or expire them, the way a cashier or a bank would.
 * A payment made on a voucher that already expired or was cancelled is still received, as a
 * late transfer or a cashier's race with the deadline would be: the shop must give it back.
 */
export class SandboxDeferredProvider implements DeferredPaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly refunds = new Map<string, string>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async create(input: DeferredPaymentInput): Promise<DeferredInstructions> {
    const earlier = await repo.findByKey(this.db, input.idempotencyKey);
    if (!earlier) {
      const now = this.clock().toISOString();
      const reference =
        input.method === 'oxxo'
          ? `93${randomDigits(16)}`
          : `CAN${randomBytes(5).toString('hex').toUpperCase()}`;
      const first17 = `${SANDBOX_BANK.code}${SANDBOX_BANK.branch}${randomDigits(11)}`;
      await repo.insertPayment(this.db, {
        reference,
        method: input.method,
        idempotency_key: input.idempotencyKey,
        amount_cents: input.amountCents,
        currency: input.currency,
        clabe: input.method === 'spei' ? `${first17}${clabeCheckDigit(first17)}` : null,
        status: 'awaiting',
        expires_at: input.expiresAt.toISOString(),
        created_at: now,
        updated_at: now,
      });
    }
    const row = await repo.findByKey(this.db, input.idempotencyKey);
    if (!row) throw new Error('sandbox deferred payment not written');
    const expiresAt = new Date(row.expires_at);
    if (row.method === 'oxxo') {
      return {
        method: 'oxxo',
        reference: row.reference,
        voucher: { number: row.reference, hostedUrl: null },
        expiresAt,
      };
    }
    return {
      method: 'spei',
      reference: row.reference,
      transfer: { clabe: row.clabe ?? '', bank: SANDBOX_BANK.name, reference: row.reference },
      expiresAt,
    };
  }

  async cancel(reference: string): Promise<void> {
    const row = await repo.findByReference(this.db, reference);
    if (row?.status !== 'awaiting') return;
    await repo.updatePayment(this.db, reference, {
      status: 'canceled',
      updated_at: this.clock().toISOString(),
    });
  }

  async refund(
    reference: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ reference: string }> {
    const earlier = this.refunds.get(idempotencyKey);
    if (earlier) return { reference: earlier };
    const row = await repo.findByReference(this.db, reference);
    if (!row) throw new Error(`sandbox: no payment ${reference}`);
    if (row.refunded_cents + amountCents > row.received_cents) {
      throw new Error('sandbox: refund above what was received');
    }
    await repo.addRefunded(this.db, reference, amountCents, this.clock().toISOString());
    const refund = `re_sandbox_${randomBytes(12).toString('hex')}`;
    this.refunds.set(idempotencyKey, refund);
    return { reference: refund };
  }

  async retrieve(reference: string): Promise<DeferredStatus> {
    const row = await repo.findByReference(this.db, reference);
    if (!row) return { status: 'canceled', receivedCents: 0 };
    return { status: row.status, receivedCents: row.received_cents };
  }

  /**
   * The sandbox's cashier or bank: `amountCents` arrives on the voucher or reference (all that is
   * still owed when not given). Answers the event type a provider would send, or null when the
   * reference is not one of the sandbox's.
   */
  async pay(
    reference: string,
    amountCents?: number,
  ): Promise<'payment.paid' | 'payment.partially_paid' | null> {
    const row = await repo.findByReference(this.db, reference);
    if (!row) return null;
    const amount = amountCents ?? Math.max(row.amount_cents - row.received_cents, 1);
    const now = this.clock().toISOString();
    await repo.addReceived(this.db, reference, amount, now);
    const received = row.received_cents + amount;
    if (row.status === 'awaiting' && received >= row.amount_cents) {
      await repo.updatePayment(this.db, reference, { status: 'paid', updated_at: now });
    }
    return received >= row.amount_cents ? 'payment.paid' : 'payment.partially_paid';
  }

  /** The provider's deadline passing: an unpaid voucher can't be paid any more. */
  async expire(reference: string): Promise<'payment.expired' | null> {
    const row = await repo.findByReference(this.db, reference);
    if (!row) return null;
    if (row.status === 'awaiting') {
      await repo.updatePayment(this.db, reference, {
        status: 'expired',
        updated_at: this.clock().toISOString(),
      });
    }
    return 'payment.expired';
  }
}

/**
 * The sandbox's webhook secret. The sandbox runs only outside production and signs its own
 * events, so the secret protects nothing real; the signature is still checked, through the same
 * code a provider's event goes through.
 */
export const SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_canasta';
/** The header the sandbox's signature travels in (Stripe's scheme: `t=…,v1=…`). */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/** A sandbox event as a provider would send it: its id, type and the payment it is about. */
export function sandboxEvent(type: string, reference: string, now: Date) {
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: { object: { reference } },
  };
}

/** Signs a payload the way Stripe does: HMAC-SHA256 of `${t}.${payload}`. */
export function signSandboxPayload(payload: string, now: Date, secret = SANDBOX_WEBHOOK_SECRET) {
  const t = String(Math.floor(now.getTime() / 1000));
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
