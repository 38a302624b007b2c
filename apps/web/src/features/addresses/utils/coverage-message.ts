import type { CoverageResponse } from '@canasta/contract';
import { esAddresses } from '../../../i18n/es-addresses';

/** Where a coverage question stands: no pin yet, being asked, answered, or failed. */
export type CoverageState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'answered'; answer: CoverageResponse }
  | { status: 'error' };

export interface CoverageMessage {
  tone: 'neutral' | 'positive' | 'negative';
  title: string;
  detail: string | null;
}

/** What the shopper reads about a pin: "Sí llegamos · envío $35.00" and the zone's minimum. */
export function coverageMessage(
  state: CoverageState,
  formatMoney: (cents: number) => string,
): CoverageMessage {
  switch (state.status) {
    case 'idle':
      return { tone: 'neutral', title: esAddresses.coverage.idle, detail: null };
    case 'checking':
      return { tone: 'neutral', title: esAddresses.coverage.checking, detail: null };
    case 'error':
      return { tone: 'negative', title: esAddresses.coverage.failed, detail: null };
    case 'answered': {
      const { zone } = state.answer;
      if (!state.answer.covered || !zone) {
        return {
          tone: 'negative',
          title: esAddresses.coverage.notCovered,
          detail: esAddresses.coverage.notCoveredDetail,
        };
      }
      return {
        tone: 'positive',
        title:
          zone.delivery_fee_cents > 0
            ? esAddresses.coverage.covered(formatMoney(zone.delivery_fee_cents))
            : esAddresses.coverage.coveredFree,
        detail:
          zone.min_order_cents > 0
            ? esAddresses.coverage.coveredDetail(zone.name, formatMoney(zone.min_order_cents))
            : esAddresses.coverage.coveredDetailNoMinimum(zone.name),
      };
    }
  }
}
