import type { AdminProduct } from '@canasta/contract';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { PackageOpenIcon } from '../../../../components/ui/icons';
import { cn } from '../../../../lib/cn';

/** A product's photo as a small square (its list row), or a neutral square without one. */
export function ProductThumb({
  product,
  className,
}: {
  product: AdminProduct;
  className?: string;
}) {
  const [image] = product.images;
  const frame = cn('size-12 shrink-0 overflow-hidden rounded-lg bg-surface', className);
  if (!image) {
    return (
      <span
        aria-hidden="true"
        className={cn(frame, 'flex items-center justify-center text-dark/40')}
      >
        <PackageOpenIcon className="size-6" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <ResponsiveImage
        sources={image.sources}
        sizes="48px"
        src={image.thumb_url}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-full object-cover"
      />
    </span>
  );
}
