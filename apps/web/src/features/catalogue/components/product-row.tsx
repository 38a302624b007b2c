import type { InventoryItem } from '@canasta/contract';
import { startTransition, useState } from 'react';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDrawnCount } from '../../../lib/use-drawn-count';
import { useIntersection } from '../../../lib/use-intersection';
import { ProductCard, ProductCardSkeleton, type ProductAction } from './product-card';

const ROW =
  'scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2';
/**
 * Never narrower than the cart's stepper needs inside a card: two 44 px buttons, the count and
 * their gaps (128 px) plus the card's padding (24 px). At 42 % of a 360 px phone a card was
 * 138 px, and the stepper's "+" ran into the card's edge and was cut off.
 */
const CELL = 'w-[42%] min-w-38 max-w-44 shrink-0 snap-start sm:w-44';
/**
 * Cards a row draws before the app has hydrated: the 2½ a 360 px phone shows (3 on a wider
 * screen) and the next one. The others, out of sight to the right, come right after.
 */
const FIRST_CARDS = 4;
/**
 * The cards after those start out of sight to the right: the browser lays them out and paints
 * them only when they come near (`card-cell`, decision 071). The first ones never skip, so the
 * row's height is always a drawn card's.
 */
const LATER_CELL = `${CELL} card-cell`;

export interface ProductRowProps {
  title: string;
  items: InventoryItem[];
  storeSlug: string;
  seeAllTo: string;
  /** How many of the first pictures load eagerly (the top row is above the fold). */
  eagerCount?: number;
  /**
   * Below the fold at first: its cards are drawn (as placeholders of the same size until then)
   * when the shopper scrolls near, so the store home's first render, on the server and when the
   * phone hydrates it, carries two rows of products instead of all of them.
   */
  belowTheFold?: boolean;
  renderAction?: ProductAction;
}

/** A titled, horizontally scrolling row of product cards with a "Ver todo" link. */
export function ProductRow({
  title,
  items,
  storeSlug,
  seeAllTo,
  eagerCount = 0,
  belowTheFold = false,
  renderAction,
}: ProductRowProps) {
  const [near, setNear] = useState(!belowTheFold);
  // A row's cards take a slow phone tens of milliseconds to draw, and they start while the
  // shopper is scrolling: as a transition React draws them in slices and lets a tap through in
  // between, instead of holding it until the whole row is in.
  const section = useIntersection<HTMLElement>(() => startTransition(() => setNear(true)), {
    enabled: !near,
    rootMargin: '600px 0px',
  });
  // Without IntersectionObserver nothing would ever say "near": they show once hydrated.
  const hydrated = useHydrated();
  const shown = near || (hydrated && typeof IntersectionObserver === 'undefined');
  const drawn = useDrawnCount(items.length, FIRST_CARDS);
  return (
    <section ref={section} className="flex flex-col gap-3" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg leading-tight font-bold">{title}</h2>
        <Link
          to={seeAllTo}
          aria-label={es.catalogue.seeAllIn(title)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-secondary-strong hover:bg-primary-soft"
        >
          {es.common.seeAll}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {shown ? (
        <ul className={ROW}>
          {items.slice(0, drawn).map((item, index) => (
            <li key={item.id} className={index < FIRST_CARDS ? CELL : LATER_CELL}>
              <ProductCard
                item={item}
                storeSlug={storeSlug}
                eager={index < eagerCount}
                action={renderAction?.(item)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <ProductCardPlaceholders />
      )}
    </section>
  );
}

/**
 * Skipped by the browser while out of sight (`card-cell`), their pulse included: a row far
 * below would otherwise restyle its placeholders on every frame, holding up taps above.
 */
function ProductCardPlaceholders() {
  return (
    <ul className={ROW} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className={LATER_CELL}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function ProductRowSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <Skeleton className="h-6 w-1/2" />
      <ul className={ROW}>
        {[0, 1, 2].map((index) => (
          <li key={index} className={CELL}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
