/**
 * The demo impacts of the brands in IMPACT_BRANDS: IMPACT_CATEGORIES and IMPACT_ITEMS of items.ts,
 * pictures drawn by modules/impacts/art.ts, texts in eight languages through data_translations.
 */
import type { Db } from '../../db/kysely';
import type { DataTranslationsTable } from '../../db/schema';
import { IMPACT_ART_VIEWS, impactImageUrl } from '../../modules/impacts/art';
import type { BrandSeed } from '../brands';
import { missingItems, writtenItemSlugs } from '../missing-items';
import { tableTranslationRows, untranslatedTexts, type TranslatableText } from '../translations/languages';
import { IMPACT_BRANDS, IMPACT_CATEGORIES, IMPACT_ITEMS } from './items';
import { IMPACT_TEXTS } from './translations';
import { ensureImpactCategories, insertImpactItems, type ImpactItemInsert } from './write';

export { IMPACT_BRANDS, IMPACT_CATEGORIES, IMPACT_ITEMS } from './items';

/** The modal's quick picks: one unit, the invited target, and twice it, in coins. */
const quickPicks = (pricePerUnit: number, memberTarget: number): number[] => [
  ...new Set([pricePerUnit, pricePerUnit * memberTarget, pricePerUnit * memberTarget * 2]),
];

/** Writes what is missing of each impact brand's categories and items, one transaction per brand. */
export async function seedImpacts(
  db: Db,
  brands: readonly BrandSeed[],
  log: (msg: string) => void,
): Promise<void> {
  for (const brand of brands.filter((b) => IMPACT_BRANDS.has(b.id))) {
    const written = await db.transaction().execute(async (trx) => {
      const categories = await ensureImpactCategories(
        trx,
        brand.id,
        IMPACT_CATEGORIES.map((c, position) => ({ ...c, position })),
      );
      const existing = await writtenItemSlugs(trx, 'impact_items', brand.id);
      const missing = missingItems(
        IMPACT_ITEMS,
        existing,
        categories.ids,
        (i, categoryId, position): ImpactItemInsert => ({
          categoryId,
          slug: i.slug,
          name: i.name,
          description: i.description,
          unit: i.unit,
          pricePerUnit: i.pricePerUnit,
          targetQuantity: i.targetQuantity,
          memberTarget: i.memberTarget,
          fundedQuantity: i.fundedBaseline,
          prices: quickPicks(i.pricePerUnit, i.memberTarget),
          images: Array.from({ length: IMPACT_ART_VIEWS }, (_, v) => ({
            url: impactImageUrl(i.art, v + 1),
            alt: i.name,
          })),
          position,
        }),
      );
      return { categories: categories.inserted, items: await insertImpactItems(trx, brand.id, missing) };
    });
    if (written.categories + written.items > 0)
      log(`impacts ${brand.id}: ${written.categories} categories, ${written.items} items`);
  }
}

type TextSource = TranslatableText<'impact_category' | 'impact_item', 'name' | 'description' | 'unit'>;

function textSources(): TextSource[] {
  return [
    ...IMPACT_CATEGORIES.map((c): TextSource => ({
      entity: 'impact_category',
      slug: c.slug,
      field: 'name',
      english: c.name,
    })),
    ...IMPACT_ITEMS.flatMap((i): TextSource[] => [
      { entity: 'impact_item', slug: i.slug, field: 'name', english: i.name },
      { entity: 'impact_item', slug: i.slug, field: 'description', english: i.description },
      { entity: 'impact_item', slug: i.slug, field: 'unit', english: i.unit },
    ]),
  ];
}

/** Rows of data_translations for the demo impacts, keyed by slug (the reader's key, modules/impacts/repo.ts). */
export function impactTranslationRows(): DataTranslationsTable[] {
  return tableTranslationRows(textSources(), IMPACT_TEXTS);
}

/** The impacts data's own consistency, checked before anything is written (seed/validate.ts). */
export function impactSeedProblems(): string[] {
  const problems = untranslatedTexts(textSources(), IMPACT_TEXTS).map((gap) => `no translation of ${gap}`);
  const categories = new Set(IMPACT_CATEGORIES.map((c) => c.slug));
  for (const i of IMPACT_ITEMS) {
    if (!categories.has(i.category)) problems.push(`impact ${i.slug}: unknown category ${i.category}`);
    if (i.fundedBaseline > i.targetQuantity) problems.push(`impact ${i.slug}: baseline beyond target`);
    if (i.pricePerUnit < 1) problems.push(`impact ${i.slug}: price per unit below 1`);
  }
  return problems;
}
