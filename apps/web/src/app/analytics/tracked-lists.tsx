import type { InventoryItem, Store } from '@canasta/contract';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { isDataLayerEnabled } from '../../features/analytics/utils/data-layer';
import type { ItemList } from '../../features/analytics/utils/ga4-events';
import { pushGa4Event } from '../../features/analytics/utils/push-ga4-event';
import { paths } from '../../lib/paths';

/** A batch of a list's products as shown: a collection row, or one page of a collection. */
export interface ShownItems {
  /** Unique per batch (`collection_3`, `collection_3:page2`): each is reported once. */
  key: string;
  list: ItemList;
  items: InventoryItem[];
  /** Position of the batch's first product in its list (20 for a second page of 20). */
  offset?: number;
}

/**
 * A paged list (a collection, a category) as batches: each page one view_item_list, its
 * products numbered after the previous pages'.
 */
export function pagedList(
  list: ItemList,
  pages: readonly { data: InventoryItem[] }[],
): ShownItems[] {
  return pages.map((page, index) => ({
    key: `${list.id}:page${String(index + 1)}`,
    list,
    items: page.data,
    offset: pages.slice(0, index).reduce((sum, before) => sum + before.data.length, 0),
  }));
}

/**
 * view_item_list for each batch of products shown, and select_item when the shopper opens one of
 * them. The catalogue's cards know nothing of tracking: a tap on a product link inside is
 * recognised by its address (DESIGN §3, decision 037).
 */
export function TrackedLists({
  store,
  shown,
  children,
}: {
  store: Store;
  shown: ShownItems[];
  children: ReactNode;
}) {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!isDataLayerEnabled()) return;
    for (const batch of shown) {
      if (sent.current.has(batch.key) || batch.items.length === 0) continue;
      sent.current.add(batch.key);
      pushGa4Event(({ viewItemList }) => {
        const event = viewItemList(batch.list, batch.items, store.name);
        const offset = batch.offset ?? 0;
        for (const item of event.ecommerce.items) item.index = (item.index ?? 0) + offset;
        return event;
      });
    }
  }, [shown, store.name]);

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!isDataLayerEnabled() || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link) return;
    const { pathname } = new URL(link.href, window.location.href);
    for (const batch of shown) {
      const index = batch.items.findIndex(
        (item) => paths.product(store.slug, item.product.slug) === pathname,
      );
      const item = batch.items[index];
      if (item) {
        const position = index + (batch.offset ?? 0);
        pushGa4Event(({ selectItem }) => selectItem(batch.list, item, position, store.name));
        return;
      }
    }
  };

  return (
    // Listens for taps on the product links inside; the links themselves are the controls.
    <div className="contents" onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
