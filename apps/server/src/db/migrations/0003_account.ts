import { type AnyDb, createIndex, dropTables } from './helpers';
import { createTableWithId, createMemberTable, notNull, ownedBy } from './tables';

/**
 * Account area (issue #5): provider sessions and token vault, billing transactions and invoices,
 * idempotency keys, addresses, orders, wallet activity, giveaway entries, e-mail changes; plus
 * backup payment methods, renewal failures and cancel reasons on the foundation's tables.
 */

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
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('plan_id', 'integer')
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('symbol', 'text')
    .addColumn('return_path', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('payment_token', 'text')
    .addColumn('charge_reference', 'text')
    .addColumn('subscription_ref', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('payment_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('provider', 'text', notNull)
    .addColumn('card_brand', 'text')
    .addColumn('card_first6', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('holder_name', 'text')
    .addColumn('paypal_email', 'text')
    .addColumn('charges_fail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();
}

async function createBillingTables(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'billing_transactions')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('subscription_id', 'integer')
    .addColumn('kind', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('reference', 'text', notNull)
    .addColumn('failure_code', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'billing_transactions_member_idx', 'billing_transactions', [
    'member_id',
    'created_at',
  ]);

  await createTableWithId(db, 'invoices')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('transaction_id', 'integer', ownedBy('billing_transactions.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'invoices_member_idx', 'invoices', ['member_id']);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', notNull)
    .execute();
}

async function createAddressAndOrderTables(db: AnyDb): Promise<void> {
  await createMemberTable(db, 'addresses')
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('apartment_suite', 'text')
    .addColumn('city', 'text', notNull)
    .addColumn('state', 'text')
    .addColumn('postcode', 'text', notNull)
    .addColumn('country', 'text', notNull)
    .addColumn('phone', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await createIndex(db, 'addresses_member_idx', 'addresses', ['member_id']);

  await createTableWithId(db, 'orders')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('products', 'text', notNull)
    .addColumn('shipping_address', 'text')
    .addColumn('delivery_fee', 'integer', notNull)
    .addColumn('total', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('free_gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'orders_member_idx', 'orders', ['member_id']);
}

async function createWalletAndGiveawayTables(db: AnyDb): Promise<void> {
  await createMemberTable(db, 'wallet_activity')
    .addColumn('description', 'text', notNull)
    .addColumn('amount', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'wallet_activity_member_idx', 'wallet_activity', ['member_id']);

  await createMemberTable(db, 'giveaway_entries')
    .addColumn('sweep_id', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('entries', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'giveaway_entries_member_idx', 'giveaway_entries', ['member_id']);

  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('new_email', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
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
  ]);
}
