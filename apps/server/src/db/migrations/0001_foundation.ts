import { type AnyDb, createIndex, dropTables } from './helpers';
import { createTableWithId, createBrandTable, createMemberTable, notNull, ownedBy } from './tables';

/**
 * The foundation: brands, members, tags, plans, subscriptions, payment methods, menus, sessions,
 * one-time tokens, mail outbox and events. Written with Kysely's schema builder so one migration
 * runs on SQLite and PostgreSQL; see ../schema.ts for the storage conventions.
 */

export async function up(db: AnyDb): Promise<void> {
  await createBrandTables(db);
  await createMemberTables(db);
  await createPlanTables(db);
  await createPaymentAndMenuTables(db);
  await createSessionTables(db);
  await createMailAndEventTables(db);
}

async function createBrandTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('hostname', 'text', (c) => c.notNull().unique())
    .addColumn('logo_url', 'text', notNull)
    .addColumn('icon_url', 'text', notNull)
    .addColumn('template', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('accent_color', 'text', (c) => c.notNull().defaultTo('#808080'))
    .addColumn('accent_color_exact', 'text', (c) => c.notNull().defaultTo('#298CB5'))
    .addColumn('support_domain', 'text', notNull)
    .addColumn('support_email', 'text', notNull)
    .addColumn('signup_url', 'text', notNull)
    .addColumn('member_area_url', 'text', notNull)
    .addColumn('phones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('company_name', 'text', notNull)
    .addColumn('address', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('zip', 'text', notNull)
    .addColumn('country_code', 'text', notNull)
    .addColumn('media_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('billing', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('cdn_server', 'text', notNull)
    .addColumn('cookie_policy_url', 'text', notNull)
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en-us'))
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('brand_hosts')
    .addColumn('hostname', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .execute();

  await db.schema
    .createTable('brand_tags')
    .addColumn('brand_id', 'text', ownedBy('brands.id'))
    .addColumn('tag', 'text', notNull)
    .addPrimaryKeyConstraint('brand_tags_pk', ['brand_id', 'tag'])
    .execute();
}

async function createMemberTables(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'members')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('email', 'text', notNull)
    .addColumn('password_hash', 'text', notNull)
    .addColumn('name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en-us'))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('recipe', 'text')
    .addColumn('reference_number', 'text', notNull)
    .addColumn('subscription_provider', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('green_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coins_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('members_brand_email_uq', ['brand_id', 'email'])
    .execute();

  await db.schema
    .createTable('member_tags')
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('tag', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('member_tags_pk', ['member_id', 'tag'])
    .execute();
}

async function createPlanTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('media_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('name', 'text', notNull)
    .addColumn('group_name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('trial_period_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_recurring', 'integer', notNull)
    .addColumn('price_initial', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    .addColumn('interval', 'text', notNull)
    .addColumn('interval_count', 'integer', notNull)
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('plan_offers')
    .addColumn('plan_id', 'integer', ownedBy('plans.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addPrimaryKeyConstraint('plan_offers_pk', ['plan_id', 'offer_id'])
    .execute();

  await createMemberTable(db, 'subscriptions')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('ref_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference_number', 'text', notNull)
    .addColumn('subscription_provider', 'text', notNull)
    .addColumn('is_active', 'integer', notNull)
    .addColumn('is_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('billing_period_days', 'integer', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('next_billing_date', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_ref_id', 'text')
    .addColumn('cancel_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'subscriptions_member_idx', 'subscriptions', ['member_id']);
}

async function createPaymentAndMenuTables(db: AnyDb): Promise<void> {
  await createMemberTable(db, 'payment_methods')
    .addColumn('provider', 'text', notNull)
    .addColumn('provider_token', 'text', notNull)
    .addColumn('card_brand', 'text')
    .addColumn('card_first6', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('holder_name', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'payment_methods_recovery_idx', 'payment_methods', ['card_first6', 'card_last4']);

  await createBrandTable(db, 'menu_items')
    .addColumn('position', 'integer', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('display_area_slug', 'text', notNull)
    .addColumn('icon', 'text', notNull)
    .addColumn('color', 'text')
    .addColumn('background_color', 'text')
    .addColumn('submenu_type', 'text')
    .addColumn('hide_for_iphone', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndex(db, 'menu_items_brand_idx', 'menu_items', ['brand_id', 'position']);
}

async function createSessionTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await createIndex(db, 'sessions_member_idx', 'sessions', ['member_id']);

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('brand_id', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
}

async function createMailAndEventTables(db: AnyDb): Promise<void> {
  await createTableWithId(db, 'outbox_mails')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('to_address', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('text_body', 'text', notNull)
    .addColumn('html_body', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('sent_at', 'text')
    .execute();

  await createTableWithId(db, 'events')
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer')
    .addColumn('namespace', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('transaction_id', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'events_member_idx', 'events', ['member_id', 'created_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(
    db,
    [
      'events',
      'outbox_mails',
      'one_time_tokens',
      'sessions',
      'menu_items',
      'payment_methods',
      'subscriptions',
      'plan_offers',
      'plans',
      'offers',
      'member_tags',
      'members',
      'brand_tags',
      'brand_hosts',
      'brands',
    ],
    { ifExists: true },
  );
}
