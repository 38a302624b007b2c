import type { CartResponse } from '@canasta/contract';
import { addressArea, addressLine } from '../../../features/addresses/utils/address-text';
import { esClients } from '../../../i18n/es-clients';

/**
 * "Pedido para {client}" and, for home delivery, the client's address: on the screens after the
 * summary, so a seller paying never wonders whose order it is. Nothing for one's own order.
 */
export function ClientOrderNote({ cart }: { cart: CartResponse }) {
  const { client, delivery_type: type } = cart.cart;
  if (!client) return null;
  const address = type === 'pickup' ? null : client.address;
  return (
    <div className="flex flex-col gap-0.5 rounded-2xl bg-primary-soft p-3 text-sm">
      <p className="font-semibold">{esClients.clientCheckout.orderFor(client.name)}</p>
      {address ? (
        <>
          <p>{addressLine(address)}</p>
          <p className="text-dark/75">{addressArea(address)}</p>
        </>
      ) : null}
    </div>
  );
}
