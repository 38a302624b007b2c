import type { Address, CartClient, DeliveryType } from '@canasta/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAddresses } from '../../../features/addresses/api/get-addresses';
import {
  addressArea,
  addressLine,
  addressTitle,
} from '../../../features/addresses/utils/address-text';
import { useDeliverySlots } from '../../../features/checkout/api/get-delivery-slots';
import { esCheckout } from '../../../i18n/es-checkout';
import { esClients } from '../../../i18n/es-clients';
import { formatLongDay } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { formatPhone } from '../../../lib/phone';
import type { CheckoutContext } from './checkout-gate';

/**
 * Who it is for (a seller or mentor: "Para mí" or their client), how, when and where (the
 * client's address for a client's order), each with the way back to its step. "When" is left
 * out while a remembered day waits to be confirmed above it (`dayToConfirm`).
 */
export function DeliverySummary({
  store,
  cart,
  user,
  dayToConfirm = false,
}: CheckoutContext & { dayToConfirm?: boolean }) {
  const pickup = cart.cart.delivery_type === 'pickup';
  const client = cart.cart.client;
  const addresses = useAddresses(pickup || client ? null : user.id);
  const address = client
    ? (client.address ?? undefined)
    : addresses.data?.find((candidate) => candidate.id === cart.cart.address_id);
  const slot = cart.cart.delivery_date;
  return (
    <section aria-labelledby="preview-delivery" className="flex flex-col gap-2">
      <h2 id="preview-delivery" className="text-lg font-bold">
        {esCheckout.checkout.deliveryTitle}
      </h2>
      <dl className="flex flex-col divide-y divide-dark/10 rounded-2xl bg-white px-4 text-sm ring-1 ring-dark/10">
        {user.is_seller || user.is_mentor ? (
          <SummaryRow
            label={esClients.clientCheckout.who}
            to={paths.clientSelect(store.slug)}
            value={<ClientText client={client} />}
          />
        ) : null}
        <SummaryRow
          label={esCheckout.checkout.how}
          to={paths.deliveryType(store.slug)}
          value={pickup ? esCheckout.checkout.pickup : esCheckout.checkout.delivery}
        />
        {dayToConfirm ? null : (
          <SummaryRow
            label={esCheckout.checkout.when}
            to={paths.deliveryDate(store.slug)}
            value={
              slot ? (
                <SlotText
                  storeId={store.id}
                  type={cart.cart.delivery_type ?? 'delivery'}
                  date={slot}
                  slotId={cart.cart.delivery_slot_id}
                />
              ) : null
            }
          />
        )}
        {pickup ? (
          <SummaryRow label={esCheckout.checkout.pickupWhere} value={store.address} />
        ) : (
          <SummaryRow
            label={esCheckout.checkout.where}
            to={
              client ? paths.checkoutClientAddress(store.slug) : paths.deliveryAddress(store.slug)
            }
            value={
              address ? <AddressText address={address} /> : <Skeleton className="h-10 w-full" />
            }
          />
        )}
      </dl>
    </section>
  );
}

function AddressText({ address }: { address: Address }) {
  return (
    <>
      <span className="block font-semibold">{addressTitle(address)}</span>
      <span className="block">{addressLine(address)}</span>
      <span className="block text-dark/75">{addressArea(address)}</span>
    </>
  );
}

/** "Pedido para {client}" with their phone, or "Para mí". */
function ClientText({ client }: { client: CartClient | null }) {
  if (!client) return <span className="font-semibold">{esClients.clientCheckout.forMe}</span>;
  return (
    <>
      <span className="block font-semibold">{esClients.clientCheckout.orderFor(client.name)}</span>
      <span className="block tabular-nums">{formatPhone(client.phone)}</span>
    </>
  );
}

/** The chosen day and its time range (from the store's slots, read on the date step). */
function SlotText({
  storeId,
  type,
  date,
  slotId,
}: {
  storeId: number;
  type: DeliveryType;
  date: string;
  slotId: number | null;
}) {
  const { data: days } = useDeliverySlots(storeId, type);
  const slot = days
    ?.find((day) => day.date === date)
    ?.slots.find((candidate) => candidate.id === slotId);
  const range = slot ? esCheckout.checkout.slotRange(slot.start, slot.end) : null;
  return (
    <>
      {formatLongDay(date)}
      {range ? `, ${range}` : null}
    </>
  );
}

function SummaryRow({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 py-3">
      <dt className="col-start-1 text-dark/70">{label}</dt>
      <dd className="col-start-1 min-w-0">{value}</dd>
      {to ? (
        <dd className="col-start-2 row-span-2 row-start-1 self-center">
          <Link
            to={to}
            aria-label={esCheckout.checkout.changeLabel(label)}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-secondary-strong underline underline-offset-2"
          >
            {esCheckout.checkout.change}
          </Link>
        </dd>
      ) : null}
    </div>
  );
}
