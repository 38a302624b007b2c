import type { InventoryItem, Order, OrderEdit, User } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { StepBar } from '../../../features/checkout/components/step-bar';
import { useConfirmOrderEdit } from '../../../features/orders/api/confirm-order-edit';
import { useCreateOrderEdit } from '../../../features/orders/api/create-order-edit';
import { useDiscardOrderEdit } from '../../../features/orders/api/discard-order-edit';
import { useOrder } from '../../../features/orders/api/get-order';
import { orderKeys } from '../../../features/orders/api/query-keys';
import { OrderNotFound } from '../../../features/orders/components/order-detail';
import { OrderSkeleton } from '../../../features/orders/components/order-skeletons';
import { isEditable } from '../../../features/orders/utils/pending-payment';
import { esOrders } from '../../../i18n/es-orders';
import { isApiError } from '../../../lib/api-client';
import { useFormatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { AddProducts } from './add-products';
import { EditLineRow } from './edit-line-row';
import {
  changedFrom,
  editBody,
  estimateCents,
  lineFromOffer,
  linesOf,
  type EditLine,
} from './edit-lines';
import { EditReview } from './edit-review';

const PROBLEM_ID = 'order-edit-problem';

/**
 * "Modificar pedido" (issue 27): the order's lines to change (quantities, removals, what to do
 * if one is missing) and products to add from the store's search; "Revisar cambios" has the
 * server price the new list as a draft, which shows the new total and what is charged or
 * refunded, and "Confirmar cambios" applies it. Past the store's cut-off the screen says so.
 */
export function OrderEditScreen({
  user,
  slug,
  orderId,
}: {
  user: User;
  slug: string;
  orderId: number;
}) {
  const order = useOrder(user.id, orderId);
  if (order.status === 'pending') return <OrderSkeleton />;
  if (order.status === 'error') {
    if (isApiError(order.error, 'order_not_found')) return <OrderNotFound slug={slug} />;
    return <ErrorState as="h1" onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  if (!isEditable(order.data)) {
    return (
      <EmptyState
        as="h1"
        title={esOrders.orderEdit.closedTitle}
        description={esOrders.orderEdit.closed}
        action={
          <Link to={paths.order(slug, orderId)} className={buttonClasses('primary')}>
            {esOrders.orderEdit.backToOrder}
          </Link>
        }
      />
    );
  }
  return <OrderEditForm order={order.data} userId={user.id} slug={slug} />;
}

/** What to tell the shopper about a refused or failed request. */
function problemOf(error: unknown): string {
  if (isApiError(error) && error.isClientError) return error.displayMessage;
  return esOrders.orderEdit.failed;
}

function OrderEditForm({ order, userId, slug }: { order: Order; userId: number; slug: string }) {
  const format = useFormatMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<EditLine[]>(() => linesOf(order));
  const [draft, setDraft] = useState<OrderEdit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const create = useCreateOrderEdit(order.id);
  const confirm = useConfirmOrderEdit(userId, order.id);
  const discard = useDiscardOrderEdit(order.id);
  const busy = create.isPending || confirm.isPending || discard.isPending;
  const orderPath = paths.order(slug, order.id);

  const change = (offerId: number, next: Partial<EditLine> | null) => {
    setProblem(null);
    setLines((current) =>
      next === null
        ? current.filter((line) => line.purchaseable_id !== offerId)
        : current.map((line) => (line.purchaseable_id === offerId ? { ...line, ...next } : line)),
    );
  };

  const add = (item: InventoryItem) => {
    const line = lineFromOffer(item, order.substitution_default);
    if (!line) return;
    setProblem(null);
    setLines((current) => [...current, line]);
  };

  const review = async () => {
    if (busy) return;
    if (lines.length === 0) {
      setProblem(esOrders.orderEdit.empty);
      return;
    }
    setProblem(null);
    try {
      setDraft(await create.mutateAsync(editBody(lines)));
      requestAnimationFrame(() => reviewHeading.current?.focus());
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  /** Lets the draft go (its stock goes back at once); a failure only leaves it to expire. */
  const dropDraft = async () => {
    if (!draft) return;
    setDraft(null);
    await discard.mutateAsync(draft.id).catch(() => undefined);
  };

  const confirmEdit = async () => {
    if (!draft || busy) return;
    setProblem(null);
    try {
      await confirm.mutateAsync(draft.id);
      notify.success(esOrders.orderEdit.done(order.number));
      await navigate(orderPath);
    } catch (error) {
      setProblem(problemOf(error));
      // The cut-off may have passed or the draft lapsed: the order is read again, and a new
      // review starts from the lines as they are.
      setDraft(null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(userId, order.id) });
    }
  };

  const leave = async () => {
    await dropDraft();
    await navigate(orderPath);
  };

  const problemBlock = problem ? (
    <p
      id={PROBLEM_ID}
      role="alert"
      className="rounded-2xl bg-white p-4 text-sm font-medium text-negative ring-1 ring-negative"
    >
      {problem}
    </p>
  ) : null;

  if (draft) {
    return (
      <>
        <EditReview order={order} draft={draft} headingRef={reviewHeading} problem={problemBlock} />
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setProblem(null);
              void dropDraft();
            }}
          >
            {esOrders.orderEdit.back}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => void leave()}>
            {esOrders.orderEdit.cancel}
          </Button>
        </div>
        <StepBar totalCents={draft.total_cents}>
          <Button
            onClick={() => void confirmEdit()}
            aria-disabled={busy || undefined}
            aria-busy={confirm.isPending}
          >
            {confirm.isPending ? esOrders.orderEdit.confirming : esOrders.orderEdit.confirm}
          </Button>
        </StepBar>
      </>
    );
  }

  const changed = changedFrom(order, lines);
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
          {esOrders.orderEdit.title}
        </h1>
        <p className="text-sm text-dark/75">{esOrders.orders.number(order.number)}</p>
        <p className="text-sm">{esOrders.orderEdit.intro}</p>
      </div>
      <section aria-labelledby="order-edit-lines" className="flex flex-col gap-3">
        <h2 id="order-edit-lines" className="text-lg font-bold">
          {esOrders.orderEdit.linesTitle}
        </h2>
        {lines.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-sm ring-1 ring-dark/10">
            {esOrders.orderEdit.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {lines.map((line) => (
              <li key={line.purchaseable_id}>
                <EditLineRow
                  line={line}
                  disabled={busy}
                  onQuantity={(qty) => {
                    change(line.purchaseable_id, qty > 0 ? { qty } : null);
                  }}
                  onRemove={() => {
                    change(line.purchaseable_id, null);
                  }}
                  onSubstitution={(substitution) => {
                    change(line.purchaseable_id, { substitution });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AddProducts
        storeId={order.store.id}
        has={(offerId) => lines.some((line) => line.purchaseable_id === offerId)}
        disabled={busy}
        onAdd={add}
      />
      <div className="flex flex-col gap-1 text-sm">
        <p className="flex justify-between text-base font-semibold">
          <span>{esOrders.orderEdit.estimate}</span>
          <span className="tabular-nums">{format(estimateCents(lines))}</span>
        </p>
        <p className="text-dark/75">{esOrders.orderEdit.estimateNote}</p>
      </div>
      {problemBlock}
      <Button variant="ghost" disabled={busy} onClick={() => void leave()}>
        {esOrders.orderEdit.cancel}
      </Button>
      <StepBar>
        <Button
          onClick={() => void review()}
          aria-disabled={busy || !changed || undefined}
          disabled={!changed}
          aria-busy={create.isPending}
          aria-describedby={problem ? PROBLEM_ID : undefined}
        >
          {create.isPending ? esOrders.orderEdit.reviewing : esOrders.orderEdit.review}
        </Button>
      </StepBar>
    </>
  );
}
