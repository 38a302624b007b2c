import {
  formatGrams,
  type Order,
  type OrderItem,
  type OrderSubstitute,
  SUBSTITUTION_LABELS,
  SUBSTITUTION_SHORT_LABELS,
  SUBSTITUTION_PREFERENCES,
} from '@canasta/contract';
import { Button } from '../../../components/ui/button';
import { InlineSelect } from '../../../components/ui/inline-select';
import { es } from '../../../i18n/es';
import { esCart } from '../../../i18n/es-cart';
import { esCheckout } from '../../../i18n/es-checkout';
import { esOrders } from '../../../i18n/es-orders';
import { isApiError } from '../../../lib/api-client';
import { useFormatMoney } from '../../../lib/money';
import { formatCountdown, useCountdown } from '../../../lib/use-countdown';
import { useAnswerSubstitution, useUpdateOrderLine } from '../api/order-line-changes';

const SUBSTITUTION_OPTIONS = SUBSTITUTION_PREFERENCES.map((value) => ({
  value,
  label: SUBSTITUTION_SHORT_LABELS[value],
}));

/** Who may change the order's lines (its reader, signed in); without one the line only reads. */
export interface OrderLineViewer {
  userId: number;
}

/**
 * One line of an order (issue 25): what was ordered, at what price (per kilogram for a weight
 * line), what the store picked or weighed ("Pediste 750 g · Pesó 820 g"), a missing product
 * ("No había: se quitó") or its substitute, with "Aceptar" / "Rechazar" and the time left while
 * it is proposed; and, until picking starts, what to do if it is missing.
 */
export function OrderLine({
  order,
  item,
  viewer,
}: {
  order: Order;
  item: OrderItem;
  viewer?: OrderLineViewer;
}) {
  const format = useFormatMoney();
  const weight = item.sold_by === 'weight';
  const price = (cents: number) => (weight ? es.product.perKg(format(cents)) : format(cents));
  const weighedYet = item.picked_qty !== null;
  // Inside the caller's list item (a column): the bought line first, then what became of it.
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0">
          {weight
            ? esCheckout.checkout.weightItemLine(formatGrams(item.ordered_qty), item.name)
            : esCheckout.checkout.itemLine(item.qty, item.name)}
          <span className="block text-dark/70">
            {price(item.unit_price_cents)}
            {item.unit_price_cents === item.list_unit_price_cents ? null : (
              <>
                {' '}
                <s>
                  <span className="sr-only">
                    {esOrders.orders.listPrice(price(item.list_unit_price_cents))}
                  </span>
                  <span aria-hidden="true">{price(item.list_unit_price_cents)}</span>
                </s>
              </>
            )}
          </span>
          {item.price_changed_by ? (
            <span className="block text-xs text-dark/70">
              {esOrders.orders.priceChangedBy(item.price_changed_by.name)}
            </span>
          ) : null}
          <PickedNote item={item} />
        </span>
        <span className="shrink-0 font-semibold tabular-nums">
          {weight && !weighedYet
            ? esOrders.orders.approxAmount(format(item.line_total_cents))
            : format(item.line_total_cents)}
        </span>
      </div>
      {item.substitute ? (
        <SubstituteNote order={order} item={item} substitute={item.substitute} viewer={viewer} />
      ) : null}
      <SubstitutionChoice order={order} item={item} viewer={viewer} />
    </>
  );
}

/** What the store picked against what was ordered, once it did. */
function PickedNote({ item }: { item: OrderItem }) {
  const picked = item.picked_qty;
  if (picked === null) return null;
  if (picked === 0) {
    // A substitute says for itself what became of the line.
    if (item.substitute) return null;
    return <span className="block font-medium text-negative">{esOrders.orders.missing}</span>;
  }
  if (item.sold_by === 'weight') {
    return (
      <span className="block font-medium">
        {esOrders.orders.weighed(formatGrams(item.ordered_qty), formatGrams(picked))}
      </span>
    );
  }
  if (picked === item.ordered_qty) return null;
  return (
    <span className="block font-medium">{esOrders.orders.picked(item.ordered_qty, picked)}</span>
  );
}

function SubstituteNote({
  order,
  item,
  substitute,
  viewer,
}: {
  order: Order;
  item: OrderItem;
  substitute: OrderSubstitute;
  viewer?: OrderLineViewer;
}) {
  const format = useFormatMoney();
  const what =
    substitute.sold_by === 'weight'
      ? esOrders.orders.substituteWeight(
          substitute.name,
          formatGrams(substitute.qty),
          format(substitute.line_total_cents),
        )
      : esOrders.orders.substituteUnits(
          substitute.name,
          substitute.qty,
          format(substitute.unit_price_cents),
        );
  if (substitute.state === 'proposed') {
    return (
      <ProposedSubstitute
        key={substitute.answer_by}
        order={order}
        item={item}
        substitute={substitute}
        what={what}
        viewer={viewer}
      />
    );
  }
  const text =
    substitute.state === 'accepted'
      ? esOrders.orders.substituteAccepted(what)
      : substitute.state === 'refused'
        ? esOrders.orders.substituteRefused(substitute.name)
        : esOrders.orders.substituteExpired(what);
  return <p className="rounded-xl bg-surface p-3">{text}</p>;
}

function ProposedSubstitute({
  order,
  item,
  substitute,
  what,
  viewer,
}: {
  order: Order;
  item: OrderItem;
  substitute: OrderSubstitute;
  what: string;
  viewer?: OrderLineViewer;
}) {
  const deadline = substitute.answer_by === null ? null : Date.parse(substitute.answer_by);
  // Keyed by `answer_by` (see above): a new deadline starts a new count.
  const left = useCountdown(deadline);
  const closed = deadline !== null && left === 0;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-warning/25 p-3">
      <p className="font-semibold">{esOrders.orders.substituteProposed(what)}</p>
      {/* A visible clock, not read out at every tick. */}
      {deadline === null ? null : (
        <p className="text-sm tabular-nums">
          {closed ? esOrders.orders.timeUp : esOrders.orders.timeLeft(formatCountdown(left))}
        </p>
      )}
      {viewer ? (
        <AnswerButtons
          userId={viewer.userId}
          orderId={order.id}
          lineId={item.id}
          name={substitute.name}
          closed={closed}
        />
      ) : null}
    </div>
  );
}

function AnswerButtons({
  userId,
  orderId,
  lineId,
  name,
  closed,
}: {
  userId: number;
  orderId: number;
  lineId: number;
  name: string;
  closed: boolean;
}) {
  const answer = useAnswerSubstitution(userId, orderId);
  const pending = answer.isPending;
  const send = (accept: boolean) => {
    if (!pending) answer.mutate({ lineId, accept });
  };
  return (
    <>
      <div className="flex gap-2">
        <Button
          size="sm"
          className="flex-1"
          aria-label={esOrders.orders.acceptLabel(name)}
          aria-busy={(pending && answer.variables.accept) || undefined}
          disabled={closed}
          onClick={() => {
            send(true);
          }}
        >
          {esOrders.orders.accept}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="flex-1"
          aria-label={esOrders.orders.refuseLabel(name)}
          aria-busy={(pending && !answer.variables.accept) || undefined}
          disabled={closed}
          onClick={() => {
            send(false);
          }}
        >
          {esOrders.orders.refuse}
        </Button>
      </div>
      {answer.isError ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {isApiError(answer.error) ? answer.error.displayMessage : esOrders.orders.answerFailed}
        </p>
      ) : null}
    </>
  );
}

/**
 * "Si falta: …": changeable while the store hasn't started picking (and the order goes on); a
 * choice read only after that, until the line is picked.
 */
function SubstitutionChoice({
  order,
  item,
  viewer,
}: {
  order: Order;
  item: OrderItem;
  viewer?: OrderLineViewer;
}) {
  const open =
    order.picking === 'pending' && order.status !== 'cancelled' && order.status !== 'delivered';
  if (viewer && open) {
    return <EditableChoice order={order} item={item} userId={viewer.userId} />;
  }
  if (order.picking === 'done' || item.picked_qty !== null || order.status === 'cancelled') {
    return null;
  }
  return (
    <p className="text-xs text-dark/75">
      {esOrders.orders.substitutionChosen(SUBSTITUTION_LABELS[item.substitution])}
    </p>
  );
}

function EditableChoice({
  order,
  item,
  userId,
}: {
  order: Order;
  item: OrderItem;
  userId: number;
}) {
  const change = useUpdateOrderLine(userId, order.id);
  const value = change.isPending ? change.variables.substitution : item.substitution;
  return (
    <div className="flex flex-col gap-1">
      <InlineSelect
        label={esCart.cart.substitution.label}
        labelDetail={item.name}
        value={value}
        options={SUBSTITUTION_OPTIONS}
        busy={change.isPending}
        onChange={(substitution) => {
          change.mutate({ lineId: item.id, substitution });
        }}
      />
      {change.isError ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {isApiError(change.error)
            ? change.error.displayMessage
            : esOrders.orders.substitutionFailed}
        </p>
      ) : null}
    </div>
  );
}
