import type { Order } from '@canasta/contract';
import { useStore } from '../features/catalogue/api/get-store';
import { TalkToStore } from '../features/catalogue/components/talk-to-store';
import { es } from '../i18n/es';

/**
 * "Preguntar por WhatsApp" about an order (decision 051): the chat opens naming the order's
 * number. The order carries its store as it was, without the WhatsApp: the store's own answer
 * (usually cached already) has it. Nothing while it loads, or when the store has no WhatsApp.
 */
export function OrderStoreChat({ order }: { order: Order }) {
  const { data: store } = useStore(order.store.slug);
  if (!store) return null;
  return <TalkToStore store={store} message={es.storeChat.aboutOrder(order.number, store.name)} />;
}
