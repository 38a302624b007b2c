import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter } from 'kysely';

// Frozen in time: this file imports nothing from src/ and must never change once shipped.

function idColumn(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return (col: ColumnDefinitionBuilder) =>
    sqlite ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}

type IdColumn = ReturnType<typeof idColumn>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await createOrders(db, id);
  await createOrderItems(db, id);
  await createOrderStatusHistory(db, id);
  await createPayments(db, id);
  await createNotifications(db, id);
}

/** Orders. */
async function createOrders(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', id)
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('placed_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('cart_id', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('wallet_applied_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'text')
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('delivery_slot_id', 'integer', (c) => c.notNull().references('delivery_windows.id'))
    .addColumn('delivery_slot_start', 'text', (c) => c.notNull())
    .addColumn('delivery_slot_end', 'text', (c) => c.notNull())
    .addColumn('zone_name', 'text')
    .addColumn('address', 'text')
    .addColumn('client', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_user_key_idx')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_user_created_idx')
    .on('orders')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_slot_idx')
    .on('orders')
    .columns(['store_id', 'delivery_date', 'delivery_slot_id', 'status'])
    .execute();
}

/** An order's lines. */
async function createOrderItems(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('inventory_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .column('order_id')
    .execute();
}

/** An order's status changes. */
async function createOrderStatusHistory(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('order_status_history')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .column('order_id')
    .execute();
}

/** Payments, the provider events received and the sandbox's card tokens. */
async function createPayments(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await db.schema
    .createIndex('payments_reference_idx')
    .on('payments')
    .columns(['provider', 'reference'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', id)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_events_provider_event_unique', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('sandbox_card_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Notifications. */
async function createNotifications(db: Kysely<unknown>, id: IdColumn): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_read_idx')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'notifications',
    'sandbox_card_tokens',
    'payment_events',
    'payments',
    'order_status_history',
    'order_items',
    'orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
