import { sql } from 'kysely';
import { type AnyDb, createIndex, dropTables } from './helpers';
import { createTableWithId, createBrandTable, createMemberTable, notNull, ownedBy } from './tables';

/**
 * The marketplace (issue 13): categories and products per brand (prices in minor units of the
 * brand's currency, stock never below 0 by a CHECK), variants with their own stock, one cart per
 * member with a version that moves on every edit (placing an order names the version it saw, so two
 * tabs make one order), and orders that record how they were priced and paid. `orders.products`
 * stays the JSON snapshot of the lines as sold ({ id, variantId, name, variant, quantity, price,
 * image }), which is also what a cancellation puts back in stock. A member claims the welcome gift
 * once: a partial unique index on orders that are free gifts and not cancelled.
 */

export async function up(db: AnyDb): Promise<void> {
  await createProductTables(db);
  await extendCartAndOrders(db);
  await createOrderIndexesAndEvents(db);
}

async function createProductTables(db: AnyDb): Promise<void> {
  await createBrandTable(db, 'product_categories')
    .addColumn('slug', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('image', 'text', notNull)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('product_categories_brand_slug', ['brand_id', 'slug'])
    .execute();

  await createBrandTable(db, 'products')
    .addColumn('category_id', 'integer', ownedBy('product_categories.id'))
    .addColumn('slug', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('price', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('symbol', 'text', notNull)
    // Units of a product without variants; a product with variants keeps its stock on them.
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_welcome_gift', 'integer', (c) => c.notNull().defaultTo(0))
    // 0: removed from sale (kept for the orders that name it).
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addCheckConstraint('products_stock_not_negative', sql`stock >= 0`)
    .addCheckConstraint('products_price_not_negative', sql`price >= 0`)
    .execute();
  await createIndex(db, 'products_category_idx', 'products', ['category_id', 'active', 'position', 'id']);
  await createIndex(db, 'products_brand_idx', 'products', ['brand_id', 'active', 'position', 'id']);

  await createTableWithId(db, 'product_variants')
    .addColumn('product_id', 'integer', ownedBy('products.id'))
    .addColumn('option_name', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('product_variants_stock_not_negative', sql`stock >= 0`)
    .execute();
  await createIndex(db, 'product_variants_product_idx', 'product_variants', ['product_id']);

  await db.schema
    .createTable('carts')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', notNull)
    .execute();
}

async function extendCartAndOrders(db: AnyDb): Promise<void> {
  await createMemberTable(db, 'cart_lines')
    .addColumn('product_id', 'integer', ownedBy('products.id'))
    // 0 for a product without variants (a NULL would let the unique key below repeat).
    .addColumn('variant_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('cart_lines_member_product_variant', ['member_id', 'product_id', 'variant_id'])
    .addCheckConstraint('cart_lines_quantity_positive', sql`quantity > 0`)
    .execute();

  for (const [column, type, dflt] of [
    ['subtotal', 'integer', 0],
    ['discount', 'integer', 0],
    ['coins_spent', 'integer', 0],
  ] as const)
    await db.schema
      .alterTable('orders')
      .addColumn(column, type, (c) => c.notNull().defaultTo(dflt))
      .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('card'))
    .execute();
  for (const column of ['shipping_option', 'payment_ref', 'idempotency_key', 'reserved_until', 'updated_at'])
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  // Orders before this migration were placed and paid; 'placed' is now 'paid'.
  await sql`UPDATE orders SET status = 'paid' WHERE status = 'placed'`.execute(db);
  await sql`UPDATE orders SET subtotal = total - delivery_fee`.execute(db);
  await db.schema.createIndex('orders_key_idx').unique().on('orders').column('idempotency_key').execute();
  await db.schema
    .createIndex('orders_one_welcome_gift_idx')
    .unique()
    .on('orders')
    .column('member_id')
    .where(sql.ref('free_gift'), '=', 1)
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
}

async function createOrderIndexesAndEvents(db: AnyDb): Promise<void> {
  // The job that releases stock of unpaid orders reads these.
  await createIndex(db, 'orders_reserved_idx', 'orders', ['status', 'reserved_until']);

  await createTableWithId(db, 'order_events')
    .addColumn('order_id', 'integer', ownedBy('orders.id'))
    .addColumn('status', 'text', notNull)
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await createIndex(db, 'order_events_order_idx', 'order_events', ['order_id']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_events').execute();
  for (const index of ['orders_reserved_idx', 'orders_one_welcome_gift_idx', 'orders_key_idx'])
    await db.schema.dropIndex(index).execute();
  for (const column of [
    'updated_at',
    'reserved_until',
    'idempotency_key',
    'payment_ref',
    'shipping_option',
    'payment_method',
    'coins_spent',
    'discount',
    'subtotal',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await dropTables(db, ['cart_lines', 'carts', 'product_variants', 'products', 'product_categories']);
}
