import type { AdminOrder } from '@canasta/contract';
import { ListChecks, MapPin, MessageCircle, Phone } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { formatLongDay, formatMoment } from '../../../../lib/dates';
import { useFormatMoney } from '../../../../lib/money';
import { whatsappLink } from '../../../../lib/whatsapp';
import { quantityText, substituteStateText } from '../utils/picking-form';
import { PaymentChip, StatusChip } from './status-chip';
import { type MoveOrder, StatusActions } from './status-actions';

const t = esAdminOrders.order;

/** Leaflet and the map come with the first order that has an address, in their own chunk. */
const OrderMap = lazy(() => import('./order-map'));

/**
 * One order on the console: its status and the next step first (in thumb's reach), then who to
 * call, where it goes (with the pin on a map), what to pack, what it costs and how it is paid,
 * and everything that happened to it.
 */
export function OrderDetail({
  order,
  storeName,
  tileUrl,
  move,
  pickingHref,
}: {
  order: AdminOrder;
  storeName: string;
  /** The shop settings' `map_tile_url`; null while unknown (the map waits). */
  tileUrl: string | null;
  move: MoveOrder;
  /** The order's own picking screen (weights, missing lines, substitutes). */
  pickingHref: string;
}) {
  const pickable = order.status === 'confirmed' || order.status === 'preparing';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <StatusChip status={order.status} className="text-sm" />
        <PaymentChip status={order.payment.status} />
        <span className="text-sm font-semibold">{t.pickingState[order.picking]}</span>
        <span className="text-sm text-dark/75">{t.placed(formatMoment(order.created_at))}</span>
      </div>
      <StatusActions order={order} move={move} />
      {pickable || order.picking !== 'pending' ? (
        <Link
          to={pickingHref}
          className={buttonClasses(pickable && order.picking !== 'done' ? 'primary' : 'secondary')}
        >
          <ListChecks aria-hidden="true" className="size-5" />
          {pickable && order.picking !== 'done' ? t.pickOrder : t.seePicking}
        </Link>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <People order={order} storeName={storeName} />
        <Delivery order={order} tileUrl={tileUrl} />
      </div>
      <Lines order={order} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Totals order={order} />
        <History order={order} />
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-dark/10 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const CONTACT =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-dark/20 bg-white px-3 text-sm font-semibold hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark';

/** A person with a phone: call, or write on WhatsApp with the order's number typed in. */
function Contact({
  role,
  name,
  phone,
  message,
}: {
  role: string;
  name: string;
  phone: string;
  message: string;
}) {
  const chat = whatsappLink(phone, message);
  return (
    <div className="flex flex-col gap-2">
      <p>
        <span className="block text-sm text-dark/70">{role}</span>
        <span className="font-semibold wrap-anywhere">{name}</span>{' '}
        <span className="text-sm whitespace-nowrap text-dark/80">{phone}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={`tel:${phone}`} className={CONTACT} aria-label={t.call(name)}>
          <Phone aria-hidden="true" className="size-4" />
          {phone}
        </a>
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noreferrer"
            className={CONTACT}
            aria-label={t.whatsapp(name)}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            WhatsApp
          </a>
        ) : null}
      </div>
    </div>
  );
}

function People({ order, storeName }: { order: AdminOrder; storeName: string }) {
  const message = t.whatsappText(order.number, storeName);
  const receiver = order.address;
  const showReceiver =
    receiver !== null &&
    (receiver.receiver_name !== order.customer.name ||
      receiver.receiver_phone !== order.customer.phone);
  const placerIsCustomer = order.client === null;
  return (
    <Section id="order-people" title={t.customer}>
      <Contact
        role={order.client ? t.clientOf(order.placed_by.name) : t.customer}
        name={order.customer.name}
        phone={order.customer.phone}
        message={message}
      />
      {showReceiver ? (
        <Contact
          role={t.receiver}
          name={receiver.receiver_name}
          phone={receiver.receiver_phone}
          message={message}
        />
      ) : null}
      {placerIsCustomer ? null : (
        <Contact
          role={t.placedBy}
          name={order.placed_by.name}
          phone={order.placed_by.phone}
          message={message}
        />
      )}
      {order.notes ? (
        <div>
          <h3 className="text-sm text-dark/70">{t.notes}</h3>
          <p className="whitespace-pre-line wrap-anywhere">{order.notes}</p>
        </div>
      ) : null}
    </Section>
  );
}

function Delivery({ order, tileUrl }: { order: AdminOrder; tileUrl: string | null }) {
  const { address } = order;
  return (
    <Section id="order-delivery" title={t.delivery}>
      <p>
        <span className="block font-semibold">
          {order.delivery_type === 'pickup' ? t.pickup : t.homeDelivery}
        </span>
        {t.slot(
          formatLongDay(order.delivery_date),
          order.delivery_slot.start,
          order.delivery_slot.end,
        )}
      </p>
      {address ? (
        <>
          <address className="not-italic wrap-anywhere">
            {`${address.street} ${address.exterior_number}${address.internal_number ? `, ${address.internal_number}` : ''}`}
            <br />
            {`${address.neighborhood}, ${address.postal_code} ${address.municipality}, ${address.state}`}
            {address.between_streets ? (
              <>
                <br />
                {t.between(address.between_streets)}
              </>
            ) : null}
            {address.references ? (
              <>
                <br />
                {t.references(address.references)}
              </>
            ) : null}
          </address>
          {order.zone_name ? (
            <p className="text-sm text-dark/75">{t.zone(order.zone_name)}</p>
          ) : null}
          {tileUrl ? (
            <Suspense
              fallback={
                <p
                  role="status"
                  className="flex h-64 items-center justify-center rounded-2xl bg-dark/5 text-sm"
                >
                  {t.mapLoading}
                </p>
              }
            >
              <OrderMap lat={address.lat} lng={address.lng} tileUrl={tileUrl} />
            </Suspense>
          ) : null}
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${address.lat},${address.lng}`}
            target="_blank"
            rel="noreferrer"
            className={CONTACT}
          >
            <MapPin aria-hidden="true" className="size-4" />
            {t.openMaps}
          </a>
        </>
      ) : null}
    </Section>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  const money = useFormatMoney();
  return (
    <Section id="order-lines" title={t.lines}>
      <ul className="flex flex-col divide-y divide-dark/10">
        {order.items.map((line) => {
          const weight = line.sold_by === 'weight';
          return (
            <li key={line.id} className="flex items-start gap-3 py-2">
              <span className="min-w-12 rounded-lg bg-primary-soft px-2 py-1 text-center font-bold whitespace-nowrap tabular-nums">
                {weight ? quantityText('weight', line.ordered_qty) : line.ordered_qty}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold wrap-anywhere">{line.name}</p>
                <p className="text-sm text-dark/75">
                  {[line.unit, line.sku ? t.sku(line.sku) : null].filter(Boolean).join(' · ')}
                </p>
                {line.unit_price_cents !== line.list_unit_price_cents ? (
                  <p className="text-sm text-dark/75">
                    {t.priceChanged(
                      weight
                        ? t.perKg(money(line.list_unit_price_cents))
                        : money(line.list_unit_price_cents),
                    )}
                  </p>
                ) : null}
                {line.picked_qty === null ? null : (
                  <p className="text-sm font-semibold">
                    {line.picked_qty === 0
                      ? t.pickedMissing
                      : t.picked(quantityText(line.sold_by, line.picked_qty))}
                  </p>
                )}
                {line.substitute ? (
                  <p className="text-sm wrap-anywhere">
                    {[
                      t.substitute(
                        line.substitute.name,
                        quantityText(line.substitute.sold_by, line.substitute.qty),
                      ),
                      substituteStateText(line.substitute, null),
                    ].join(' · ')}
                  </p>
                ) : null}
              </div>
              <div className="text-right">
                <p className="font-semibold tabular-nums">{money(line.line_total_cents)}</p>
                <p className="text-sm text-dark/75 tabular-nums">
                  {weight
                    ? t.weightLine(
                        quantityText('weight', line.picked_qty ?? line.ordered_qty),
                        money(line.unit_price_cents),
                      )
                    : `${line.picked_qty ?? line.ordered_qty} × ${money(line.unit_price_cents)}`}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Totals({ order }: { order: AdminOrder }) {
  const money = useFormatMoney();
  const { payment } = order;
  const rows: [string, string][] = [
    [t.subtotal, money(order.subtotal_cents)],
    ...(order.discount_cents > 0
      ? [[t.discount(order.coupon_code), `−${money(order.discount_cents)}`] as [string, string]]
      : []),
    [t.deliveryFee, money(order.delivery_fee_cents)],
    ...(order.wallet_applied_cents > 0
      ? [[t.wallet, `−${money(order.wallet_applied_cents)}`] as [string, string]]
      : []),
  ];
  return (
    <Section id="order-totals" title={t.totals}>
      <dl className="flex flex-col gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-dark/15 pt-1 text-lg font-bold">
          <dt>{order.estimated ? t.estimatedTotal : t.total}</dt>
          <dd className="tabular-nums">{money(order.total_cents)}</dd>
        </div>
        {!order.estimated && order.estimated_total_cents !== order.total_cents ? (
          <div className="flex justify-between gap-3 text-sm text-dark/80">
            <dt>{t.placedEstimate}</dt>
            <dd className="tabular-nums">{money(order.estimated_total_cents)}</dd>
          </div>
        ) : null}
      </dl>
      {order.store_absorbs_cents > 0 ? (
        <p className="rounded-xl bg-warning/30 px-3 py-2 font-semibold">
          {esAdminOrders.pick.absorbs(money(order.store_absorbs_cents))}
        </p>
      ) : null}
      <div className="flex flex-col gap-1 border-t border-dark/10 pt-3">
        <h3 className="font-semibold">{t.payment}</h3>
        <p className="flex flex-wrap items-center gap-2">
          {t.method[payment.method] ?? payment.method}
          <PaymentChip status={payment.status} />
        </p>
        {payment.card ? (
          <p className="text-sm">{t.card(payment.card.brand, payment.card.last4)}</p>
        ) : null}
        {payment.card_charge ? (
          <p className="text-sm text-dark/80">
            {`${t.charge[payment.card_charge.status] ?? payment.card_charge.status}: ${money(payment.card_charge.amount_cents)}`}
          </p>
        ) : null}
        {payment.collect_cents > 0 ? (
          <p className="mt-1 rounded-xl bg-warning/30 px-3 py-2 font-bold">
            {t.collect(money(payment.collect_cents))}
          </p>
        ) : null}
        {payment.cash_tendered_cents !== null && order.cash_change_cents !== null ? (
          <p className="text-sm">
            {t.paysWith(money(payment.cash_tendered_cents))}
            {' · '}
            <strong>
              {order.cash_change_cents === 0
                ? t.exactCash
                : t.change(money(order.cash_change_cents))}
            </strong>
          </p>
        ) : null}
      </div>
    </Section>
  );
}

function History({ order }: { order: AdminOrder }) {
  return (
    <Section id="order-history" title={t.history}>
      <ol className="flex flex-col gap-3">
        {order.status_history.map((change, index) => (
          <li
            key={`${change.status}-${change.at}-${String(index)}`}
            className="flex flex-col gap-0.5"
          >
            <span className="flex flex-wrap items-center gap-2">
              <StatusChip status={change.status} />
              <time dateTime={change.at} className="text-sm text-dark/75">
                {formatMoment(change.at)}
              </time>
            </span>
            <span className="text-sm">{change.actor?.name ?? t.historyCustomer}</span>
            {change.reason ? (
              <span className="text-sm wrap-anywhere">{t.historyReason(change.reason)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
