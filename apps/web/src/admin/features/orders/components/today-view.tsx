import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type StockAlert,
  type StoreSummary,
} from '@canasta/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { useFormatMoney } from '../../../../lib/money';
import { DataList } from '../../../components/data-list';
import { StatusChip } from './status-chip';

const t = esAdminOrders.today;

/**
 * "Hoy": the delivery day at a glance (orders, sales, basket, cancellations, each status with a
 * way to the board filtered by it) and the products sold out or nearly.
 */
export function TodayView({
  summary,
  boardHref,
  unseen,
}: {
  summary: StoreSummary;
  /** The board of this day, filtered by a status when given. */
  boardHref: (status?: string) => string;
  /** Orders that arrived while the console was open and nobody opened yet. */
  unseen: number;
}) {
  const money = useFormatMoney();
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t.cards}>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Card label={t.orders} value={String(summary.orders)} hint={t.ordersHint} />
          <Card label={t.sales} value={money(summary.sales_cents)} hint={t.salesHint} />
          <Card label={t.basket} value={money(summary.average_basket_cents)} />
          <Card label={t.cancelled} value={String(summary.cancelled)} />
          <Card label={t.delivered} value={money(summary.delivered_cents)} />
          <Card label={t.paid} value={money(summary.paid_cents)} />
          <Card
            label={t.awaitingPayment}
            value={money(summary.awaiting_payment_cents)}
            hint={t.awaitingPaymentHint(summary.awaiting_payment_orders)}
            className="col-span-2 lg:col-span-2"
          />
        </dl>
      </section>

      <section aria-labelledby="today-status" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="today-status" className="text-lg font-bold">
            {t.byStatus}
          </h2>
          <Link
            to={boardHref()}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold underline underline-offset-2 hover:bg-dark/5"
          >
            {t.openBoard}
            {unseen > 0 ? <Badge tone="negative">{t.newOrders(unseen)}</Badge> : null}
          </Link>
        </div>
        <ul className="flex flex-wrap gap-2">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={boardHref(status)}
                aria-label={t.seeOrders(ORDER_STATUS_LABELS[status], summary.by_status[status])}
                className="flex min-h-11 items-center gap-2 rounded-full border border-dark/15 bg-white px-3 hover:bg-surface focus-visible:outline-3 focus-visible:outline-dark"
              >
                <StatusChip status={status} />
                <span className="font-bold tabular-nums">{summary.by_status[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <StockAlerts summary={summary} />
    </div>
  );
}

function Card({
  label,
  value,
  hint,
  className,
}: {
  label: string;
  value: string;
  hint?: string;
  className?: string;
}) {
  return (
    <div className={`rounded-2xl border border-dark/10 bg-white p-4 ${className ?? ''}`}>
      <dt className="text-sm font-semibold text-dark/75">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums wrap-anywhere">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-dark/70">{hint}</dd> : null}
    </div>
  );
}

/** How many stock alerts show before "Ver los N" (a phone screen's worth). */
const ALERTS_SHOWN = 8;

function StockAlerts({ summary }: { summary: StoreSummary }) {
  const [all, setAll] = useState(false);
  const total = summary.sold_out_count + summary.low_stock_count;
  const alerts = all ? summary.stock_alerts : summary.stock_alerts.slice(0, ALERTS_SHOWN);
  return (
    <section aria-labelledby="today-stock" className="flex flex-col gap-3">
      <div>
        <h2 id="today-stock" className="text-lg font-bold">
          {t.stockTitle}
        </h2>
        <p className="text-sm text-dark/75">
          {t.stockSummary(
            summary.sold_out_count,
            summary.low_stock_count,
            summary.low_stock_threshold,
          )}
        </p>
      </div>
      {summary.stock_alerts.length === 0 ? (
        <EmptyState as="h3" title={t.stockEmpty} description={t.stockEmptyHint} />
      ) : (
        <>
          <DataList<StockAlert>
            caption={t.stockCaption}
            items={alerts}
            getKey={(item) => item.purchaseable_id}
            rowTone={(item) => (item.stock <= 0 ? 'negative' : 'warning')}
            columns={[
              { header: t.product, primary: true, cell: (item) => item.name },
              { header: t.sku, cell: (item) => item.sku ?? '—' },
              {
                header: t.stock,
                align: 'end',
                cell: (item) =>
                  item.stock <= 0 ? (
                    <Badge tone="negative">{t.soldOut}</Badge>
                  ) : (
                    <span className="font-semibold">{t.left(item.stock, item.unit)}</span>
                  ),
              },
            ]}
          />
          {summary.stock_alerts.length > ALERTS_SHOWN ? (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={all}
              onClick={() => {
                setAll(!all);
              }}
              className="self-start"
            >
              {all ? t.showFewerAlerts : t.showAllAlerts(summary.stock_alerts.length)}
            </Button>
          ) : null}
          {all && total > summary.stock_alerts.length ? (
            <p className="text-sm text-dark/75">
              {t.moreAlerts(summary.stock_alerts.length, total)}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
