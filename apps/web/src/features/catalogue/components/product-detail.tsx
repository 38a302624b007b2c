import type { InventoryItem } from '@canasta/contract';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { IMAGE_SIZES } from '../image-sizes';
import { OfferMeasure, OfferPrice } from './offer-price';
import { ProductImagePlaceholder } from './product-image-placeholder';
import { StockStatus } from './stock-status';

/** Everything the shopper reads about one product of the store, and its action (the cart's). */
export function ProductDetail({ item, action }: { item: InventoryItem; action?: ReactNode }) {
  const { product } = item;
  const image = product.images[0];
  return (
    <article className="flex flex-col gap-4 sm:grid sm:grid-cols-2 sm:items-start sm:gap-8">
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-dark/5">
        {image ? (
          <ResponsiveImage
            sources={image.sources}
            sizes={IMAGE_SIZES.productDetail}
            src={image.url}
            alt={image.alt || product.name}
            width={image.width}
            height={image.height}
            // The page's largest paint: drawn with the frame it arrives for, not after it.
            fetchPriority="high"
            className="aspect-square h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-square">
            <ProductImagePlaceholder />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {product.name}
        </h1>
        <OfferMeasure item={item} className="text-sm text-dark/70" />
        <OfferPrice size="lg" showDiscount item={item} />
        <div>
          <StockStatus item={item} />
        </div>
        {action ? <div className="mt-1">{action}</div> : null}
        {product.description ? (
          <section className="mt-2 flex flex-col gap-1" aria-labelledby="product-description">
            <h2 id="product-description" className="text-base font-semibold">
              {es.product.description}
            </h2>
            <p className="text-sm leading-6 whitespace-pre-line text-dark/85">
              {product.description}
            </p>
          </section>
        ) : null}
      </div>
    </article>
  );
}

export function ProductDetailSkeleton() {
  return (
    <div className="flex flex-col gap-4 sm:grid sm:grid-cols-2 sm:gap-8">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-3">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-6 w-24 rounded-full" />
        <Skeleton className="mt-2 h-20 w-full" />
      </div>
    </div>
  );
}
