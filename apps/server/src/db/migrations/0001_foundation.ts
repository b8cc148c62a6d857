import { type Kysely, type CreateTableBuilder, PostgresAdapter } from 'kysely';

/**
 * The foundation: brands, members, tags, plans, subscriptions, payment methods, menus, sessions,
 * one-time tokens, mail outbox and events. Written with Kysely's schema builder so one migration
 * runs on SQLite and PostgreSQL; see ../schema.ts for the storage conventions.
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
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hostname', 'text', (c) => c.notNull().unique())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('accent_color', 'text', (c) => c.notNull().defaultTo('#808080'))
    .addColumn('accent_color_exact', 'text', (c) => c.notNull().defaultTo('#298CB5'))
    .addColumn('support_domain', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text', (c) => c.notNull())
    .addColumn('signup_url', 'text', (c) => c.notNull())
    .addColumn('member_area_url', 'text', (c) => c.notNull())
    .addColumn('phones', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('media_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('billing', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('cdn_server', 'text', (c) => c.notNull())
    .addColumn('cookie_policy_url', 'text', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en-us'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brand_hosts')
    .addColumn('hostname', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('brand_tags')
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_tags_pk', ['brand_id', 'tag'])
    .execute();
}

async function createMemberTables(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('members'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en-us'))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('recipe', 'text')
    .addColumn('reference_number', 'text', (c) => c.notNull())
    .addColumn('subscription_provider', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('green_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coins_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('members_brand_email_uq', ['brand_id', 'email'])
    .execute();

  await db.schema
    .createTable('member_tags')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tags_pk', ['member_id', 'tag'])
    .execute();
}

async function createPlanTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('media_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('trial_period_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price_recurring', 'integer', (c) => c.notNull())
    .addColumn('price_initial', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('interval_count', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('plan_offers')
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addPrimaryKeyConstraint('plan_offers_pk', ['plan_id', 'offer_id'])
    .execute();

  await withAutoId(db, db.schema.createTable('subscriptions'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('ref_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference_number', 'text', (c) => c.notNull())
    .addColumn('subscription_provider', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('is_trial', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('billing_period_days', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('next_billing_date', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_ref_id', 'text')
    .addColumn('cancel_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_member_idx').on('subscriptions').column('member_id').execute();
}

async function createPaymentAndMenuTables(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('payment_methods'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_token', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_first6', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('holder_name', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_methods_recovery_idx')
    .on('payment_methods')
    .columns(['card_first6', 'card_last4'])
    .execute();

  await withAutoId(db, db.schema.createTable('menu_items'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('display_area_slug', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('color', 'text')
    .addColumn('background_color', 'text')
    .addColumn('submenu_type', 'text')
    .addColumn('hide_for_iphone', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('menu_items_brand_idx')
    .on('menu_items')
    .columns(['brand_id', 'position'])
    .execute();
}

async function createSessionTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}

async function createMailAndEventTables(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('outbox_mails'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();

  await withAutoId(db, db.schema.createTable('events'))
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_member_idx')
    .on('events')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
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
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
