import { cashTenderProblem } from '@canasta/contract';
import { esCheckout } from '../../../i18n/es-checkout';

/**
 * What the shopper answered to "¿Con cuánto pagas?" (decision 052): nothing (it is optional),
 * the exact amount, one of the quick bills, or another amount typed in pesos.
 */
export type TenderChoice =
  | { kind: 'none' }
  | { kind: 'exact' }
  | { kind: 'bill'; cents: number }
  | { kind: 'other'; text: string };

/** The answer in cents to send (null: none), or why it can't be sent yet. */
export type Tender = { cents: number | null; problem: null } | { cents: null; problem: string };

/** Pesos as shoppers write them ("500", "500.50", "$1,000") in cents; null when it isn't one. */
export function pesosToCents(text: string): number | null {
  const plain = text.replace(/[\s$,]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** The choice checked against the cash due now: the server checks it again when it places it. */
export function tenderOf(choice: TenderChoice, dueCents: number): Tender {
  switch (choice.kind) {
    case 'none':
      return { cents: null, problem: null };
    case 'exact':
      return { cents: dueCents, problem: null };
    case 'bill':
    case 'other': {
      const cents = choice.kind === 'bill' ? choice.cents : pesosToCents(choice.text);
      if (cents === null || cents === 0)
        return { cents: null, problem: esCheckout.cash.otherInvalid };
      const problem = cashTenderProblem(cents, dueCents);
      return problem ? { cents: null, problem } : { cents, problem: null };
    }
  }
}
