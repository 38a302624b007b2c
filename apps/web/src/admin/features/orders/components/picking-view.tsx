import './picking-print.css';
import type { PickingList, PickingOrder } from '@canasta/contract';
import { Check, Printer, Scale } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { cn } from '../../../../lib/cn';
import { formatLongDay } from '../../../../lib/dates';
import { forgetOldPicks, usePickedLines } from '../hooks/use-picked-lines';
import { orderPaths } from '../order-paths';
import { quantityText } from '../utils/picking-form';
import { StatusChip } from './status-chip';

const t = esAdminOrders.picking;

/**
 * "Surtido" for one slot: everything summed (one walk along the shelves), then each order's
 * lines to fill its bag, ticked off as they go in (kept on this device). Printed, the summed
 * list comes first and then one page per order (picking-print.css).
 */
export function PickingView({ slug, list }: { slug: string; list: PickingList }) {
  useEffect(() => {
    forgetOldPicks();
  }, []);
  const slot = list.slot;
  return (
    <div data-picking-print="" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button
          variant="secondary"
          onClick={() => {
            window.print();
          }}
        >
          <Printer aria-hidden="true" className="size-5" />
          {t.print}
        </Button>
      </div>
      {slot ? (
        <p className="hidden text-lg font-bold print:block">
          {t.printTitle(formatLongDay(list.date), slot.start, slot.end)}
        </p>
      ) : null}
      <section aria-labelledby="picking-total" className="flex flex-col gap-2">
        <h2 id="picking-total" className="text-lg font-bold">
          {t.totalTitle}
        </h2>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.totalCaption}</caption>
          <thead>
            <tr className="border-b border-dark/15">
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t.product}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.qty}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.products.map((product) => (
              <tr key={product.purchaseable_id} className="border-b border-dark/10 align-top">
                <td className="py-2 pr-2">
                  <span className="block text-base font-semibold wrap-anywhere">
                    {product.name}
                  </span>
                  <span className="text-dark/75">
                    {[product.sku, t.inOrders(product.order_count)].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="py-2 text-right text-base font-bold whitespace-nowrap tabular-nums">
                  {shownQty(product)}
                  {product.unit ? (
                    <span className="block text-xs font-normal text-dark/75">{product.unit}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="picking-orders" className="flex flex-col gap-4">
        <h2 id="picking-orders" className="text-lg font-bold print:hidden">
          {t.ordersTitle}
        </h2>
        {list.orders.map((order) => (
          <OrderSheet
            key={order.number}
            slug={slug}
            order={order}
            when={slot ? t.printTitle(formatLongDay(list.date), slot.start, slot.end) : null}
          />
        ))}
      </section>
    </div>
  );
}

function OrderSheet({
  slug,
  order,
  when,
}: {
  slug: string;
  order: PickingOrder;
  /** The slot, printed on each order's page (the page travels with the bag). */
  when: string | null;
}) {
  const { picked, toggle } = usePickedLines(slug, order.number);
  const headingId = useId();
  const done = order.lines.filter((line) => picked.includes(line.purchaseable_id)).length;
  const complete = done === order.lines.length;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'picking-sheet flex flex-col gap-2 rounded-2xl border bg-white p-4',
        complete ? 'border-positive-strong' : 'border-dark/10',
      )}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-xl font-bold">
          {t.order(order.number)}
        </h3>
        <StatusChip status={order.status} className="print:hidden" />
        <span
          className={cn(
            'ml-auto inline-flex items-center gap-1 text-sm font-semibold print:hidden',
            complete ? 'text-positive-strong' : 'text-dark/75',
          )}
        >
          {complete ? <Check aria-hidden="true" className="size-4" /> : null}
          {complete ? t.done : t.progress(done, order.lines.length)}
        </span>
      </header>
      {when ? <p className="hidden text-sm print:block">{when}</p> : null}
      <p className="font-semibold wrap-anywhere">
        {order.customer.name}
        <span className="font-normal text-dark/75">
          {` · ${order.delivery_type === 'pickup' ? t.pickup : (order.neighborhood ?? '')}`}
        </span>
      </p>
      {order.notes ? <p className="text-sm wrap-anywhere">{t.notes(order.notes)}</p> : null}
      <Link
        to={orderPaths.orderPicking(slug, order.number)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-dark/20 bg-white px-4 text-sm font-semibold hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark print:hidden"
      >
        <Scale aria-hidden="true" className="size-4" />
        {t.pickOrder}
        <span className="sr-only">{t.pickOrderSuffix(order.number)}</span>
      </Link>
      <ul className="flex flex-col">
        {order.lines.map((line) => {
          const checked = picked.includes(line.purchaseable_id);
          return (
            <li key={line.purchaseable_id} className="border-b border-dark/10 last:border-0">
              <label className="flex min-h-12 cursor-pointer items-center gap-3 py-1">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => {
                    toggle(line.purchaseable_id);
                  }}
                  className="size-6 shrink-0 accent-secondary-strong"
                />
                <span
                  aria-hidden="true"
                  className="min-w-10 text-right text-lg font-bold whitespace-nowrap tabular-nums"
                >
                  {shownQty(line)}
                </span>
                <span
                  className={cn(
                    'min-w-0 flex-1 wrap-anywhere',
                    checked && 'text-dark/75 line-through',
                  )}
                >
                  <span className="sr-only">{t.pick(shownQty(line), line.name)}</span>
                  <span aria-hidden="true">{line.name}</span>
                  <span aria-hidden="true" className="block text-xs text-dark/70">
                    {[line.unit, line.sku].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** Pieces as a number, grams as grams ("750 g"): a weight line never reads as pieces. */
function shownQty(line: { qty: number; sold_by?: 'unit' | 'weight' | undefined }): string {
  return line.sold_by === 'weight' ? quantityText('weight', line.qty) : String(line.qty);
}
