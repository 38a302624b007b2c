import type { PaymentMethod } from '@canasta/contract';
import { useState } from 'react';
import { useSessionStore } from '../../../features/auth/stores/session-store';
import { useUpdateCart } from '../../../features/cart/hooks/use-update-cart';
import { walletOffered } from '../../../features/payments/utils/offered-methods';
import { useWalletBalance } from '../../../features/wallet/api/get-wallet-balance';
import { es } from '../../../i18n/es';
import { isApiError } from '../../../lib/api-client';
import type { CheckoutContext } from './checkout-gate';

/**
 * A mentor's wallet on the payment step (decision 024): offered while the shop takes wallets and
 * the balance (read again here, not the one from sign-in) holds something. The switch saves
 * `use_wallet` on the cart; the server answers how much the wallet pays (`wallet_applied_cents`)
 * of the whole total, and the rest is paid by cash or card — or by nothing, when it `covers` it.
 */
export function useWalletPayment(
  { store, cart, user }: CheckoutContext,
  shopMethods: readonly PaymentMethod[],
) {
  const balance = useWalletBalance(user.id, user.is_mentor);
  const sessionBalance = useSessionStore((state) => state.walletBalanceCents);
  const balanceCents = balance.data?.balance_cents ?? sessionBalance;
  const offered = walletOffered({ shopMethods, isMentor: user.is_mentor, balanceCents });
  const save = useUpdateCart(store.id);

  const using = offered && cart.cart.use_wallet;
  // The switch shows the choice from the tap on (a controlled checkbox would flip back until the
  // save is under way); the amounts follow the server's answer.
  const [pendingChoice, setPendingChoice] = useState<boolean | null>(null);
  const appliedCents = using ? cart.extra.wallet_applied_cents : 0;
  const restCents = cart.extra.total_cents - appliedCents;
  // A refusal names its field first (use_wallet: mentors only), else what went wrong.
  const refusal = save.error
    ? isApiError(save.error)
      ? save.error.displayMessage
      : es.errors.unexpected
    : null;
  return {
    offered,
    balanceCents: balanceCents ?? 0,
    using,
    checked: offered && (pendingChoice ?? cart.cart.use_wallet),
    appliedCents,
    restCents,
    covers: using && appliedCents > 0 && restCents === 0,
    saving: save.isPending,
    refusal,
    toggle: (next: boolean) => {
      setPendingChoice(next);
      save.mutate(
        { use_wallet: next },
        {
          onSettled: () => {
            setPendingChoice(null);
          },
        },
      );
    },
  };
}
