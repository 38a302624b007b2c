import { randomBytes } from 'node:crypto';
import {
  type CardTokenResponse,
  type SandboxCardBody,
  cardBrand,
  isExpired,
  passesLuhn,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB, SandboxCardTokensTable } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { Authorization, AuthorizeInput, CardProvider } from './card-provider';
import * as tokens from './sandbox-card-tokens.repository';

/** DESIGN §7's test cards and what each does; any other number is refused in test mode. */
const TEST_CARDS: Record<string, SandboxCardTokensTable['outcome']> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

/**
 * Tokenizes a test card the way a provider's client library would: the number is checked and
 * dropped; only the brand, the last four digits and the outcome are kept, under a random token.
 */
export async function createSandboxToken(
  db: Kysely<DB>,
  body: Omit<SandboxCardBody, 'number'> & { number: string },
  now: Date,
): Promise<CardTokenResponse> {
  const digits = body.number;
  if (!passesLuhn(digits)) {
    throw new AppError('validation_failed', messages.validationFailed, {
      errors: { number: [messages.cardNumberInvalid] },
    });
  }
  if (isExpired(body.exp_month, body.exp_year, now)) {
    throw new AppError('validation_failed', messages.validationFailed, {
      errors: { exp_month: [messages.cardExpired] },
    });
  }
  const outcome = TEST_CARDS[digits];
  if (!outcome) {
    throw new AppError('validation_failed', messages.validationFailed, {
      errors: { number: [messages.cardNotATestCard] },
    });
  }
  const token = `tok_sandbox_${randomBytes(18).toString('hex')}`;
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  await tokens.insertToken(db, { token, brand, last4, outcome, created_at: now.toISOString() });
  return { token, brand, last4 };
}

/** The sandbox of DESIGN §7: outcomes decided by the test card behind the token. */
export class SandboxCardProvider implements CardProvider {
  readonly name = 'sandbox' as const;
  private readonly payments = new Map<string, 'authorized' | 'paid' | 'voided' | 'refunded'>();
  private readonly byKey = new Map<string, Authorization>();
  private readonly held = new Map<string, number>();
  /** What each capture charged, for tests to read as a provider's dashboard would show it. */
  readonly captured = new Map<string, number>();

  constructor(private readonly db: Kysely<DB>) {}

  async authorize(input: AuthorizeInput): Promise<Authorization> {
    const earlier = this.byKey.get(input.idempotencyKey);
    if (earlier) return earlier;
    const card = await tokens.findToken(this.db, input.token);
    let result: Authorization;
    if (!card) result = { approved: false, message: messages.cardTokenUnknown };
    else if (card.outcome === 'declined')
      result = { approved: false, message: messages.cardDeclined };
    else if (card.outcome === 'insufficient_funds') {
      result = { approved: false, message: messages.cardInsufficientFunds };
    } else {
      const reference = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      this.payments.set(reference, 'authorized');
      this.held.set(reference, input.amountCents);
      result = { approved: true, reference, brand: card.brand, last4: card.last4 };
    }
    this.byKey.set(input.idempotencyKey, result);
    return result;
  }

  capture(reference: string, amountCents?: number): Promise<void> {
    const held = this.held.get(reference) ?? 0;
    // Capturing again answers the first capture, as a provider's idempotent capture does.
    if (this.payments.get(reference) === 'paid') return Promise.resolve();
    if (amountCents !== undefined && amountCents > held) {
      return Promise.reject(new Error('capture above the hold'));
    }
    this.payments.set(reference, 'paid');
    this.captured.set(reference, amountCents ?? held);
    return Promise.resolve();
  }

  void(reference: string): Promise<void> {
    this.payments.set(reference, 'voided');
    return Promise.resolve();
  }

  refund(reference: string): Promise<{ reference: string }> {
    this.payments.set(reference, 'refunded');
    return Promise.resolve({ reference: `re_sandbox_${randomBytes(12).toString('hex')}` });
  }

  retrieve(reference: string) {
    const status = this.payments.get(reference);
    return Promise.resolve(
      status === 'voided'
        ? ('failed' as const)
        : status === undefined
          ? ('pending' as const)
          : status,
    );
  }
}
