import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

/**
 * Background work on a queue (issue 26, decision 054):
 * - `job_runs`: one row per repeating job and period. A run claims its period by inserting the
 *   row (nothing happens on a conflict), so however many processes fire, one runs it.
 * - `failed_jobs`: a job that kept failing after its retries, kept with its reason for a person.
 * - Notifications carry their delivery by WhatsApp or SMS (a transactional outbox): written
 *   'pending' with the order's change, claimed by one worker ('sending'), then 'delivered' or
 *   'failed'. Rows written before this migration were shown in the app only: 'skipped'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.notNull())
    // Epoch milliseconds of the period's start: floor(now / period) * period.
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('running', 'done', 'failed')`),
    )
    .addColumn('detail', 'text')
    .addColumn('process', 'text', (c) => c.notNull())
    // The queue's id for the job that runs it: the same job run again after its worker died
    // takes its period back.
    .addColumn('job_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('job_runs_pkey', ['name', 'period_start'])
    .execute();

  await db.schema
    .createTable('failed_jobs')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addColumn('retried_at', 'text')
    .execute();

  await db.schema
    .alterTable('notifications')
    .addColumn('delivery_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  for (const column of [
    'delivery_claim',
    'delivery_claimed_at',
    'delivered_at',
    'delivery_channel',
    'delivery_error',
  ]) {
    await db.schema.alterTable('notifications').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('notifications')
    .addColumn('delivery_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE notifications SET delivery_status = 'skipped'`.execute(db);
  // The sweep reads only the notices still to send; delivered ones are most of the table.
  await db.schema
    .createIndex('notifications_delivery_due_idx')
    .on('notifications')
    .column('id')
    .where(sql.ref('delivery_status'), 'in', ['pending', 'sending'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_delivery_due_idx').execute();
  for (const column of [
    'delivery_attempts',
    'delivery_error',
    'delivery_channel',
    'delivered_at',
    'delivery_claimed_at',
    'delivery_claim',
    'delivery_status',
  ]) {
    await db.schema.alterTable('notifications').dropColumn(column).execute();
  }
  await db.schema.dropTable('failed_jobs').execute();
  await db.schema.dropTable('job_runs').execute();
}
