import type { CoverageResponse } from '@canasta/contract';
import { es } from '../../../i18n/es';

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
      return { tone: 'neutral', title: es.coverage.idle, detail: null };
    case 'checking':
      return { tone: 'neutral', title: es.coverage.checking, detail: null };
    case 'error':
      return { tone: 'negative', title: es.coverage.failed, detail: null };
    case 'answered': {
      const { zone } = state.answer;
      if (!state.answer.covered || !zone) {
        return {
          tone: 'negative',
          title: es.coverage.notCovered,
          detail: es.coverage.notCoveredDetail,
        };
      }
      return {
        tone: 'positive',
        title:
          zone.delivery_fee_cents > 0
            ? es.coverage.covered(formatMoney(zone.delivery_fee_cents))
            : es.coverage.coveredFree,
        detail:
          zone.min_order_cents > 0
            ? es.coverage.coveredDetail(zone.name, formatMoney(zone.min_order_cents))
            : es.coverage.coveredDetailNoMinimum(zone.name),
      };
    }
  }
}
