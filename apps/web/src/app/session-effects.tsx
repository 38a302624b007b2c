import { useEffect, useRef } from 'react';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useCartQuery } from '../features/cart/api/get-cart';
import { useClaimCart } from '../features/cart/api/claim-cart';
import { getWalletBalance } from '../features/wallet/api/get-wallet-balance';

/**
 * What follows from who is signed in (spec §4 "current user load"): a mentor's wallet balance
 * is read into the session. (Addresses and clients join with their issues.)
 */
export function useUserExtras(): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const isMentor = useSessionStore((state) => state.user?.is_mentor === true);

  useEffect(() => {
    const { setWalletBalance } = useSessionStore.getState();
    if (userId === null || !isMentor) {
      setWalletBalance(null);
      return;
    }
    const controller = new AbortController();
    getWalletBalance(controller.signal)
      .then(({ balance_cents }) => {
        if (useSessionStore.getState().user?.id === userId) setWalletBalance(balance_cents);
      })
      .catch(() => {
        // The balance is a convenience on the profile; it is read again on the next sign-in.
      });
    return () => {
      controller.abort();
    };
  }, [userId, isMentor]);
}

/**
 * Claims the store's anonymous cart for the user once someone is signed in: right after
 * signing in, and for any store whose saved cart is still anonymous when they visit it. The
 * cart and the session know nothing of each other; this is where they meet.
 */
export function CartClaim({ storeId }: { storeId: number }) {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { data: cart } = useCartQuery(storeId);
  const { mutate: claim } = useClaimCart(storeId);
  const attempted = useRef(new Set<string>());
  const cartId = cart?.cart.id ?? null;
  const anonymous = cart?.cart.user_id === null;

  useEffect(() => {
    if (userId === null || cartId === null || !anonymous) return;
    const key = `${cartId}:${userId}`;
    if (attempted.current.has(key)) return;
    attempted.current.add(key);
    claim(userId);
  }, [userId, cartId, anonymous, claim]);
  return null;
}
