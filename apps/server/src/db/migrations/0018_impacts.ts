import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Impacts (issue 14 item 1; SPEC.md 3 'Impact category'): a brand's categories (tree planting, ocean
 * cleanup, …) hold items, each with a price per unit in coins and a brand-wide target of units.
 * `funded_quantity` is the running sum of the item's contributions, moved in the same transaction
 * as the contribution row and the coin ledger row, and never beyond the target (a CHECK, and the
 * conditional UPDATE of modules/impacts/repo.ts that settles races). A contribution is written once
 * per idempotency key (`impact:{memberId}:{requestId}`, the same key as its ledger row).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>;

function withAutoId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export async function up(db: AnyDb): Promise<void> {
  await withAutoId(db, db.schema.createTable('impact_categories'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('impact_categories_brand_slug', ['brand_id', 'slug'])
    .execute();

  await withAutoId(db, db.schema.createTable('impact_items'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('impact_categories.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // What one unit is, in English (translated like the name): 'tree', 'kg of plastic'.
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('price_per_unit', 'integer', (c) => c.notNull())
    .addColumn('target_quantity', 'integer', (c) => c.notNull())
    // The units a member is invited to fund (the modal's suggestion).
    .addColumn('member_target', 'integer', (c) => c.notNull())
    .addColumn('funded_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON [coins, …]: the amounts the modal offers as quick picks.
    .addColumn('prices', 'text', (c) => c.notNull().defaultTo('[]'))
    // JSON [{ url, alt }]
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('impact_items_brand_slug', ['brand_id', 'slug'])
    .addCheckConstraint('impact_items_price_positive', sql`price_per_unit > 0`)
    .addCheckConstraint(
      'impact_items_funded_within_target',
      sql`funded_quantity >= 0 AND funded_quantity <= target_quantity`,
    )
    .execute();
  await db.schema
    .createIndex('impact_items_category_idx')
    .on('impact_items')
    .columns(['category_id', 'position', 'id'])
    .execute();

  await withAutoId(db, db.schema.createTable('impact_contributions'))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('impact_items.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('impact_contributions_key', ['idempotency_key'])
    .addCheckConstraint('impact_contributions_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('impact_contributions_member_idx')
    .on('impact_contributions')
    .columns(['member_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('impact_contributions').execute();
  await db.schema.dropTable('impact_items').execute();
  await db.schema.dropTable('impact_categories').execute();
}
