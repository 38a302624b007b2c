import type { CartClient } from '@canasta/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useAddresses } from '../features/addresses/api/get-addresses';
import { useAddressDraftStore } from '../features/addresses/stores/address-draft-store';
import { addressLine, addressTitle } from '../features/addresses/utils/address-text';
import { useCurrentUser, useSessionStore } from '../features/auth/stores/session-store';
import { esCart } from '../i18n/es-cart';
import { esAddresses } from '../i18n/es-addresses';
import { esClients } from '../i18n/es-clients';
import { paths } from '../lib/paths';

/**
 * The cart's delivery note: the address chosen for the order (its zone sets the fee and the
 * minimum), a way to choose one for a signed-in shopper, and where the store delivers. An order
 * a seller or mentor makes for a client names the client and goes to the client's address.
 * Before an address is chosen, a fee the server quoted (`feeQuoted`) is the shopper's default
 * address's (decision 052): the note names it.
 */
export function CartDelivery({
  storeSlug,
  addressId,
  client,
  feeQuoted = false,
}: {
  storeSlug: string;
  addressId: number | null;
  client: CartClient | null;
  feeQuoted?: boolean;
}) {
  const user = useCurrentUser();
  const defaultAddress = useSessionStore((state) => state.defaultAddress);
  const { data: addresses } = useAddresses(user && addressId !== null ? user.id : null);
  if (client) return <ClientDelivery storeSlug={storeSlug} client={client} />;
  const chosen = addresses?.find((address) => address.id === addressId) ?? null;
  const quotedFor = addressId === null && feeQuoted && user ? defaultAddress : null;
  return (
    <section aria-labelledby="cart-delivery-title" className="flex flex-col gap-3">
      <h2 id="cart-delivery-title" className="text-lg font-bold">
        {esAddresses.addresses.deliveryTitle}
      </h2>
      {chosen ? (
        <p className="flex flex-col rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/5">
          <span className="text-dark/70">{esAddresses.addresses.deliveryTo}</span>
          <span className="font-semibold">{addressTitle(chosen)}</span>
          <span>{addressLine(chosen)}</span>
        </p>
      ) : null}
      {quotedFor ? (
        <p className="rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/5">
          {esCart.cart.deliveryFeeForDefault(addressTitle(quotedFor))}
        </p>
      ) : null}
      {user ? (
        <Link
          to={paths.setAddress(storeSlug, { checkout: true })}
          onClick={() => {
            useAddressDraftStore.getState().clear();
          }}
          className={buttonClasses('secondary', 'sm')}
        >
          {addressId === null
            ? esAddresses.addresses.chooseForCart
            : esAddresses.addresses.changeForCart}
        </Link>
      ) : null}
      <Link
        to={paths.coverage(storeSlug)}
        className="text-sm font-semibold text-secondary-strong underline underline-offset-2"
      >
        {esAddresses.coverage.seeCoverage}
      </Link>
    </section>
  );
}

/** "Pedido para {client}", the client's address once chosen, and the ways to change either. */
function ClientDelivery({ storeSlug, client }: { storeSlug: string; client: CartClient }) {
  const address = client.address;
  return (
    <section aria-labelledby="cart-delivery-title" className="flex flex-col gap-3">
      <h2 id="cart-delivery-title" className="text-lg font-bold">
        {esAddresses.addresses.deliveryTitle}
      </h2>
      <p className="flex flex-col rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/5">
        <span className="font-semibold">{esClients.clientCheckout.orderFor(client.name)}</span>
        {address ? (
          <>
            <span className="text-dark/70">{esAddresses.addresses.deliveryTo}</span>
            <span className="font-semibold">{addressTitle(address)}</span>
            <span>{addressLine(address)}</span>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.clientSelect(storeSlug)} className={buttonClasses('secondary', 'sm')}>
          {esClients.clientCheckout.changeClient}
        </Link>
        <Link
          to={paths.checkoutClientAddress(storeSlug)}
          className={buttonClasses('secondary', 'sm')}
        >
          {address ? esAddresses.addresses.changeForCart : esAddresses.addresses.chooseForCart}
        </Link>
      </div>
    </section>
  );
}
