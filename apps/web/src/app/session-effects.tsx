import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getAddressesQueryOptions } from '../features/addresses/api/get-addresses';
import { getDefaultAddressQueryOptions } from '../features/addresses/api/get-default-address';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useCartQuery } from '../features/cart/api/get-cart';
import { useClaimCart } from '../features/cart/api/claim-cart';
import { getWalletBalance } from '../features/wallet/api/get-wallet-balance';

/**
 * What follows from who is signed in (spec §4 "current user load"): a mentor's wallet balance
 * is read into the session. (Clients join with their issue; addresses: useAddressSession.)
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
 * Keeps the session's `defaultAddress` and `addresses` equal to the server's: the default is read
 * for whoever signs in (at start-up the current user load has already asked), and the address
 * book whenever a screen reads it. Every change to the book refreshes both queries (see
 * features/addresses/api/invalidate), and so the session. Logout clears them with the session.
 */
export function useAddressSession(): void {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { data: defaultAddress } = useQuery({
    ...getDefaultAddressQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
  // Only listens: the list is read by the screens that show it, not on every page.
  const { data: addresses } = useQuery({
    ...getAddressesQueryOptions(userId ?? 0),
    enabled: false,
  });

  useEffect(() => {
    if (userId === null || defaultAddress === undefined) return;
    if (useSessionStore.getState().user?.id !== userId) return;
    useSessionStore.getState().setDefaultAddress(defaultAddress);
  }, [userId, defaultAddress]);

  useEffect(() => {
    if (userId === null || addresses === undefined) return;
    const session = useSessionStore.getState();
    if (session.user?.id !== userId) return;
    session.setAddresses(addresses);
    session.setDefaultAddress(addresses.find((address) => address.is_default) ?? null);
  }, [userId, addresses]);
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
