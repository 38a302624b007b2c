import { formatGrams, type InventoryItem } from '@canasta/contract';
import { Badge } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';

/** At or below this many units the product page warns that few are left. */
export const LOW_STOCK_THRESHOLD = 6;
/** For an offer sold by weight, at or below this many grams. */
export const LOW_WEIGHT_STOCK_G = 3000;

export type StockLevel = 'sold_out' | 'low' | 'available';

type StockItem = Pick<InventoryItem, 'stock' | 'available'> &
  Partial<Pick<InventoryItem, 'sold_by'>>;

export function stockLevel(item: StockItem): StockLevel {
  if (!item.available || item.stock <= 0) return 'sold_out';
  const threshold = item.sold_by === 'weight' ? LOW_WEIGHT_STOCK_G : LOW_STOCK_THRESHOLD;
  return item.stock <= threshold ? 'low' : 'available';
}

/** Stock in the offer's own measure: pieces, or a weight ("¡Quedan 2 kg!"), never mixed. */
export function StockStatus({ item }: { item: StockItem }) {
  const level = stockLevel(item);
  if (level === 'sold_out') return <Badge tone="dark">{es.product.soldOut}</Badge>;
  if (level === 'low') {
    return (
      <Badge tone="warning">
        {item.sold_by === 'weight'
          ? es.product.lowWeightStock(formatGrams(item.stock))
          : es.product.lowStock(item.stock)}
      </Badge>
    );
  }
  return <Badge tone="positive">{es.product.available}</Badge>;
}
