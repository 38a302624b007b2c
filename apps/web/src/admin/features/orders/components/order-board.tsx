import {
  ADMIN_ORDER_SEARCH_MAX,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type AdminDaySlot,
  type AdminOrderListItem,
  type AdminOrderPage,
  type OrderStatus,
} from '@canasta/contract';
import { ClipboardList, ListChecks, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SearchBox } from '../../../../components/ui/search-box';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { cn } from '../../../../lib/cn';
import { useFormatMoney } from '../../../../lib/money';
import { PaymentChip, StatusChip } from './status-chip';

const t = esAdminOrders.board;

export interface BoardProps {
  /** The pages loaded so far (the board reads more on request). */
  pages: readonly AdminOrderPage[];
  status: OrderStatus | null;
  onStatusChange: (status: OrderStatus | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Orders that arrived live and nobody opened yet. */
  unseen: readonly string[];
  orderHref: (number: string) => string;
  pickingHref: (slotId: number) => string;
}

/**
 * A day's orders, slot by slot (the day's order), newest first within a slot: the search, the
 * status filter with each status's count for the whole day, and a card per order.
 */
export function OrderBoard({
  pages,
  status,
  onStatusChange,
  search,
  onSearchChange,
  hasMore,
  loadingMore,
  onLoadMore,
  unseen,
  orderHref,
  pickingHref,
}: BoardProps) {
  const first = pages[0];
  const day = first?.day ?? null;
  const orders = pages.flatMap((page) => page.data);
  const total = first?.meta.total ?? 0;
  const filtered = status !== null || search.trim() !== '';
  return (
    <div className="flex flex-col gap-4">
      <SearchBox
        value={search}
        onChange={onSearchChange}
        label={t.search}
        placeholder={t.searchPlaceholder}
        clearLabel={t.clearSearch}
        maxLength={ADMIN_ORDER_SEARCH_MAX}
        controls="board-orders"
      />
      {day ? <StatusFilter status={status} onChange={onStatusChange} day={day} /> : null}
      <div id="board-orders" className="flex flex-col gap-6">
        {orders.length === 0 ? (
          <EmptyState
            title={filtered ? t.emptyFilter : t.emptyDay}
            description={filtered ? t.emptyFilterHint : t.emptyDayHint}
            icon={<ClipboardList className="size-10" />}
          />
        ) : (
          slotGroups(orders, day?.slots ?? []).map((group) => (
            <SlotSection
              key={group.key}
              slot={group.slot}
              orders={group.orders}
              unseen={unseen}
              orderHref={orderHref}
              pickingHref={pickingHref}
            />
          ))
        )}
      </div>
      {orders.length > 0 ? (
        <div className="flex flex-col items-center gap-2 py-2">
          <p className="text-sm text-dark/75">{t.shown(orders.length, total)}</p>
          {hasMore ? (
            <Button
              variant="secondary"
              aria-disabled={loadingMore || undefined}
              onClick={() => {
                if (!loadingMore) onLoadMore();
              }}
            >
              {loadingMore ? t.loadingMore : t.loadMore}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function StatusFilter({
  status,
  onChange,
  day,
}: {
  status: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
  day: NonNullable<AdminOrderPage['day']>;
}) {
  const options: { value: OrderStatus | null; label: string; count: number }[] = [
    { value: null, label: t.all, count: day.total },
    ...ORDER_STATUSES.map((value) => ({
      value,
      label: ORDER_STATUS_LABELS[value],
      count: day.by_status[value],
    })),
  ];
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t.statusFilter}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0">
        {options.map((option) => {
          const checked = option.value === status;
          return (
            <label
              key={option.value ?? 'all'}
              className={cn(
                'relative flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-dark',
                checked
                  ? 'border-dark bg-dark text-white'
                  : 'border-dark/20 bg-white hover:bg-surface',
              )}
            >
              <input
                type="radio"
                name="board-status"
                className="sr-only"
                checked={checked}
                onChange={() => {
                  onChange(option.value);
                }}
              />
              {option.label}
              <span className={cn('tabular-nums', checked ? 'text-white/80' : 'text-dark/65')}>
                {option.count}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface SlotGroup {
  key: string;
  slot: Pick<AdminDaySlot, 'id' | 'start' | 'end' | 'delivery_type' | 'total'>;
  orders: AdminOrderListItem[];
}

/** The loaded orders under their slots, in the day's slot order (as the server sends them). */
function slotGroups(orders: readonly AdminOrderListItem[], slots: readonly AdminDaySlot[]) {
  const groups = new Map<string, SlotGroup>();
  const keyOf = (slot: { id: number; start: string; end: string }) =>
    `${slot.id}|${slot.start}|${slot.end}`;
  for (const order of orders) {
    const key = `${order.delivery_date}|${keyOf(order.delivery_slot)}`;
    const known = slots.find((slot) => keyOf(slot) === keyOf(order.delivery_slot));
    const group = groups.get(key) ?? {
      key,
      slot: known ?? { ...order.delivery_slot, delivery_type: order.delivery_type, total: 0 },
      orders: [],
    };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function SlotSection({
  slot,
  orders,
  unseen,
  orderHref,
  pickingHref,
}: {
  slot: SlotGroup['slot'];
  orders: readonly AdminOrderListItem[];
  unseen: readonly string[];
  orderHref: (number: string) => string;
  pickingHref: (slotId: number) => string;
}) {
  const headingId = `slot-${slot.id}-${slot.start.replace(':', '')}`;
  const Icon = slot.delivery_type === 'pickup' ? Store : Truck;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-center gap-2 border-b border-dark/15 pb-1">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-secondary-strong" />
        <h2 id={headingId} className="min-w-0 text-base font-bold">
          {t.slotTitle(slot.start, slot.end, slot.delivery_type)}{' '}
          {slot.total > 0 ? (
            <span className="ml-2 text-sm font-semibold whitespace-nowrap text-dark/70">
              {t.slotCount(slot.total)}
            </span>
          ) : null}
        </h2>
        <Link
          to={pickingHref(slot.id)}
          className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold underline underline-offset-2 hover:bg-dark/5"
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {t.picking}
          <span className="sr-only">{t.pickingSuffix}</span>
        </Link>
      </div>
      <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              isNew={unseen.includes(order.number)}
              href={orderHref(order.number)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const timeFormat = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function OrderCard({
  order,
  isNew,
  href,
}: {
  order: AdminOrderListItem;
  isNew: boolean;
  href: string;
}) {
  const money = useFormatMoney();
  return (
    <article
      className={cn(
        'relative flex h-full flex-col gap-1.5 rounded-2xl border bg-white p-3 focus-within:outline-3 focus-within:outline-dark hover:bg-surface',
        isNew ? 'border-2 border-secondary-strong' : 'border-dark/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-bold">
          {/* The link stretches over the card: the whole card opens the order. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {order.number}
          </Link>
        </h3>
        <StatusChip status={order.status} />
        {isNew ? <Badge tone="negative">{t.newBadge}</Badge> : null}
        <span className="ml-auto text-base font-bold tabular-nums">
          {order.estimated ? (
            <span className="mr-1 text-xs font-semibold text-dark/75">{t.estimated}</span>
          ) : null}
          {money(order.total_cents)}
        </span>
      </div>
      <p className="font-semibold wrap-anywhere">{order.customer.name}</p>
      <p className="text-sm text-dark/75 wrap-anywhere">
        {order.delivery_type === 'pickup' ? t.pickup : (order.neighborhood ?? '')}
        {' · '}
        {t.items(order.item_count)}
      </p>
      {t.pickingState[order.picking] ? (
        <p className="text-sm font-semibold">{t.pickingState[order.picking]}</p>
      ) : null}
      {order.store_absorbs_cents > 0 ? (
        <p className="text-sm font-semibold text-negative">
          {t.absorbs(money(order.store_absorbs_cents))}
        </p>
      ) : null}
      {order.awaiting_payment ? (
        <p className="text-sm font-semibold text-negative">{t.awaitingPayment}</p>
      ) : null}
      {order.cash_change_cents === null ? null : (
        <p className="text-sm font-semibold">
          {order.cash_change_cents === 0 ? t.exactCash : t.change(money(order.cash_change_cents))}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm text-dark/75">
        <span>{t.placedAt(timeFormat.format(new Date(order.created_at)))}</span>
        <PaymentChip status={order.payment_status} />
      </div>
    </article>
  );
}
