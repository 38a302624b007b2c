import type { Category } from '@canasta/contract';
import { LayoutGridIcon } from '../../../components/ui/icons';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { es } from '../../../i18n/es';
import { paths } from '../../../lib/paths';
import { useCategories } from '../api/get-categories';

const STRIP = 'scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1';
const CHIP =
  'flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-white py-1 pr-4 pl-1 text-sm ' +
  'font-medium whitespace-nowrap ring-1 ring-dark/10 hover:bg-primary-soft';

/** Shortcuts to the store's visible categories, as a swipeable line of chips. */
export function CategoryShortcuts({ storeId, storeSlug }: { storeId: number; storeSlug: string }) {
  const { data: categories, status } = useCategories(storeId);
  if (status === 'pending') {
    return (
      <div className={STRIP} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-11 w-28 shrink-0 rounded-full" />
        ))}
      </div>
    );
  }
  // Shortcuts are a convenience: if they fail, the footer still leads to the categories.
  if (!categories || categories.length === 0) return null;
  return (
    <nav aria-label={es.catalogue.categoriesShortcut}>
      <ul className={STRIP}>
        <li>
          <Link to={paths.categories(storeSlug)} className={`${CHIP} pl-3`}>
            <LayoutGridIcon className="size-5" />
            {es.catalogue.allCategories}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={paths.category(storeSlug, category.id)} className={CHIP}>
              <CategoryThumb category={category} />
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CategoryThumb({ category }: { category: Category }) {
  if (!category.image_url) {
    return <span aria-hidden="true" className="size-9 shrink-0 rounded-full bg-primary-soft" />;
  }
  return (
    <img
      src={category.image_url}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      className="size-9 shrink-0 rounded-full bg-primary-soft object-cover"
    />
  );
}
