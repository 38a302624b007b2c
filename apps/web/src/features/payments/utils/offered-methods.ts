import type { PaymentMethod } from '@canasta/contract';

/**
 * The ways to pay offered for an order: cash and card as the shop takes them (card only with a
 * provider configured), and a mentor's wallet when the shop takes it and it covers the whole
 * order. `walletUsable` says whether the wallet is among them.
 */
export function offeredMethods({
  shopMethods,
  cardProvider,
  isMentor,
  walletBalanceCents,
  totalCents,
}: {
  shopMethods: readonly PaymentMethod[];
  cardProvider: string | null;
  isMentor: boolean;
  walletBalanceCents: number | null;
  totalCents: number;
}): { offered: PaymentMethod[]; walletUsable: boolean } {
  const offered: PaymentMethod[] = [];
  if (shopMethods.includes('cash')) offered.push('cash');
  if (shopMethods.includes('card') && cardProvider) offered.push('card');
  const walletUsable =
    shopMethods.includes('wallet') &&
    isMentor &&
    walletBalanceCents !== null &&
    walletBalanceCents >= totalCents;
  if (walletUsable) offered.push('wallet');
  return { offered, walletUsable };
}
