import { ORDER_STATUS_REASON_MAX, customerMayCancel, type Order } from '@canasta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { TextareaField } from '../components/ui/textarea-field';
import { notificationKeys } from '../features/notifications/api/query-keys';
import { useCancelOrder } from '../features/orders/api/cancel-order';
import { invalidateWallet } from '../features/wallet/api/invalidate';
import { esOrders } from '../i18n/es-orders';
import { isApiError } from '../lib/api-client';
import { notify } from '../lib/toast';

/**
 * "Cancelar pedido" (decision 052): while the order is still pending, a button that asks first —
 * with an optional reason for the store — and then cancels it. The screen then shows it
 * "Cancelado", the bell hears of it and a wallet's refund shows in its balance. When the store
 * confirmed it meanwhile, the dialog says so and the screen reads the order again. A tap while
 * the cancellation is on its way does nothing.
 */
export function CancelOrderAction({ order, userId }: { order: Order; userId: number }) {
  const queryClient = useQueryClient();
  const cancel = useCancelOrder(userId, order.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const busy = useRef(false);
  const cancelled = useRef(false);
  const hintId = useId();

  // Kept while the dialog is open: a refusal there explains why the button went away.
  if (!customerMayCancel(order.status) && !open) return null;

  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  const confirm = () => {
    if (busy.current) return;
    busy.current = true;
    cancel.mutate(reason.trim(), {
      onSuccess: (answer) => {
        cancelled.current = true;
        setOpen(false);
        setReason('');
        notify.success(esOrders.cancelOrder.done(answer.number));
        void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
        if (answer.wallet_applied_cents > 0) void invalidateWallet(queryClient, userId);
      },
      onSettled: () => {
        busy.current = false;
      },
    });
  };
  const problem = cancel.error
    ? isApiError(cancel.error)
      ? cancel.error.displayMessage
      : esOrders.cancelOrder.failed
    : null;

  return (
    <div className="flex flex-col gap-1">
      {customerMayCancel(order.status) ? (
        <>
          <Button
            variant="secondary"
            aria-describedby={hintId}
            onClick={() => {
              setOpen(true);
            }}
          >
            {esOrders.cancelOrder.action}
          </Button>
          <p id={hintId} className="text-xs text-dark/70">
            {esOrders.cancelOrder.hint}
          </p>
        </>
      ) : null}
      <ConfirmDialog
        open={open}
        title={esOrders.cancelOrder.title}
        description={esOrders.cancelOrder.description(order.number)}
        confirmLabel={esOrders.cancelOrder.confirm}
        busyLabel={esOrders.cancelOrder.confirming}
        cancelLabel={esOrders.cancelOrder.keep}
        busy={cancel.isPending}
        error={problem}
        onConfirm={confirm}
        onCancel={close}
        // Once cancelled (or confirmed meanwhile) the button goes away: the order's heading takes
        // the focus back.
        returnFocus={() =>
          cancelled.current || !customerMayCancel(order.status)
            ? document.querySelector<HTMLElement>('main h1')
            : null
        }
      >
        {customerMayCancel(order.status) ? (
          <TextareaField
            className="mt-4"
            label={esOrders.cancelOrder.reasonLabel}
            hint={esOrders.cancelOrder.reasonHint}
            rows={3}
            maxLength={ORDER_STATUS_REASON_MAX}
            value={reason}
            disabled={cancel.isPending}
            onChange={(event) => {
              setReason(event.target.value);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
