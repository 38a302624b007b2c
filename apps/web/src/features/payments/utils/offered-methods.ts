import type { PaymentMethod } from '@canasta/contract';

/**
 * The ways to pay the part of an order the wallet doesn't: cash, card, cash at an OXXO and a SPEI
 * transfer as the shop takes them (card, OXXO and SPEI only with a payment provider configured:
 * the same provider issues vouchers and transfer references, issue 27). The wallet is not one of
 * them: a mentor switches it on beside them (walletOffered), and when it covers the whole order
 * nothing else is chosen.
 */
export function offeredMethods({
  shopMethods,
  cardProvider,
}: {
  shopMethods: readonly PaymentMethod[];
  cardProvider: string | null;
}): PaymentMethod[] {
  const offered: PaymentMethod[] = [];
  if (shopMethods.includes('cash')) offered.push('cash');
  if (shopMethods.includes('card') && cardProvider) offered.push('card');
  if (shopMethods.includes('oxxo') && cardProvider) offered.push('oxxo');
  if (shopMethods.includes('spei') && cardProvider) offered.push('spei');
  return offered;
}

/** A mentor may pay with their wallet where the shop takes it, while it holds something. */
export function walletOffered({
  shopMethods,
  isMentor,
  balanceCents,
}: {
  shopMethods: readonly PaymentMethod[];
  isMentor: boolean;
  balanceCents: number | null;
}): boolean {
  return shopMethods.includes('wallet') && isMentor && balanceCents !== null && balanceCents > 0;
}
