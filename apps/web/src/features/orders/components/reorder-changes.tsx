import { formatGrams, type ReorderChange } from '@canasta/contract';
import { Button } from '../../../components/ui/button';
import { es } from '../../../i18n/es';
import { esOrders } from '../../../i18n/es-orders';
import { useFormatMoney } from '../../../lib/money';

/**
 * What one line of the earlier order became in the cart, in words; a weight line's quantities
 * in grams and its prices per kilogram.
 */
function useChangeNotes(weighed: ReadonlySet<number>) {
  const format = useFormatMoney();
  return (change: ReorderChange): string[] => {
    if (change.outcome === 'sold_out') return [esOrders.orders.reorderSoldOut];
    if (change.outcome === 'unavailable') return [esOrders.orders.reorderUnavailable];
    const weight = weighed.has(change.purchaseable_id);
    const price = (cents: number) => (weight ? es.product.perKg(format(cents)) : format(cents));
    const notes: string[] = [];
    if (change.outcome === 'reduced') {
      notes.push(
        weight
          ? esOrders.orders.reorderReducedWeight(
              formatGrams(change.qty_in_cart),
              formatGrams(change.ordered_qty),
            )
          : esOrders.orders.reorderReduced(change.qty_in_cart, change.ordered_qty),
      );
    }
    if (
      change.unit_price_cents !== null &&
      change.unit_price_cents !== change.before_unit_price_cents
    ) {
      notes.push(
        esOrders.orders.reorderPrice(
          price(change.before_unit_price_cents),
          price(change.unit_price_cents),
        ),
      );
    }
    return notes;
  };
}

const NONE: ReadonlySet<number> = new Set();

/**
 * After "Pedir de nuevo", above the cart: which products went in as they were, and for the rest
 * what changed since that order (price up or down, fewer units, sold out or no longer sold).
 */
export function ReorderChanges({
  changes,
  weighed = NONE,
  onDismiss,
}: {
  changes: readonly ReorderChange[];
  /** The offers (purchaseable ids) sold by weight: their quantities are grams. */
  weighed?: ReadonlySet<number>;
  onDismiss: () => void;
}) {
  const notesOf = useChangeNotes(weighed);
  return (
    <section
      aria-labelledby="reorder-changes"
      className="flex min-w-0 flex-col gap-2 rounded-2xl bg-warning/20 p-4 text-sm ring-1 ring-dark/10"
    >
      <h2 id="reorder-changes" className="text-base font-bold break-words">
        {changes.length === 0
          ? esOrders.orders.reorderAllAdded
          : esOrders.orders.reorderChangesTitle}
      </h2>
      {changes.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {changes.map((change) => (
            <li key={change.purchaseable_id} className="min-w-0 break-words">
              <span className="font-semibold">{change.name}</span>
              {notesOf(change).map((note) => (
                <span key={note} className="block text-dark/80">
                  {note}
                </span>
              ))}
            </li>
          ))}
        </ul>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onDismiss} className="self-start">
        {esOrders.orders.reorderDismiss}
      </Button>
    </section>
  );
}
