import { type Kysely, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

/**
 * Payment records (decision 059): the `payments` rows of kind 'charge' become one record per
 * method used on an order, each with its own status; refund rows stay movements. New columns,
 * all with defaults or nullable, so the previous release's statements keep running:
 *
 * - `method`: cash | card | wallet | oxxo | spei (null on a row the previous release writes
 *   during a rolling upgrade: the application reads it as its order's method);
 * - `refunded_cents`: what was given back of the record;
 * - `expires_at`, `details` (JSON), `received_cents`: OXXO and SPEI (decision 060);
 * - `edit_id`: the order edit a record covers the difference of (decision 061).
 *
 * Every order placed before gets its records, and no centavo moves: a card's charge row is its
 * card record (refunded in full when it was refunded); a wallet order's row is its wallet record
 * (refunded when the ledger gave the order's payment back); the wallet part of a card or cash
 * order gets a wallet record of `wallet_applied_cents`; a cash order gets a cash record of what
 * is collected in cash: paid once delivered, released when cancelled, else awaiting payment.
 * An order's own method's record comes first (the previous release reads an order's first charge
 * row as its payment), the wallet's part after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('method', 'text').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('payments').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('payments').addColumn('details', 'text').execute();
  await db.schema.alterTable('payments').addColumn('received_cents', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('edit_id', 'integer').execute();
  // The expiry job's scan: records still awaiting payment, by deadline.
  await db.schema
    .createIndex('payments_awaiting_expiry_idx')
    .on('payments')
    .columns(['status', 'expires_at'])
    .execute();

  await sql`
    update payments
    set method = case
      when kind = 'charge' and reference like 'wallet:%' then 'wallet'
      else (select o.payment_method from orders o where o.id = payments.order_id)
    end`.execute(db);
  await sql`
    update payments set refunded_cents = amount_cents
    where kind = 'charge' and method = 'card' and status = 'refunded'`.execute(db);
  await sql`
    update payments set status = 'refunded', refunded_cents = amount_cents
    where kind = 'charge' and method = 'wallet' and exists (
      select 1 from wallet_entries w
      where w.kind = 'order_refund' and w.order_id = payments.order_id)`.execute(db);
  // What a cash order collects in cash (none when its wallet paid it all).
  await sql`
    insert into payments
      (order_id, provider, kind, reference, status, amount_cents, created_at, updated_at,
       method, received_cents)
    select o.id, 'cash', 'charge', null,
      case
        when o.payment_status = 'paid' then 'paid'
        when o.status = 'cancelled' then 'voided'
        else 'awaiting_payment'
      end,
      o.total_cents - o.wallet_applied_cents, o.created_at, o.updated_at, 'cash',
      case when o.payment_status = 'paid' then o.total_cents - o.wallet_applied_cents end
    from orders o
    where o.payment_method = 'cash' and o.total_cents > o.wallet_applied_cents
      and not exists (
        select 1 from payments p
        where p.order_id = o.id and p.kind = 'charge' and p.method = 'cash')`.execute(db);
  // The wallet part of card and cash orders (a wallet order's row is there already).
  await sql`
    insert into payments
      (order_id, provider, kind, reference, status, amount_cents, created_at, updated_at,
       method, refunded_cents)
    select o.id, 'cash', 'charge', 'wallet:' || o.id,
      case when r.id is null then 'paid' else 'refunded' end,
      o.wallet_applied_cents, o.created_at, o.updated_at, 'wallet',
      case when r.id is null then 0 else o.wallet_applied_cents end
    from orders o
    left join wallet_entries r on r.kind = 'order_refund' and r.order_id = o.id
    where o.wallet_applied_cents > 0
      and not exists (
        select 1 from payments p
        where p.order_id = o.id and p.kind = 'charge' and p.method = 'wallet')`.execute(db);
}

/**
 * Back to one charge row per card or wallet order: the records the previous release never wrote
 * go (cash, and the wallet part of other methods), the statuses it doesn't know are read as it
 * would have written them, and the columns go.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from payments
    where kind = 'charge' and (
      method in ('cash', 'oxxo', 'spei') or edit_id is not null
      or (method = 'wallet' and (select o.payment_method from orders o
                                 where o.id = payments.order_id) <> 'wallet'))`.execute(db);
  await sql`
    update payments set status = case
      when method = 'wallet' then 'paid'
      when status = 'partially_refunded' then 'paid'
      when status in ('awaiting_payment', 'expired') then 'pending'
      else status
    end
    where kind = 'charge'`.execute(db);
  await db.schema.dropIndex('payments_awaiting_expiry_idx').execute();
  for (const column of [
    'edit_id',
    'received_cents',
    'details',
    'expires_at',
    'refunded_cents',
    'method',
  ]) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
}
