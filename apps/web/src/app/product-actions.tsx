import type { Store } from '@canasta/contract';
import { useCallback } from 'react';
import type { ProductAction } from '../features/catalogue/components/product-card';
import { CartAction } from '../features/cart/components/cart-action';

/** The catalogue's product tiles get the cart's "Agregar" / stepper as their action. */
export function useCartAction(store: Store): ProductAction {
  const { id, slug } = store;
  return useCallback(
    (item) => <CartAction storeId={id} storeSlug={slug} item={item} />,
    [id, slug],
  );
}
