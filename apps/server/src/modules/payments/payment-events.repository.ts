import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Webhook events already handled, so a redelivered one changes nothing. */

/** Records a provider's webhook event once; false when it was already handled. */
export async function recordPaymentEvent(
  db: Kysely<DB>,
  event: { provider: string; eventId: string; type: string; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      type: event.type,
      received_at: event.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deletePaymentEvent(db: Kysely<DB>, provider: string, eventId: string) {
  await db
    .deleteFrom('payment_events')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}
