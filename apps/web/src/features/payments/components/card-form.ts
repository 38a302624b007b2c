import type { CardTokenResponse } from '@canasta/contract';

export type CardToken = CardTokenResponse;

/** What the payment screen asks of a card form, whichever provider draws it. */
export interface CardFormHandle {
  /**
   * Checks the card and turns it into the provider's token. Null when something must be fixed
   * first; the form then shows why beside the field and moves the focus there.
   */
  tokenize: () => Promise<CardToken | null>;
}
