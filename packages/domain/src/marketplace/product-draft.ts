/**
 * The shop's catalogue as an operator writes it (issue 33 scope 2): the console's product and
 * category forms and the `create-product`, `update-product`, `set-stock` and `create-category`
 * commands pass their drafts through these checks before anything is written, so the same input
 * gets the same answer on either door. Prices are minor units of the brand's currency.
 */
import { CHAMPION_MEMBERSHIP_IDS, DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../constants';
import { isSafeText, INVALID_CHARACTERS } from '../text-safety';
import { championDiscountPercent, discountedUnitPrice } from './champion';

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const CATEGORY_NAME_MAX = 60;
export const CATEGORY_DESCRIPTION_MAX = 300;
/** 10,000,000 minor units is 100,000.00 in a two-decimal currency: a typo guard, as for plans. */
export const PRODUCT_PRICE_MAX_MINOR = 10_000_000;
/** Units on the shelf of one product or variant. */
export const PRODUCT_STOCK_MAX = 1_000_000;
export const PRODUCT_VARIANTS_MAX = 50;
/** An option ("Size") or a variant's name ("XL"). */
export const VARIANT_TEXT_MAX = 40;

export interface CatalogueText {
  lang: string;
  name: string;
  description: string;
}

/** A variant's name in one language other than English (English is `VariantDraft.name`). */
export interface VariantName {
  lang: string;
  name: string;
}

export interface VariantDraft {
  /** The variant's id when it exists already (its cart lines and orders keep naming it), else null. */
  id: number | null;
  option: string;
  /** The stored name: English, and what a reader of a language without its own name sees. */
  name: string;
  /** Its name in other languages; an empty one is left out (the reader then sees `name`). */
  names: readonly VariantName[];
  stock: number;
  /** Minor units of the brand's currency; null sells it at the product's price (variantListPrice). */
  priceMinor: number | null;
}

export interface ProductDraft {
  texts: readonly CatalogueText[];
  categoryId: number;
  priceMinor: number;
  /** Units of a product without variants (ignored, kept at 0, when it has variants). */
  stock: number;
  variants: readonly VariantDraft[];
  onSale: boolean;
  /** The brand's welcome gift: claimed once by each member, never listed for sale (docs/marketplace.md). */
  welcomeGift: boolean;
}

export interface CategoryDraft {
  texts: readonly CatalogueText[];
}

type CheckedText = CatalogueText & { lang: LanguageCode };

export interface CheckedProductDraft extends ProductDraft {
  texts: readonly CheckedText[];
}

export interface CheckedCategoryDraft {
  texts: readonly CheckedText[];
}

export type CatalogueDraftErrorCode =
  | 'invalid_input'
  | typeof INVALID_CHARACTERS
  | 'shop_name_required'
  | 'shop_text_too_long'
  | 'shop_price_invalid'
  | 'shop_stock_invalid'
  | 'shop_variant_invalid'
  | 'shop_variant_duplicate';

export type DraftCheck<T> =
  { ok: true; draft: T } | { ok: false; errorCode: CatalogueDraftErrorCode; field: string };

const isLanguage = (lang: string): lang is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(lang);

export const isPriceMinor = (n: number): boolean =>
  Number.isInteger(n) && n >= 0 && n <= PRODUCT_PRICE_MAX_MINOR;
export const isStock = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= PRODUCT_STOCK_MAX;

/**
 * The texts of each language, trimmed; a language with no name is left out, and a description
 * without a name is refused (half written). The brand's default language must have a name.
 */
function checkTexts(
  texts: readonly CatalogueText[],
  defaultLanguage: string,
  max: { name: number; description: number },
): DraftCheck<readonly CheckedText[]> {
  const seen = new Set<string>();
  const kept: CheckedText[] = [];
  for (const t of texts) {
    if (!isLanguage(t.lang) || seen.has(t.lang))
      return { ok: false, errorCode: 'invalid_input', field: 'texts' };
    seen.add(t.lang);
    const name = t.name.trim();
    const description = t.description.trim();
    const field = `texts.${t.lang}`;
    if (!isSafeText(name) || !isSafeText(description, 'multiline'))
      return { ok: false, errorCode: INVALID_CHARACTERS, field };
    if (name.length > max.name || description.length > max.description)
      return { ok: false, errorCode: 'shop_text_too_long', field };
    if (name === '' && description !== '') return { ok: false, errorCode: 'shop_name_required', field };
    if (name !== '') kept.push({ lang: t.lang, name, description });
  }
  if (!kept.some((t) => t.lang === defaultLanguage))
    return { ok: false, errorCode: 'shop_name_required', field: `texts.${defaultLanguage}` };
  return { ok: true, draft: kept };
}

/** The names of a variant in other languages, trimmed, the empty ones left out. */
function checkVariantNames(names: readonly VariantName[], field: string): DraftCheck<VariantName[]> {
  const seen = new Set<string>();
  const kept: VariantName[] = [];
  for (const n of names) {
    if (!isLanguage(n.lang) || n.lang === DEFAULT_LANGUAGE || seen.has(n.lang))
      return { ok: false, errorCode: 'invalid_input', field: `${field}.names` };
    seen.add(n.lang);
    const name = n.name.trim();
    if (!isSafeText(name))
      return { ok: false, errorCode: INVALID_CHARACTERS, field: `${field}.names.${n.lang}` };
    if (name.length > VARIANT_TEXT_MAX)
      return { ok: false, errorCode: 'shop_variant_invalid', field: `${field}.names.${n.lang}` };
    if (name !== '') kept.push({ lang: n.lang, name });
  }
  return { ok: true, draft: kept };
}

function checkVariants(variants: readonly VariantDraft[]): DraftCheck<VariantDraft[]> {
  if (variants.length > PRODUCT_VARIANTS_MAX)
    return { ok: false, errorCode: 'shop_variant_invalid', field: 'variants' };
  const seen = new Set<string>();
  const ids = new Set<number>();
  const kept: VariantDraft[] = [];
  for (const [i, v] of variants.entries()) {
    const field = `variants.${i}`;
    const option = v.option.trim();
    const name = v.name.trim();
    if (!isSafeText(option) || !isSafeText(name)) return { ok: false, errorCode: INVALID_CHARACTERS, field };
    if (option === '' || name === '' || option.length > VARIANT_TEXT_MAX || name.length > VARIANT_TEXT_MAX)
      return { ok: false, errorCode: 'shop_variant_invalid', field };
    if (!isStock(v.stock)) return { ok: false, errorCode: 'shop_stock_invalid', field: `${field}.stock` };
    if (v.priceMinor !== null && !isPriceMinor(v.priceMinor))
      return { ok: false, errorCode: 'shop_price_invalid', field: `${field}.priceMinor` };
    const names = checkVariantNames(v.names, field);
    if (!names.ok) return names;
    if (v.id !== null) {
      if (!Number.isInteger(v.id) || v.id < 1 || ids.has(v.id))
        return { ok: false, errorCode: 'invalid_input', field };
      ids.add(v.id);
    }
    const key = `${option.toLowerCase()}\u0000${name.toLowerCase()}`;
    if (seen.has(key)) return { ok: false, errorCode: 'shop_variant_duplicate', field };
    seen.add(key);
    kept.push({ id: v.id, option, name, names: names.draft, stock: v.stock, priceMinor: v.priceMinor });
  }
  return { ok: true, draft: kept };
}

/**
 * Checks a product draft; the first problem found answers, with the field it is about.
 * `defaultLanguage` is the brand's: a product must at least be named in it.
 */
export function checkProductDraft(
  draft: ProductDraft,
  defaultLanguage: string,
): DraftCheck<CheckedProductDraft> {
  const texts = checkTexts(draft.texts, defaultLanguage, {
    name: PRODUCT_NAME_MAX,
    description: PRODUCT_DESCRIPTION_MAX,
  });
  if (!texts.ok) return texts;
  if (!Number.isInteger(draft.categoryId) || draft.categoryId < 1)
    return { ok: false, errorCode: 'invalid_input', field: 'categoryId' };
  if (!isPriceMinor(draft.priceMinor))
    return { ok: false, errorCode: 'shop_price_invalid', field: 'priceMinor' };
  if (!isStock(draft.stock)) return { ok: false, errorCode: 'shop_stock_invalid', field: 'stock' };
  const variants = checkVariants(draft.variants);
  if (!variants.ok) return variants;
  return {
    ok: true,
    draft: {
      ...draft,
      texts: texts.draft,
      variants: variants.draft,
      // A product with variants sells its variants' units: its own column stays 0.
      stock: variants.draft.length > 0 ? 0 : draft.stock,
    },
  };
}

export function checkCategoryDraft(
  draft: CategoryDraft,
  defaultLanguage: string,
): DraftCheck<CheckedCategoryDraft> {
  const texts = checkTexts(draft.texts, defaultLanguage, {
    name: CATEGORY_NAME_MAX,
    description: CATEGORY_DESCRIPTION_MAX,
  });
  return texts.ok ? { ok: true, draft: { texts: texts.draft } } : texts;
}

/**
 * A URL slug from a name ("Logo Hoodie" → "logo-hoodie"): lower-case ASCII letters and digits
 * joined by dashes, at most 48 characters; 'item' when nothing of the name is left.
 */
export function catalogueSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 48)
    .replace(/-+$/u, '');
  return slug === '' ? 'item' : slug;
}

/** What Champion members pay for one unit at each discount level (the member area's rule, champion.ts). */
export interface ChampionPrice {
  discountPercent: number;
  priceMinor: number;
}

/**
 * The price each Champion membership pays for a unit listed at `priceMinor`, one entry per distinct
 * discount, smallest first: `discountedUnitPrice` with `championDiscountPercent`, exactly what the
 * product pages show and checkout charges.
 */
export function championPrices(priceMinor: number): ChampionPrice[] {
  const percents = [...new Set(CHAMPION_MEMBERSHIP_IDS.map((id) => championDiscountPercent(id)))]
    .filter((p) => p > 0)
    .sort((a, b) => a - b);
  return percents.map((discountPercent) => ({
    discountPercent,
    priceMinor: discountedUnitPrice(priceMinor, discountPercent),
  }));
}
