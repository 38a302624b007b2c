import type { InventoryItem } from '@canasta/contract';
import { ProductCard, ProductCardSkeleton, type ProductAction } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5';
/** Cards that are above the fold on a 360 px phone load eagerly. */
const EAGER_CARDS = 4;

export function ProductGrid({
  items,
  storeSlug,
  headingLevel = 'h2',
  eagerCount = EAGER_CARDS,
  lead = false,
  renderAction,
}: {
  items: InventoryItem[];
  storeSlug: string;
  headingLevel?: 'h2' | 'h3';
  eagerCount?: number;
  /** The grid is the page's first view: its first picture is the page's main one. */
  lead?: boolean;
  renderAction?: ProductAction;
}) {
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        // Not skipped while out of sight (`card-cell`), unlike a row's cards: below the fold,
        // accessibility checkers (axe, so Lighthouse) scroll to a card and read its colours
        // before the browser has drawn it, and report its "Agregar" as unreadable (decision 071).
        <li key={item.id}>
          <ProductCard
            item={item}
            storeSlug={storeSlug}
            eager={index < eagerCount}
            lead={lead && index === 0}
            headingLevel={headingLevel}
            action={renderAction?.(item)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
