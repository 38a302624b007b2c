import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { MessageSender } from '../../providers/messaging/message-sender';
import * as repo from './notice-delivery.repository';

/** How many due notices one sweep queues; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export interface NoticeDeliveryDeps {
  db: Kysely<DB>;
  sender: Pick<MessageSender, 'sendOrderNotice'>;
  clock: Clock;
  /** A claim older than this belongs to a worker that died mid-send; another may take it. */
  claimTimeoutMs: number;
}

function staleBefore({
  clock,
  claimTimeoutMs,
}: Pick<NoticeDeliveryDeps, 'clock' | 'claimTimeoutMs'>) {
  return new Date(clock().getTime() - claimTimeoutMs).toISOString();
}

/**
 * The notices still to deliver by phone (the outbox of decision 054): written with their order's
 * change and not yet delivered, or claimed by a worker that died. `claims` is how many claims
 * were taken on it, so a stale claim's notice can be queued as a job of its own.
 */
export async function dueNotices(
  deps: Pick<NoticeDeliveryDeps, 'db' | 'clock' | 'claimTimeoutMs'>,
): Promise<{ id: number; staleClaim: boolean; claims: number }[]> {
  const rows = await repo.findDueNotices(deps.db, staleBefore(deps), SWEEP_BATCH);
  return rows.map((row) => ({
    id: row.id,
    staleClaim: row.delivery_status === 'sending',
    claims: row.delivery_attempts,
  }));
}

/**
 * Sends one notice by WhatsApp or SMS, once: the worker claims it with a conditional update
 * (another worker, or a second job for it, finds it taken and does nothing), sends it, and marks
 * it delivered. The channel is the one the customer last asked a sign-in code on, else
 * WhatsApp. A refusal puts it back in line and throws, so the job is retried.
 */
export async function deliverNotice(
  deps: NoticeDeliveryDeps,
  id: number,
): Promise<'delivered' | 'taken'> {
  const { db, sender, clock } = deps;
  const claim = randomUUID();
  if (!(await repo.claimNotice(db, id, claim, clock().toISOString(), staleBefore(deps)))) {
    return 'taken';
  }
  const notice = await repo.findNoticeToSend(db, id);
  if (!notice) return 'taken';
  const channel = notice.last_channel ?? 'whatsapp';
  try {
    await sender.sendOrderNotice({
      phone: notice.phone,
      channel,
      title: notice.title,
      body: notice.body,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await repo.finishNotice(db, id, claim, {
      delivery_status: 'pending',
      delivery_error: reason.slice(0, 500),
    });
    throw error;
  }
  await repo.finishNotice(db, id, claim, {
    delivery_status: 'delivered',
    delivered_at: clock().toISOString(),
    delivery_channel: channel,
  });
  return 'delivered';
}

/** The notice's job kept failing: it stays in the app and is marked for a person. */
export function giveUpNotice(db: Kysely<DB>, id: number, reason: string) {
  return repo.giveUpNotice(db, id, reason.slice(0, 500));
}

/** `npm run ops -- jobs:retry` on a notice: back in line. */
export function requeueNotice(db: Kysely<DB>, id: number) {
  return repo.requeueNotice(db, id);
}
