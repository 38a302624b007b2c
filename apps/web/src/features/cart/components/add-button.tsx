import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { es } from '../../../i18n/es';

/**
 * "Agregar", in a product card (`detail` false: compact, named after the product for screen
 * readers) or on the product page. `CartAction` draws it disabled in the server's HTML and until
 * the cart's code is in, then enables the same button.
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
