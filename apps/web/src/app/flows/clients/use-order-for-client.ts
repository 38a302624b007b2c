import type { Client, Store } from '@canasta/contract';
import { useNavigate } from 'react-router';
import { useChooseCartClient } from '../../../features/cart/api/choose-cart-client';
import { es } from '../../../i18n/es';
import { esClients } from '../../../i18n/es-clients';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';

/**
 * "Hacer pedido" for a client: the store's cart becomes theirs (`client_id`, the cart started
 * when there is none), then the seller goes to fill it: to the cart when it already holds
 * products, else to the store. Their delivery address is chosen in checkout, where coverage is
 * checked for this store.
 */
export function useOrderForClient(store: Store, slug: string) {
  const navigate = useNavigate();
  const choose = useChooseCartClient(store.id);
  const pendingFor = choose.isPending ? choose.variables.clientId : null;

  const orderFor = (client: Client) => {
    if (choose.isPending) return;
    choose.mutate(
      { clientId: client.id },
      {
        onSuccess: (response) => {
          notify.success(esClients.clients.orderingFor(client.name));
          const filled = response.cart.items.length > 0;
          void navigate(filled ? paths.cart(slug) : paths.storeHome(slug));
        },
        onError: (error) => {
          notify.error(isApiError(error) ? error.displayMessage : es.errors.unexpected);
        },
      },
    );
  };
  return { orderFor, pendingFor, busy: choose.isPending };
}
