import type { InventoryItem } from '@canasta/contract';
import { Badge } from '../../../components/ui/badge';
import { es } from '../../../i18n/es';

/** At or below this many units the product page warns that few are left. */
export const LOW_STOCK_THRESHOLD = 6;

export type StockLevel = 'sold_out' | 'low' | 'available';

export function stockLevel(item: Pick<InventoryItem, 'stock' | 'available'>): StockLevel {
  if (!item.available || item.stock <= 0) return 'sold_out';
  return item.stock <= LOW_STOCK_THRESHOLD ? 'low' : 'available';
}

export function StockStatus({ item }: { item: Pick<InventoryItem, 'stock' | 'available'> }) {
  const level = stockLevel(item);
  if (level === 'sold_out') return <Badge tone="dark">{es.product.soldOut}</Badge>;
  if (level === 'low') return <Badge tone="warning">{es.product.lowStock(item.stock)}</Badge>;
  return <Badge tone="positive">{es.product.available}</Badge>;
}
