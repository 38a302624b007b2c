import { useLazyPartReady } from '../../../lib/lazy-part';
import { firstAddQty } from '../utils/weight';
import { AddButton } from './add-button';
import type { AddToCartProps } from './add-to-cart';
import { addToCartPart } from './add-to-cart-part';

const AddToCart = addToCartPart.Component;

/**
 * A product's cart buttons (`AddToCart`) once their code is in; until then, and in the server's
 * HTML, the disabled "Agregar" that `AddToCart` itself draws before the app has hydrated.
 */
export function CartAction(props: AddToCartProps) {
  const ready = useLazyPartReady(addToCartPart);
  if (ready) return <AddToCart {...props} />;
  if (firstAddQty(props.item) === 0) return null;
  return <AddButton name={props.item.product.name} detail={props.variant === 'detail'} disabled />;
}
