import { SEARCH_QUERY_MAX_LENGTH, type InventoryItem } from '@canasta/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SearchBox } from '../../../components/ui/search-box';
import { Skeleton } from '../../../components/ui/skeleton';
import { useStoreInventories } from '../../../features/catalogue/api/get-store-inventories';
import {
  MIN_SEARCH_LENGTH,
  SEARCH_DEBOUNCE_MS,
} from '../../../features/catalogue/hooks/use-search-query';
import { es } from '../../../i18n/es';
import { esOrders } from '../../../i18n/es-orders';
import { useFormatMoney } from '../../../lib/money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * "Agregar productos": the store's catalogue searched as the shopper types (the shop's own
 * search), each result with "Agregar" — or "En tu pedido" when the order already has it.
 */
export function AddProducts({
  storeId,
  has,
  disabled,
  onAdd,
}: {
  storeId: number;
  /** Whether the order's list holds this offer already. */
  has: (offerId: number) => boolean;
  disabled: boolean;
  onAdd: (item: InventoryItem) => void;
}) {
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const asking = settled.length >= MIN_SEARCH_LENGTH;
  const results = useStoreInventories(storeId, { q: settled }, { enabled: asking });
  const items = results.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section aria-labelledby="order-edit-add" className="flex flex-col gap-3">
      <h2 id="order-edit-add" className="text-lg font-bold">
        {esOrders.orderEdit.addTitle}
      </h2>
      <SearchBox
        value={query}
        onChange={setQuery}
        label={esOrders.orderEdit.searchLabel}
        formLabel={esOrders.orderEdit.searchLabel}
        placeholder={es.search.placeholder}
        clearLabel={es.search.clear}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        controls={resultsId}
      />
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-2">
        {!asking ? (
          <p className="text-sm text-dark/75">{esOrders.orderEdit.searchHint}</p>
        ) : results.status === 'pending' ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <span className="sr-only">{esOrders.orderEdit.searching}</span>
            <Skeleton className="h-16 rounded-2xl" />
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : results.status === 'error' ? (
          <ErrorState
            title={esOrders.orderEdit.searchFailed}
            onRetry={() => void results.refetch()}
            retrying={results.isFetching}
          />
        ) : items.length === 0 ? (
          <p className="text-sm">{esOrders.orderEdit.noResults(settled)}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <li key={item.id}>
                <FoundProduct
                  item={item}
                  inOrder={has(item.id)}
                  disabled={disabled}
                  onAdd={() => {
                    onAdd(item);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function FoundProduct({
  item,
  inOrder,
  disabled,
  onAdd,
}: {
  item: InventoryItem;
  inOrder: boolean;
  disabled: boolean;
  onAdd: () => void;
}) {
  const format = useFormatMoney();
  const perKg = item.sold_by === 'weight';
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-dark/10">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium">{item.product.name}</span>
        <span className="text-sm text-dark/75 tabular-nums">
          {perKg ? es.product.perKg(format(item.price_cents)) : format(item.price_cents)}
        </span>
      </div>
      {inOrder ? (
        <span className="text-sm font-semibold text-dark/75">{esOrders.orderEdit.inList}</span>
      ) : !item.available ? (
        <span className="text-sm font-semibold text-dark/75">{esOrders.orderEdit.soldOut}</span>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          aria-label={esOrders.orderEdit.addLabel(item.product.name)}
          onClick={onAdd}
        >
          {esOrders.orderEdit.add}
        </Button>
      )}
    </div>
  );
}
