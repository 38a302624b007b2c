import type { Order } from '@canasta/contract';
import { esCheckout } from '../../../i18n/es-checkout';
import { formatMoment } from '../../../lib/dates';
import { useFormatMoney } from '../../../lib/money';
import {
  awaitingPayments,
  expiredPayment,
  paymentDeadline,
  type DeferredPayment,
} from '../utils/pending-payment';
import { CopyValue } from './copy-value';

/** "1234 5678 9012": a long number read in groups of four. */
export function groupDigits(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

/** What a SPEI transfer brought so far, when the provider said (an underpaid transfer). */
export function receivedCents(record: DeferredPayment): number | null {
  return record.received_cents ?? null;
}

/**
 * "Pendiente de pago" (issue 27): each OXXO voucher or SPEI transfer the order still waits for
 * (its own, or one for an edit's difference), with what to copy and how to pay; an OXXO/SPEI
 * payment that expired unpaid says the order was cancelled for it. Nothing for other orders.
 */
export function PendingPayment({ order }: { order: Order }) {
  const awaiting = awaitingPayments(order);
  const expired = order.status === 'cancelled' ? expiredPayment(order) : null;
  if (awaiting.length === 0 && !expired) return null;
  return (
    <>
      {order.status === 'cancelled' ? null : (
        <section
          aria-labelledby="pending-payment"
          className="flex flex-col gap-3 rounded-2xl bg-primary-soft p-4 text-sm ring-1 ring-dark/10"
        >
          <h2 id="pending-payment" className="text-lg font-bold">
            {esCheckout.pendingPayment.title}
          </h2>
          {awaiting.map((record, index) => (
            <PaymentToMake
              key={record.voucher?.reference ?? record.transfer?.reference ?? index}
              record={record}
              forEdit={index > 0 || isEditRecord(order, record)}
            />
          ))}
          <p className="text-dark/80">{esCheckout.pendingPayment.confirmNote}</p>
        </section>
      )}
      {expired ? (
        <p
          role="status"
          className="rounded-2xl bg-white p-4 text-sm font-medium ring-1 ring-negative"
        >
          {expired.method === 'oxxo'
            ? esCheckout.pendingPayment.expiredOxxo
            : esCheckout.pendingPayment.expiredSpei}
        </p>
      ) : null}
    </>
  );
}

/** A record the server made for an edit's difference (named by the edit's summary). */
function isEditRecord(order: Order, record: DeferredPayment): boolean {
  const reference = record.voucher?.reference ?? record.transfer?.reference;
  return order.edits.some(
    (edit) =>
      edit.payment !== null &&
      (edit.payment.voucher?.reference ?? edit.payment.transfer?.reference) === reference,
  );
}

function PaymentToMake({ record, forEdit }: { record: DeferredPayment; forEdit: boolean }) {
  const format = useFormatMoney();
  const deadline = paymentDeadline(record);
  const received = receivedCents(record);
  const missing = received === null ? null : Math.max(0, record.amount_cents - received);
  const oxxo = record.method === 'oxxo';
  const amountCents = missing !== null && missing > 0 ? missing : record.amount_cents;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-3">
      {forEdit ? <p className="font-semibold">{esCheckout.pendingPayment.forEdit}</p> : null}
      <p>{oxxo ? esCheckout.pendingPayment.oxxoIntro : esCheckout.pendingPayment.speiIntro}</p>
      {record.voucher ? (
        <img
          src={record.voucher.barcode_url}
          alt={esCheckout.pendingPayment.barcodeAlt(record.voucher.reference)}
          className="h-20 w-full bg-white object-contain"
        />
      ) : null}
      {missing !== null && missing > 0 && received !== null ? (
        <p role="status" className="font-medium text-negative">
          {esCheckout.pendingPayment.underpaid(format(missing))}
        </p>
      ) : null}
      <dl className="flex flex-col gap-3">
        {record.transfer ? (
          <>
            <CopyValue
              label={esCheckout.pendingPayment.clabe}
              value={record.transfer.clabe}
              shown={groupDigits(record.transfer.clabe)}
            />
            <div>
              <dt className="text-dark/70">{esCheckout.pendingPayment.bank}</dt>
              <dd className="font-semibold">{record.transfer.bank}</dd>
            </div>
            <CopyValue
              label={esCheckout.pendingPayment.reference}
              value={record.transfer.reference}
            />
          </>
        ) : null}
        {record.voucher ? (
          <CopyValue
            label={esCheckout.pendingPayment.reference}
            value={record.voucher.reference}
            shown={groupDigits(record.voucher.reference)}
          />
        ) : null}
        {received !== null && missing !== null && missing > 0 ? (
          <div>
            <dt className="text-dark/70">{esCheckout.pendingPayment.received}</dt>
            <dd className="font-semibold">{format(received)}</dd>
          </div>
        ) : null}
        <CopyValue
          label={
            missing !== null && missing > 0
              ? esCheckout.pendingPayment.missing
              : esCheckout.pendingPayment.amount
          }
          value={(amountCents / 100).toFixed(2)}
          shown={format(amountCents)}
        />
        {deadline ? (
          <div>
            <dt className="text-dark/70">{esCheckout.pendingPayment.expiresAt}</dt>
            <dd className="font-semibold">{formatMoment(deadline)}</dd>
          </div>
        ) : null}
      </dl>
      <div>
        <h3 className="font-semibold">{esCheckout.pendingPayment.howTitle}</h3>
        <ol className="mt-1 list-decimal pl-5">
          {(oxxo ? esCheckout.pendingPayment.oxxoSteps : esCheckout.pendingPayment.speiSteps).map(
            (step) => (
              <li key={step}>{step}</li>
            ),
          )}
        </ol>
      </div>
    </div>
  );
}
