/**
 * The demo marketplace of every brand whose tags enable ecommerce (playmax, clickcoins): CATEGORIES
 * and PRODUCTS of products.ts in the brand's currency, pictures drawn on request by
 * modules/marketplace/catalogue-art.ts, texts in eight languages through data_translations.
 */
import type { DataTranslationsTable } from '../../db/schema';
import type { Db } from '../../db/kysely';
import type { BrandSeed } from '../brands';
import { missingItems, writtenItemSlugs } from '../missing-items';
import { daysAgoIso } from '../time';
import { tableTranslationRows, untranslatedTexts, type TranslatableText } from '../translations/languages';
import { CATEGORIES, PRODUCTS, imageCount, priceIn } from './products';
import { MARKETPLACE_TEXTS } from './translations';
import { ensureCategories, insertProducts, type ProductInsert } from './write';

export { CATEGORIES, PRODUCTS } from './products';

const sells = (brand: BrandSeed) => brand.tags.includes('ecommerce:enabled');

/** Writes what is missing of each selling brand's catalogue, one transaction per brand. */
export async function seedMarketplace(
  db: Db,
  brands: readonly BrandSeed[],
  now: Date,
  log: (msg: string) => void,
): Promise<void> {
  const started = Date.now();
  for (const brand of brands.filter(sells)) {
    const written = await db.transaction().execute(async (trx) => {
      const categories = await ensureCategories(
        trx,
        brand.id,
        CATEGORIES.map((c, position) => ({ ...c, position })),
      );
      const existing = await writtenItemSlugs(trx, 'products', brand.id);
      const missing = missingItems(
        PRODUCTS,
        existing,
        categories.ids,
        (p, categoryId, position): ProductInsert => ({
          categoryId,
          slug: p.slug,
          name: p.name,
          description: p.description,
          price: priceIn(brand.billing.currency, p.priceUsd),
          currency: brand.billing.currency,
          symbol: brand.billing.symbol,
          stock: p.stock ?? 0,
          art: p.art,
          images: imageCount(p.slug),
          welcomeGift: p.welcomeGift ?? false,
          active: !p.removed,
          position,
          // A day apart, the last listed the newest, so 'newest' differs from the featured order.
          createdAt: daysAgoIso(now, PRODUCTS.length - position),
          variants: p.variants,
        }),
      );
      return { categories: categories.inserted, products: await insertProducts(trx, brand.id, missing) };
    });
    if (written.categories + written.products > 0)
      log(`marketplace ${brand.id}: ${written.categories} categories, ${written.products} products`);
  }
  log(`marketplace: ${Date.now() - started} ms`);
}

type TextSource = TranslatableText<
  'product_category' | 'product' | 'product_option' | 'product_variant',
  'name' | 'description'
>;

function textSources(): TextSource[] {
  return [
    ...CATEGORIES.flatMap((c): TextSource[] => [
      { entity: 'product_category', slug: c.slug, field: 'name', english: c.name },
      { entity: 'product_category', slug: c.slug, field: 'description', english: c.description },
    ]),
    ...PRODUCTS.flatMap((p): TextSource[] => [
      { entity: 'product', slug: p.slug, field: 'name', english: p.name },
      { entity: 'product', slug: p.slug, field: 'description', english: p.description },
    ]),
    ...unique(PRODUCTS.flatMap((p) => (p.variants ? [p.variants.option] : []))).map((option): TextSource => ({
      entity: 'product_option',
      slug: option,
      field: 'name',
      english: option,
    })),
    // Colours are words; sizes (S, M, L/XL) read the same in every language and have no rows.
    ...unique(
      PRODUCTS.flatMap((p) => (p.variants?.option === 'Colour' ? p.variants.values.map((v) => v.name) : [])),
    ).map((name): TextSource => ({ entity: 'product_variant', slug: name, field: 'name', english: name })),
  ];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Catalogue texts without a translation (the seed refuses to run with any). */
export function marketplaceTranslationGaps(): string[] {
  return untranslatedTexts(textSources(), MARKETPLACE_TEXTS);
}

/**
 * Rows of data_translations for the catalogue, keyed by slug (the reader's key, catalogue-repo.ts):
 * the brands selling the demo catalogue share its texts.
 */
export function marketplaceTranslationRows(): DataTranslationsTable[] {
  return tableTranslationRows(textSources(), MARKETPLACE_TEXTS);
}

/** The catalogue data's own consistency, checked before anything is written (seed/validate.ts). */
export function marketplaceSeedProblems(): string[] {
  const problems = marketplaceTranslationGaps().map((gap) => `no translation of ${gap}`);
  const categories = new Set(CATEGORIES.map((c) => c.slug));
  const slugs = PRODUCTS.map((p) => p.slug);
  for (const [i, slug] of slugs.entries())
    if (slugs.indexOf(slug) !== i) problems.push(`duplicate product ${slug}`);
  for (const p of PRODUCTS) {
    if (!categories.has(p.category)) problems.push(`product ${p.slug}: unknown category ${p.category}`);
    if (p.welcomeGift && p.priceUsd !== 0) problems.push(`welcome gift ${p.slug} must be free`);
  }
  return problems;
}
