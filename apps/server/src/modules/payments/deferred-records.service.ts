import type { Kysely } from 'kysely';
import type { DB, PaymentsTable } from '../../db/schema';
import * as repo from './deferred-payments.repository';

/**
 * What the OXXO and SPEI handlers (handlers/deferred-handler.ts) read and write beyond the
 * records themselves: their refunds, decided once and sent after the commit (decision 060), the
 * record an edit wrote, and who pays the order.
 */

export function insertPendingRefund(
  trx: Kysely<DB>,
  values: {
    orderId: number;
    provider: PaymentsTable['provider'];
    method: 'oxxo' | 'spei';
    amountCents: number;
    stamp: string;
  },
): Promise<number> {
  return repo.insertPendingRefund(trx, values);
}

export function setRefundReference(
  db: Kysely<DB>,
  id: number,
  reference: string,
  stamp: string,
): Promise<void> {
  return repo.setRefundReference(db, id, reference, stamp);
}

export function findEditRecordRow(db: Kysely<DB>, orderId: number, editId: number) {
  return repo.findEditRecordRow(db, orderId, editId);
}

export function findOrderPayer(db: Kysely<DB>, orderId: number) {
  return repo.findOrderPayer(db, orderId);
}
