import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAddressesQueryOptions } from '../features/addresses/api/get-addresses';
import { getDefaultAddressQueryOptions } from '../features/addresses/api/get-default-address';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useWalletBalance } from '../features/wallet/api/get-wallet-balance';
import { loadClients } from './session';

/**
 * What follows from who is signed in (spec §4 "current user load"): a mentor's wallet balance
 * is read into the session, and kept equal to the wallet query (screens that spend or show the
 * wallet read it again); a seller's or mentor's client list is read into the query cache (also
 * right after signing in; at start-up the session's load has already asked, and the answer is
 * shared). Addresses: useAddressSession.
 */
export function useUserExtras(): void {
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const isMentor = useSessionStore((state) => state.user?.is_mentor === true);
  // The balance is a convenience on the profile: a failed read leaves it out until the next one.
  const { data } = useWalletBalance(userId ?? 0, userId !== null && isMentor);
  const balance = userId !== null && isMentor ? (data?.balance_cents ?? null) : null;

  const keepsClients = useSessionStore(
    (state) => state.user?.is_seller === true || state.user?.is_mentor === true,
  );

  useEffect(() => {
    const user = useSessionStore.getState().user;
    if (user === null || !keepsClients) return;
    void loadClients(queryClient, user);
  }, [queryClient, userId, keepsClients]);

  useEffect(() => {
    useSessionStore.getState().setWalletBalance(balance);
  }, [balance]);
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
