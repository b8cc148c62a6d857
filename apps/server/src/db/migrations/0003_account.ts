import { type ColumnDefinitionBuilder, type Kysely, type CreateTableBuilder, PostgresAdapter } from 'kysely';

/**
 * Account area (issue #5): provider sessions and token vault, billing transactions and invoices,
 * idempotency keys, addresses, orders, wallet activity, giveaway entries, e-mail changes; plus
 * backup payment methods, renewal failures and cancel reasons on the foundation's tables.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withAutoId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const memberFk = (c: ColumnDefinitionBuilder) => c.notNull().references('members.id').onDelete('cascade');

export async function up(db: AnyDb): Promise<void> {
  await createPaymentTables(db);
  await createBillingTables(db);
  await createAddressAndOrderTables(db);
  await createWalletAndGiveawayTables(db);
}

async function createPaymentTables(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('payment_methods')
    .addColumn('is_backup', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('subscriptions').addColumn('payment_failed_at', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('price_recurring', 'integer').execute();

  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('symbol', 'text')
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_token', 'text')
    .addColumn('charge_reference', 'text')
    .addColumn('subscription_ref', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_first6', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('holder_name', 'text')
    .addColumn('paypal_email', 'text')
    .addColumn('charges_fail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function createBillingTables(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('billing_transactions'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('subscription_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_transactions_member_idx')
    .on('billing_transactions')
    .columns(['member_id', 'created_at'])
    .execute();

  await withAutoId(db, db.schema.createTable('invoices'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('transaction_id', 'integer', (c) =>
      c.notNull().references('billing_transactions.id').onDelete('cascade'),
    )
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_member_idx').on('invoices').column('member_id').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function createAddressAndOrderTables(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('addresses'))
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('apartment_suite', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_member_idx').on('addresses').column('member_id').execute();

  await withAutoId(db, db.schema.createTable('orders'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text')
    .addColumn('delivery_fee', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('free_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_member_idx').on('orders').column('member_id').execute();
}

async function createWalletAndGiveawayTables(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('wallet_activity'))
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wallet_activity_member_idx')
    .on('wallet_activity')
    .column('member_id')
    .execute();

  await withAutoId(db, db.schema.createTable('giveaway_entries'))
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('sweep_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('giveaway_entries_member_idx')
    .on('giveaway_entries')
    .column('member_id')
    .execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', memberFk)
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'email_changes',
    'giveaway_entries',
    'wallet_activity',
    'orders',
    'addresses',
    'idempotency_keys',
    'invoices',
    'billing_transactions',
    'payment_tokens',
    'payment_sessions',
  ])
    await db.schema.dropTable(t).execute();
}
