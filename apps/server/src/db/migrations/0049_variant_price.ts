import type { AnyDb } from './helpers';

/**
 * A price per variant (issue 33 scope 2: a size or colour that costs more): `product_variants.price`
 * in minor units of the product's currency, null for a variant sold at its product's price (every
 * variant until now). The rule is domain `variantListPrice`; the shop editor checks the value
 * (`checkProductDraft`) before writing it, as it does the product's own price.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_variants').addColumn('price', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_variants').dropColumn('price').execute();
}
