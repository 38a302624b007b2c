import type { Kysely, Updateable } from 'kysely';
import type { DB, PaymentsTable } from '../../db/schema';
import type { PaymentRecord, StartedPayment } from './payment-handler';
import * as repo from './payment-records.repository';

/**
 * What the method handlers (handlers/) read and write of payment records: the records'
 * repository behind the payments module's own service, as every module reaches its data.
 */

export const { refundedStatus, toRecord } = repo;

export function insertRecord(
  trx: Kysely<DB>,
  orderId: number,
  started: StartedPayment,
  stamp: string,
  editId: number | null = null,
): Promise<PaymentRecord> {
  return repo.insertRecord(trx, orderId, started, stamp, editId);
}

export function updateRecord(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<PaymentsTable>,
  from: readonly (PaymentRecord['status'] | 'pending')[] | null = null,
): Promise<boolean> {
  return repo.updateRecord(db, id, changes, from);
}

export function insertRefundRow(
  db: Kysely<DB>,
  values: Parameters<typeof repo.insertRefundRow>[1],
): Promise<void> {
  return repo.insertRefundRow(db, values);
}

export function findPayer(db: Kysely<DB>, orderId: number): Promise<number> {
  return repo.findPayer(db, orderId);
}

export function editApplied(db: Kysely<DB>, orderId: number, editId: number): Promise<boolean> {
  return repo.editApplied(db, orderId, editId);
}
