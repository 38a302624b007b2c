import { useEffect, useRef } from 'react';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useClaimCart } from '../features/cart/api/claim-cart';
import { useCartQuery } from '../features/cart/api/get-cart';

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
