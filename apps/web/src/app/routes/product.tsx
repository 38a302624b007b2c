import type { Store } from '@canasta/contract';
import { SearchXIcon } from '../../components/ui/icons';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { useStoreProduct } from '../../features/catalogue/api/get-store-product';
import {
  ProductDetail,
  ProductDetailSkeleton,
} from '../../features/catalogue/components/product-detail';
import { es } from '../../i18n/es';
import { isApiError } from '../../lib/api-client';
import { useNotFoundStatus } from '../../lib/page-status';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../layout/page-title';
import { CartAction } from '../../features/cart/components/cart-action';
import { TalkToStore } from '../../features/catalogue/components/talk-to-store';
import { useViewItem } from '../analytics/checkout-events';
import { StoreGate } from '../store-gate';

/** /tienda/:slugName/product/:slugProduct — one product of the store. */
export function Component() {
  const { slugProduct = '' } = useParams();
  return (
    <StoreGate fallback={<ProductDetailSkeleton />}>
      {(store) => <ProductScreen key={slugProduct} store={store} productSlug={slugProduct} />}
    </StoreGate>
  );
}

function ProductScreen({ store, productSlug }: { store: Store; productSlug: string }) {
  const { data: item, status, error, refetch, isFetching } = useStoreProduct(store.id, productSlug);
  usePageTitle(item?.product.name);
  useViewItem(store, item);
  if (status === 'pending') return <ProductDetailSkeleton />;
  if (item) {
    return (
      <ProductDetail
        item={item}
        action={
          <div className="flex flex-col gap-3">
            <CartAction storeId={store.id} storeSlug={store.slug} item={item} variant="detail" />
            <TalkToStore
              store={store}
              message={es.storeChat.aboutProduct(item.product.name, store.name)}
              className="sm:self-start"
            />
          </div>
        }
      />
    );
  }
  if (isApiError(error, 'product_not_found')) return <ProductNotFound storeSlug={store.slug} />;
  return <ErrorState as="h1" onRetry={() => void refetch()} retrying={isFetching} />;
}

function ProductNotFound({ storeSlug }: { storeSlug: string }) {
  useNotFoundStatus();
  return (
    <EmptyState
      as="h1"
      icon={<SearchXIcon className="size-12" />}
      title={es.product.notFoundTitle}
      description={es.product.notFoundDescription}
      action={
        <Link to={paths.storeHome(storeSlug)} className={buttonClasses('primary')}>
          {es.catalogue.backToStore}
        </Link>
      }
    />
  );
}
