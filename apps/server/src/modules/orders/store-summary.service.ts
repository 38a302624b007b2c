import { LOW_STOCK_LIST_MAX, LOW_STOCK_THRESHOLD, type StoreSummary } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { localDateTime } from '../delivery/delivery-slots';
import type { AdminStore } from '../operators/admin-context';
import { getSettings } from '../settings/settings.service';
import { emptyCounts } from './admin-orders.service';
import * as repo from './order-board.repository';

/**
 * The store's day at a glance ("Hoy", issue 23), for `date` or today in the store's own time
 * zone. An order counts on its delivery day. Sales are booked sales: the totals of the day's
 * orders not cancelled, pending ones included (what the day should bring in); `delivered_cents`
 * is the part already handed over, `paid_cents` the part paid, and the OXXO/SPEI payments still
 * to arrive are counted apart (decision 060). The average basket is sales over those orders.
 */
export async function storeSummary(
  db: Kysely<DB>,
  now: Date,
  store: AdminStore,
  date: string | undefined,
): Promise<StoreSummary> {
  const today = localDateTime(now, store.time_zone).date;
  const day = date ?? today;
  const [rows, alerts, counts, settings, money] = await Promise.all([
    repo.countDayBySlot(db, store.id, day),
    repo.listStockAlerts(db, store.id, LOW_STOCK_THRESHOLD, LOW_STOCK_LIST_MAX),
    repo.countStockAlerts(db, store.id, LOW_STOCK_THRESHOLD),
    getSettings(db),
    repo.sumDayPayments(db, store.id, day),
  ]);
  const byStatus = emptyCounts();
  let sales = 0;
  let delivered = 0;
  for (const row of rows) {
    const n = Number(row.n);
    const cents = Number(row.total_cents ?? 0);
    byStatus[row.status] += n;
    if (row.status !== 'cancelled') sales += cents;
    if (row.status === 'delivered') delivered += cents;
  }
  const orders = Object.values(byStatus).reduce((sum, n) => sum + n, 0) - byStatus.cancelled;
  return {
    date: day,
    today,
    orders,
    cancelled: byStatus.cancelled,
    sales_cents: sales,
    delivered_cents: delivered,
    paid_cents: money.paidCents,
    awaiting_payment_orders: money.awaitingOrders,
    awaiting_payment_cents: money.awaitingCents,
    average_basket_cents: orders === 0 ? 0 : Math.round(sales / orders),
    currency: settings.currency,
    by_status: byStatus,
    sold_out_count: counts.soldOut,
    low_stock_count: counts.low,
    low_stock_threshold: LOW_STOCK_THRESHOLD,
    stock_alerts: alerts.map((row) => ({
      purchaseable_id: row.id,
      name: row.name,
      sku: row.sku,
      unit: row.unit,
      stock: row.stock,
    })),
  };
}
