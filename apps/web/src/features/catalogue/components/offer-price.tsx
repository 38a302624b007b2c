import { formatGrams, type InventoryItem } from '@canasta/contract';
import { Price } from '../../../components/ui/price';
import { es } from '../../../i18n/es';

const PER_KG = { short: es.product.perKgShort, label: es.product.perKilogram };

/**
 * An offer's price as a shopper reads it: per piece, or for an offer sold by weight per kilogram
 * ("$55.00/kg").
 */
export function OfferPrice({
  item,
  size = 'md',
  showDiscount = false,
  className,
}: {
  item: Pick<InventoryItem, 'price_cents' | 'compare_at_price_cents' | 'sold_by'>;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
  className?: string;
}) {
  return (
    <Price
      className={className}
      size={size}
      showDiscount={showDiscount}
      cents={item.price_cents}
      compareAtCents={item.compare_at_price_cents}
      per={item.sold_by === 'weight' ? PER_KG : undefined}
    />
  );
}

/** What the price is for: "por pieza", or for a weight offer what one piece weighs, about. */
export function OfferMeasure({
  item,
  className,
}: {
  item: Pick<InventoryItem, 'sold_by' | 'approx_piece_g' | 'product'>;
  className?: string;
}) {
  if (item.sold_by !== 'weight') {
    return <p className={className}>{es.product.perUnit(item.product.unit)}</p>;
  }
  return (
    <p className={className}>
      {item.approx_piece_g === null
        ? es.product.soldByWeight
        : es.product.approxPiece(formatGrams(item.approx_piece_g))}
    </p>
  );
}
