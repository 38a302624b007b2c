import {
  ORDER_STATUS_LABELS,
  ORDER_STATUS_REASON_MAX,
  type AdminOrder,
  type AdminOrderStatusBody,
  type OrderStatus,
} from '@canasta/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { esAdminOrders } from '../../../../i18n/es-admin-orders';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';

const t = esAdminOrders.order;

const focus =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
/** The next step: the screen's one big button, in thumb's reach. */
const BIG = `inline-flex min-h-14 flex-1 items-center justify-center gap-2 rounded-full bg-primary px-6 text-lg font-bold text-dark hover:bg-primary-strong ${focus}`;
const CANCEL = `inline-flex min-h-14 items-center justify-center gap-2 rounded-full border-2 border-negative bg-white px-6 text-base font-semibold text-negative hover:bg-negative/5 sm:min-w-48 ${focus}`;
const CANCEL_CONFIRM = `inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-negative px-5 text-base font-semibold text-white hover:bg-negative/90 ${focus}`;

export type MoveOrder = (body: AdminOrderStatusBody) => Promise<unknown>;

/**
 * The order's next step as one big button ("Confirmar pedido", "Marcar como entregado"…) and,
 * while it may still be cancelled, "Cancelar pedido" with a required reason. A move in flight
 * ignores further taps, so a double tap sends one request; a move someone else made first (409)
 * says so, and the order is read again.
 */
export function StatusActions({ order, move }: { order: AdminOrder; move: MoveOrder }) {
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // Set before React renders again: a second tap in the same frame finds it taken.
  const inFlight = useRef(false);
  const next = order.next_statuses.find((status) => status !== 'cancelled');
  const cancellable = order.next_statuses.includes('cancelled');

  const run = async (body: AdminOrderStatusBody): Promise<string | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPending(body.status);
    try {
      await move(body);
      notify.success(
        body.status === 'cancelled' ? t.cancelled : t.moved(ORDER_STATUS_LABELS[body.status]),
      );
      return null;
    } catch (error) {
      const message = isApiError(error, 'conflict')
        ? t.conflict
        : isApiError(error)
          ? error.message
          : t.conflict;
      if (body.status !== 'cancelled' || isApiError(error, 'conflict')) notify.error(message);
      return message;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  if (!next && !cancellable) {
    return <p className="rounded-2xl bg-dark/5 p-4 font-semibold">{t.finished}</p>;
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {next ? (
        <button
          type="button"
          className={BIG}
          aria-disabled={pending !== null || undefined}
          aria-busy={pending === next || undefined}
          onClick={() => {
            void run({ status: next });
          }}
        >
          {pending === next ? t.moving : (t.nextAction[next] ?? ORDER_STATUS_LABELS[next])}
        </button>
      ) : null}
      {cancellable ? (
        <button
          type="button"
          className={CANCEL}
          aria-disabled={pending !== null || undefined}
          onClick={() => {
            if (pending === null) setCancelling(true);
          }}
        >
          {t.cancel}
        </button>
      ) : null}
      <CancelDialog
        open={cancelling}
        number={order.number}
        busy={pending === 'cancelled'}
        onClose={() => {
          setCancelling(false);
        }}
        onConfirm={async (reason) => {
          const failed = await run({ status: 'cancelled', reason });
          if (failed === null) setCancelling(false);
          return failed;
        }}
      />
    </div>
  );
}

/**
 * Asks why, before cancelling: the reason is required (the customer is told it) and capped as
 * the API caps it. Native <dialog>: focus stays inside, Escape closes it (not while sending).
 */
function CancelDialog({
  open,
  number,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  number: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    field.current?.focus();
    return () => {
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  const close = () => {
    if (busy) return;
    setError(null);
    setFailed(null);
    onClose();
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-5 text-dark shadow-xl backdrop:bg-dark/50"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          const text = reason.trim();
          if (text === '') {
            setError(t.cancelReasonRequired);
            field.current?.focus();
            return;
          }
          setError(null);
          void onConfirm(text).then((message) => {
            setFailed(message);
            if (message === null) setReason('');
          });
        }}
        className="flex flex-col gap-4"
      >
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {t.cancelTitle(number)}
          </h2>
          <p id={descriptionId} className="mt-2 text-sm text-dark/80">
            {t.cancelDescription}
          </p>
        </div>
        <TextareaField
          ref={field}
          label={t.cancelReason}
          hint={`${t.cancelReasonHint(ORDER_STATUS_REASON_MAX)} ${t.cancelReasonLeft(ORDER_STATUS_REASON_MAX - reason.length)}`}
          error={error}
          rows={3}
          maxLength={ORDER_STATUS_REASON_MAX}
          required
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
        {failed ? (
          <p role="alert" className="text-sm font-medium text-negative">
            {failed}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={close}>
            {t.keep}
          </Button>
          <button
            type="submit"
            className={CANCEL_CONFIRM}
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            {busy ? t.cancelling : t.cancelConfirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
