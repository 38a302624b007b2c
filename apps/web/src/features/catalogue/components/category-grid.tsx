import type { Category } from '@canasta/contract';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../lib/paths';

/** Category pictures are 400×400. */
const CATEGORY_IMAGE_SIZE = 400;
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6';
const EAGER_TILES = 6;

export function CategoryGrid({
  categories,
  storeSlug,
}: {
  categories: Category[];
  storeSlug: string;
}) {
  return (
    <ul className={GRID}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <Link
            to={paths.category(storeSlug, category.id)}
            className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-dark/5 hover:ring-dark/20"
          >
            {category.image_url ? (
              <img
                src={category.image_url}
                alt=""
                width={CATEGORY_IMAGE_SIZE}
                height={CATEGORY_IMAGE_SIZE}
                loading={index < EAGER_TILES ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-square h-auto w-full bg-primary-soft object-cover"
              />
            ) : (
              <span aria-hidden="true" className="aspect-square w-full bg-primary-soft" />
            )}
            <span className="flex min-h-12 items-center px-3 py-2 text-sm leading-5 font-semibold">
              {category.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-dark/5">
          <Skeleton className="aspect-square rounded-none" />
          <div className="p-3">
            <Skeleton className="h-4 w-2/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
