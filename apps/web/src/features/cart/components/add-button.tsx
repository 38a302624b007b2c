import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { es } from '../../../i18n/es';

/**
 * "Agregar", in a product card (`detail` false: compact, named after the product for screen
 * readers) or on the product page. Drawn by `AddToCart`, and by `CartAction` until the cart's
 * code is in, with the same markup, so the one takes the other's place without a shift.
 */
export function AddButton({
  name,
  detail,
  disabled,
  onClick,
  ref,
}: {
  name: string;
  detail: boolean;
  disabled: boolean;
  onClick?: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref}>
      <Button
        size={detail ? 'md' : 'sm'}
        className="w-full"
        aria-label={detail ? undefined : es.cart.addLabel(name)}
        disabled={disabled}
        onClick={onClick}
      >
        <PlusIcon className={detail ? 'size-5' : 'size-4'} />
        {detail ? es.cart.addToCart : es.cart.add}
      </Button>
    </div>
  );
}
