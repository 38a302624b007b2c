import type { InventoryItem } from '@canasta/contract';
import { discountPercent } from '@canasta/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { IMAGE_SIZES } from '../image-sizes';
import { OfferMeasure, OfferPrice } from './offer-price';
import { ProductImagePlaceholder } from './product-image-placeholder';

/** Thumbnails are 400×400 (the contract's `thumb_url`). */
const THUMB_SIZE = 400;

/** Renders a product's action (e.g. "Agregar"); the app composes it from another feature. */
export type ProductAction = (item: InventoryItem) => ReactNode;

export interface ProductCardProps {
  item: InventoryItem;
  storeSlug: string;
  /** Shown under the price, above the card's link overlay so it gets its own taps. */
  action?: ReactNode;
  /** Above the fold: load the image right away instead of lazily. */
  eager?: boolean;
  /**
   * The first view's main picture (a listing's first tile): fetched before the others, and the
   * one a rendered page waits for before it starts the app (decision 036).
   */
  lead?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product tile; the whole card is one link to the product page (its ::after covers the
 * card), except the action, which sits above that overlay.
 */
export function ProductCard({
  item,
  storeSlug,
  eager = false,
  lead = false,
  headingLevel = 'h3',
  action,
}: ProductCardProps) {
  const { product } = item;
  const image = product.images[0];
  const soldOut = !item.available;
  const percent = discountPercent(item.price_cents, item.compare_at_price_cents);
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-dark/5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-dark">
      <div className="relative aspect-square bg-surface">
        {image ? (
          <ResponsiveImage
            sources={image.sources}
            sizes={IMAGE_SIZES.productTile}
            src={image.thumb_url}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading={eager || lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : undefined}
            // The lead tile is a listing's largest paint: drawn with the frame it arrives for.
            decoding={lead ? 'auto' : 'async'}
            className={soldOut ? 'size-full object-cover opacity-60' : 'size-full object-cover'}
          />
        ) : (
          <ProductImagePlaceholder />
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {soldOut ? <Badge tone="dark">{es.product.soldOut}</Badge> : null}
          {!soldOut && percent !== null ? (
            <Badge tone="negative">
              <span aria-hidden="true">{es.product.discount(percent)}</span>
              <span className="sr-only">{es.product.discountLabel(percent)}</span>
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-medium">
          <Link
            to={paths.product(storeSlug, product.slug)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </Link>
        </Heading>
        <OfferMeasure item={item} className="text-xs text-dark/70" />
        <OfferPrice className="mt-auto" item={item} />
        {action ? <div className="relative z-10 mt-2">{action}</div> : null}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-dark/5">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    </div>
  );
}
