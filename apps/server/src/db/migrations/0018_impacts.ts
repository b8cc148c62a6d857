import { sql } from 'kysely';
import { type AnyDb, createIndex, dropTables } from './helpers';
import { createBrandTable, notNull, ownedBy } from './tables';

/**
 * Impacts (issue 14 item 1; SPEC.md 3 'Impact category'): a brand's categories (tree planting, ocean
 * cleanup, …) hold items, each with a price per unit in coins and a brand-wide target of units.
 * `funded_quantity` is the running sum of the item's contributions, moved in the same transaction
 * as the contribution row and the coin ledger row, and never beyond the target (a CHECK, and the
 * conditional UPDATE of modules/impacts/repo.ts that settles races). A contribution is written once
 * per idempotency key (`impact:{memberId}:{requestId}`, the same key as its ledger row).
 */

export async function up(db: AnyDb): Promise<void> {
  await createBrandTable(db, 'impact_categories')
    .addColumn('slug', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('impact_categories_brand_slug', ['brand_id', 'slug'])
    .execute();

  await createBrandTable(db, 'impact_items')
    .addColumn('category_id', 'integer', ownedBy('impact_categories.id'))
    .addColumn('slug', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    // What one unit is, in English (translated like the name): 'tree', 'kg of plastic'.
    .addColumn('unit', 'text', notNull)
    .addColumn('price_per_unit', 'integer', notNull)
    .addColumn('target_quantity', 'integer', notNull)
    // The units a member is invited to fund (the modal's suggestion).
    .addColumn('member_target', 'integer', notNull)
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
  await createIndex(db, 'impact_items_category_idx', 'impact_items', ['category_id', 'position', 'id']);

  await createBrandTable(db, 'impact_contributions')
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('item_id', 'integer', ownedBy('impact_items.id'))
    .addColumn('quantity', 'integer', notNull)
    .addColumn('coins', 'integer', notNull)
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('impact_contributions_key', ['idempotency_key'])
    .addCheckConstraint('impact_contributions_quantity_positive', sql`quantity > 0`)
    .execute();
  await createIndex(db, 'impact_contributions_member_idx', 'impact_contributions', [
    'member_id',
    'created_at',
    'id',
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['impact_contributions', 'impact_items', 'impact_categories']);
}
