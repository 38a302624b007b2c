import { BasketIcon } from '../../../components/ui/icons';

/** Stands in for a product without a picture. */
export function ProductImagePlaceholder() {
  return (
    <div className="flex size-full items-center justify-center text-dark/30">
      <BasketIcon className="size-1/3" strokeWidth={1.5} />
    </div>
  );
}
