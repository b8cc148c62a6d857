/**
 * The shop editor (issue 33 scope 2), for the console and the operator commands alike: products,
 * their variants and stock, categories and their order, pictures, the welcome gift. A draft is
 * checked by packages/domain's `checkProductDraft` / `checkCategoryDraft`; each change runs in one
 * transaction with its audit row (`product.create`, `product.update`, `product.stock`,
 * `product.picture`, `category.create`, `category.update`, `category.order`). The member area reads
 * the same tables on every request (no catalogue cache), so a change shows on the next page.
 *
 * Texts: the row holds the English (or, without English, the brand's default language's) name and
 * description; the other languages are data_translations keyed by the slug, as the member area
 * reads them. The demo seed's brands share their slugs (and so their translations): a product or
 * category whose slug another brand also uses takes a slug of its own (`<brand>-<slug>`) when its
 * texts are first edited, so an edit never rewrites another brand's shop.
 */
import {
  catalogueSlug,
  championPrices,
  checkCategoryDraft,
  checkProductDraft,
  DEFAULT_LANGUAGE,
  isStock,
  variantListPrice,
  type CatalogueDraftErrorCode,
  type CatalogueText,
  type CategoryDraft,
  type ChampionPrice,
  type ProductDraft,
  type VariantName,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { AuditService } from '../audit';
import { findBrandById, toBrand, type Brand } from '../brand';
import { categoryImageUrl, productImageUrl } from './catalogue-art';
import { parseImages, type ProductImageModel } from './catalogue-model';
import { PRODUCT_PICTURES_MAX, writeProductPicture } from './product-admin-art';
import {
  categorySlugUses,
  countProductRows,
  deleteCartLinesOfVariants,
  deleteTexts,
  deleteVariantRows,
  deleteVariantTexts,
  findCategoryRow,
  findProductRow,
  insertCategoryRow,
  insertProductRow,
  insertTexts,
  insertVariantRow,
  insertVariantTexts,
  listCategoryRows,
  listProductRows,
  lockProductRow,
  nextCategoryPosition,
  nextProductPosition,
  otherWelcomeGift,
  productCountsByCategory,
  productSlugUses,
  textRowsOf,
  updateCategoryRow,
  updateProductRow,
  updateVariantRow,
  variantRowsOf,
  variantTextRowsOf,
  type CategoryRow,
  type ProductFilter,
  type ProductRow,
  type ShopEntity,
  type TextRow,
  type VariantRow,
} from './product-admin-repo';

export interface AdminVariant {
  id: number;
  option: string;
  name: string;
  /** Its names in the other languages written (the member reads `name` in the rest). */
  names: VariantName[];
  stock: number;
  /** Its own price in minor units, or null: sold at the product's (domain variantListPrice). */
  priceMinor: number | null;
  /** What Champion members pay per unit of it (its own price, else the product's). */
  championPrices: ChampionPrice[];
}

/** A product as the editor shows it. */
export interface AdminProduct {
  id: number;
  brandId: string;
  slug: string;
  categoryId: number;
  texts: CatalogueText[];
  priceMinor: number;
  currency: string;
  symbol: string;
  /** Units that can be sold: the variants' when it has any, else its own. */
  stock: number;
  variants: AdminVariant[];
  images: ProductImageModel[];
  onSale: boolean;
  welcomeGift: boolean;
  /** What Champion members pay per unit (the member area's rule, domain championPrices). */
  championPrices: ChampionPrice[];
  createdAt: string;
}

export interface AdminCategory {
  id: number;
  brandId: string;
  slug: string;
  texts: CatalogueText[];
  position: number;
  productCount: number;
}

/** The brand's shop settings the editor needs: its money and languages. */
export interface ShopSettings {
  brandId: string;
  currency: string;
  symbol: string;
  defaultLanguage: string;
  languages: string[];
}

/** Who changes the shop: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface ShopActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type ShopErrorCode =
  | CatalogueDraftErrorCode
  | 'brand_not_found'
  | 'product_not_found'
  | 'category_not_found'
  | 'shop_welcome_gift_taken'
  | 'shop_welcome_gift_not_free'
  | 'shop_too_many_pictures';

type Refusal = { ok: false; errorCode: ShopErrorCode; field: string | null };
export type ProductChange = { ok: true; product: AdminProduct } | Refusal;
export type CategoryChange = { ok: true; category: AdminCategory } | Refusal;
export type CategoriesChange = { ok: true; categories: AdminCategory[] } | Refusal;

const refuse = (errorCode: ShopErrorCode, field: string | null = null): Refusal => ({
  ok: false,
  errorCode,
  field,
});

/** The texts of each row: the row's own (as en-us), then every other language written. */
function textsOf(
  row: { slug: string; name: string; description: string },
  rows: readonly TextRow[],
): CatalogueText[] {
  const byLang = new Map<string, CatalogueText>();
  for (const t of rows) {
    if (t.key !== row.slug) continue;
    const entry = byLang.get(t.lang) ?? { lang: t.lang, name: '', description: '' };
    if (t.field === 'name') entry.name = t.text;
    else entry.description = t.text;
    byLang.set(t.lang, entry);
  }
  return [
    { lang: DEFAULT_LANGUAGE, name: row.name, description: row.description },
    ...[...byLang.values()].filter((t) => t.name !== '').sort((a, b) => a.lang.localeCompare(b.lang)),
  ];
}

/** A variant's names in other languages, by language. */
function namesOf(variantId: number, rows: readonly TextRow[]): VariantName[] {
  return rows
    .filter((t) => t.key === String(variantId) && t.lang !== DEFAULT_LANGUAGE)
    .map((t) => ({ lang: t.lang, name: t.text }))
    .sort((a, b) => a.lang.localeCompare(b.lang));
}

function variantOf(v: VariantRow, productPrice: number, texts: readonly TextRow[]): AdminVariant {
  const priceMinor = v.price === null ? null : Number(v.price);
  return {
    id: Number(v.id),
    option: v.option_name,
    name: v.name,
    names: namesOf(Number(v.id), texts),
    stock: Number(v.stock),
    priceMinor,
    championPrices: championPrices(variantListPrice(productPrice, priceMinor)),
  };
}

function productOf(
  row: ProductRow,
  variants: readonly VariantRow[],
  texts: readonly TextRow[],
  variantTexts: readonly TextRow[],
): AdminProduct {
  const own = variants.filter((v) => Number(v.product_id) === Number(row.id));
  const price = Number(row.price);
  return {
    id: Number(row.id),
    brandId: row.brand_id,
    slug: row.slug,
    categoryId: Number(row.category_id),
    texts: textsOf(row, texts),
    priceMinor: price,
    currency: row.currency,
    symbol: row.symbol,
    stock: own.length > 0 ? own.reduce((sum, v) => sum + Number(v.stock), 0) : Number(row.stock),
    variants: own.map((v) => variantOf(v, price, variantTexts)),
    images: parseImages(row.images),
    onSale: Number(row.active) === 1,
    welcomeGift: Number(row.is_welcome_gift) === 1,
    championPrices: championPrices(price),
    createdAt: row.created_at,
  };
}

async function productsOf(db: DbOrTrx, rows: readonly ProductRow[]): Promise<AdminProduct[]> {
  const variants = await variantRowsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const texts = await textRowsOf(
    db,
    'product',
    rows.map((r) => r.slug),
  );
  const variantTexts = await variantTextRowsOf(
    db,
    variants.map((v) => Number(v.id)),
  );
  return rows.map((r) => productOf(r, variants, texts, variantTexts));
}

/** The stored text: English when given, else the brand's default language's. */
function storedText(texts: readonly CatalogueText[], defaultLanguage: string) {
  const t = texts.find((x) => x.lang === DEFAULT_LANGUAGE) ?? texts.find((x) => x.lang === defaultLanguage);
  return { name: t?.name ?? '', description: t?.description ?? '' };
}

/** What the audit row keeps of a product. */
function auditView(p: AdminProduct) {
  const { championPrices: _, createdAt: __, variants, ...rest } = p;
  return { ...rest, variants: variants.map(({ championPrices: ___, ...v }) => v) };
}

/** A slug no product (or category) of any brand uses: `base`, else `base-2`, `base-3`, … */
async function freeSlug(trx: DbOrTrx, entity: ShopEntity, base: string): Promise<string> {
  const uses = entity === 'product' ? productSlugUses : categorySlugUses;
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if ((await uses(trx, slug)) === 0) return slug;
  }
}

/**
 * The slug the texts are written under: the row's own when no other row (of any brand) shares it,
 * else a new one of the brand's own, so the other brand's translations stay as they are.
 */
async function ownSlug(trx: DbOrTrx, entity: ShopEntity, brandId: string, slug: string): Promise<string> {
  const uses = entity === 'product' ? productSlugUses : categorySlugUses;
  if ((await uses(trx, slug)) <= 1) return slug;
  return freeSlug(trx, entity, `${brandId}-${slug}`.slice(0, 60));
}

/**
 * Writes the product's variants in the draft's order: an id keeps its variant (changed in place), a
 * new one is added; then each one's names in other languages are made exactly the draft's.
 */
async function writeVariants(
  trx: DbOrTrx,
  productId: number,
  variants: readonly CheckedVariant[],
): Promise<void> {
  const ids: number[] = [];
  for (const [position, v] of variants.entries()) {
    const row = { option_name: v.option, name: v.name, stock: v.stock, position, price: v.priceMinor };
    if (v.id === null) ids.push(await insertVariantRow(trx, { product_id: productId, ...row }));
    else {
      await updateVariantRow(trx, productId, v.id, row);
      ids.push(v.id);
    }
  }
  await deleteVariantTexts(trx, ids);
  await insertVariantTexts(
    trx,
    variants.flatMap((v, i) => v.names.map((n) => ({ variantId: ids[i]!, lang: n.lang, name: n.name }))),
  );
}

type CheckedVariant = ProductDraft['variants'][number];

async function writeTexts(
  trx: DbOrTrx,
  entity: ShopEntity,
  slug: string,
  texts: readonly CatalogueText[],
): Promise<void> {
  await deleteTexts(trx, entity, slug);
  await insertTexts(
    trx,
    entity,
    slug,
    texts.filter((t) => t.lang !== DEFAULT_LANGUAGE),
  );
}

export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly dataDir: string,
    private readonly clock: () => Date,
  ) {}

  private async brand(brandId: string): Promise<Brand | null> {
    const row = await findBrandById(this.db, brandId);
    return row ? toBrand(row, []) : null;
  }

  async settings(brandId: string): Promise<ShopSettings | null> {
    const brand = await this.brand(brandId);
    if (!brand) return null;
    return {
      brandId: brand.id,
      currency: brand.billing.currency ?? 'USD',
      symbol: brand.billing.symbol ?? '$',
      defaultLanguage: brand.defaultLanguage,
      languages: [...brand.languages],
    };
  }

  /** A page of the brand's products; a search matches the name in any of the brand's languages. */
  async listProducts(
    brandId: string,
    filter: Omit<ProductFilter, 'languages'>,
    page: { limit: number; offset: number },
  ): Promise<{ items: AdminProduct[]; total: number }> {
    const brand = filter.search ? await this.brand(brandId) : null;
    return this.listProductsIn(brandId, { ...filter, languages: brand?.languages ?? [] }, page);
  }

  private async listProductsIn(
    brandId: string,
    filter: ProductFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: AdminProduct[]; total: number }> {
    const rows = await listProductRows(this.db, brandId, filter, page);
    const total = await countProductRows(this.db, brandId, filter);
    return { items: await productsOf(this.db, rows), total };
  }

  async getProduct(brandId: string, id: number, db: DbOrTrx = this.db): Promise<AdminProduct | null> {
    const row = await findProductRow(db, brandId, id);
    return row ? ((await productsOf(db, [row]))[0] ?? null) : null;
  }

  async listCategories(brandId: string, db: DbOrTrx = this.db): Promise<AdminCategory[]> {
    const rows = await listCategoryRows(db, brandId);
    const counts = await productCountsByCategory(db, brandId);
    const texts = await textRowsOf(
      db,
      'product_category',
      rows.map((r) => r.slug),
    );
    return rows.map((r) => categoryOf(r, texts, counts.get(Number(r.id)) ?? 0));
  }

  private async checkedProduct(brand: Brand, input: ProductDraft, id: number | null, trx: DbOrTrx) {
    const checked = checkProductDraft(input, brand.defaultLanguage);
    if (!checked.ok) return checked;
    const draft = checked.draft;
    if (!(await findCategoryRow(trx, brand.id, draft.categoryId)))
      return refuse('category_not_found', 'categoryId');
    if (draft.welcomeGift && draft.priceMinor !== 0)
      return refuse('shop_welcome_gift_not_free', 'priceMinor');
    const dear = draft.variants.findIndex((v) => v.priceMinor !== null && v.priceMinor !== 0);
    if (draft.welcomeGift && dear >= 0)
      return refuse('shop_welcome_gift_not_free', `variants.${dear}.priceMinor`);
    if (draft.welcomeGift && draft.onSale && (await otherWelcomeGift(trx, brand.id, id)))
      return refuse('shop_welcome_gift_taken', 'welcomeGift');
    return { ok: true as const, draft };
  }

  async createProduct(actor: ShopActor, brandId: string, input: ProductDraft): Promise<ProductChange> {
    const brand = await this.brand(brandId);
    if (!brand) return refuse('brand_not_found', 'brandId');
    return inTransaction(this.db, async (trx): Promise<ProductChange> => {
      const checked = await this.checkedProduct(brand, input, null, trx);
      if (!checked.ok) return checked;
      const draft = checked.draft;
      const text = storedText(draft.texts, brand.defaultLanguage);
      const slug = await freeSlug(trx, 'product', `${brand.id}-${catalogueSlug(text.name)}`.slice(0, 60));
      const id = await insertProductRow(trx, {
        brand_id: brand.id,
        category_id: draft.categoryId,
        slug,
        name: text.name,
        description: text.description,
        price: draft.priceMinor,
        currency: brand.billing.currency ?? 'USD',
        symbol: brand.billing.symbol ?? '$',
        stock: draft.stock,
        images: '[]',
        is_welcome_gift: draft.welcomeGift ? 1 : 0,
        active: draft.onSale ? 1 : 0,
        position: await nextProductPosition(trx, brand.id),
        created_at: this.clock().toISOString(),
      });
      // A drawn picture until one is uploaded, as the demo catalogue's.
      await updateProductRow(trx, id, {
        images: JSON.stringify([{ url: productImageUrl(id, 'gift', 1), alt: '' }]),
      });
      await writeTexts(trx, 'product', slug, draft.texts);
      await writeVariants(trx, id, draft.variants);
      const product = await this.getProduct(brand.id, id, trx);
      if (!product) throw new Error(`product ${id} vanished inside its own transaction`);
      await this.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'product.create',
        target: `product:${id}`,
        before: null,
        after: auditView(product),
      });
      return { ok: true, product };
    });
  }

  /**
   * Changes a product: texts, category, price, stock, variants (an id keeps its variant, a new one
   * is added, a missing one removed with its cart lines), sale, welcome gift, and which of its
   * pictures it keeps (`images`: URLs it has now, in the order wanted; null keeps them all).
   */
  async updateProduct(
    actor: ShopActor,
    brandId: string,
    id: number,
    input: ProductDraft & { images?: readonly string[] | null },
  ): Promise<ProductChange> {
    const brand = await this.brand(brandId);
    if (!brand) return refuse('brand_not_found', 'brandId');
    return inTransaction(this.db, async (trx): Promise<ProductChange> => {
      await lockProductRow(trx, brand.id, id);
      const before = await this.getProduct(brand.id, id, trx);
      if (!before) return refuse('product_not_found');
      const checked = await this.checkedProduct(brand, input, id, trx);
      if (!checked.ok) return checked;
      const draft = checked.draft;
      const known = new Set(before.variants.map((v) => v.id));
      if (draft.variants.some((v) => v.id !== null && !known.has(v.id)))
        return refuse('invalid_input', 'variants');
      const text = storedText(draft.texts, brand.defaultLanguage);
      const slug = await ownSlug(trx, 'product', brand.id, before.slug);
      const images =
        input.images == null
          ? before.images
          : input.images.flatMap((url) => before.images.filter((i) => i.url === url).slice(0, 1));
      await updateProductRow(trx, id, {
        slug,
        name: text.name,
        description: text.description,
        category_id: draft.categoryId,
        price: draft.priceMinor,
        stock: draft.stock,
        is_welcome_gift: draft.welcomeGift ? 1 : 0,
        active: draft.onSale ? 1 : 0,
        images: JSON.stringify(images),
      });
      await writeTexts(trx, 'product', slug, draft.texts);
      const kept = new Set(draft.variants.flatMap((v) => (v.id === null ? [] : [v.id])));
      const removed = before.variants.filter((v) => !kept.has(v.id)).map((v) => v.id);
      await deleteCartLinesOfVariants(trx, id, removed);
      await deleteVariantTexts(trx, removed);
      await deleteVariantRows(trx, id, removed);
      await writeVariants(trx, id, draft.variants);
      const product = await this.getProduct(brand.id, id, trx);
      if (!product) throw new Error(`product ${id} vanished inside its own transaction`);
      await this.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'product.update',
        target: `product:${id}`,
        before: auditView(before),
        after: auditView(product),
      });
      return { ok: true, product };
    });
  }

  /**
   * A stock take: the units on the shelf of a product without variants (`stock`), or of each variant
   * named (`variants`); what is not named keeps its count.
   */
  async setStock(
    actor: ShopActor,
    brandId: string,
    id: number,
    stock: { own: number | null; variants: readonly { id: number; stock: number }[] },
  ): Promise<ProductChange> {
    if (stock.own !== null && !isStock(stock.own)) return refuse('shop_stock_invalid', 'stock');
    const bad = stock.variants.findIndex((v) => !isStock(v.stock));
    if (bad >= 0) return refuse('shop_stock_invalid', `variants.${bad}.stock`);
    return inTransaction(this.db, async (trx): Promise<ProductChange> => {
      await lockProductRow(trx, brandId, id);
      const before = await this.getProduct(brandId, id, trx);
      if (!before) return refuse('product_not_found');
      const known = new Set(before.variants.map((v) => v.id));
      if (stock.variants.some((v) => !known.has(v.id))) return refuse('invalid_input', 'variants');
      if (stock.own !== null && before.variants.length > 0) return refuse('invalid_input', 'stock');
      if (stock.own !== null) await updateProductRow(trx, id, { stock: stock.own });
      for (const v of stock.variants) await updateVariantRow(trx, id, v.id, { stock: v.stock });
      const product = await this.getProduct(brandId, id, trx);
      if (!product) throw new Error(`product ${id} vanished inside its own transaction`);
      const counts = (p: AdminProduct) => ({
        stock: p.stock,
        variants: p.variants.map((v) => ({ id: v.id, stock: v.stock })),
      });
      await this.audit.record(trx, {
        ...actor,
        brandId,
        action: 'product.stock',
        target: `product:${id}`,
        before: counts(before),
        after: counts(product),
      });
      return { ok: true, product };
    });
  }

  /** An uploaded picture (already re-encoded, product-admin-art.ts) added after the product's others. */
  async addPicture(actor: ShopActor, brandId: string, id: number, webp: Buffer): Promise<ProductChange> {
    const existing = await findProductRow(this.db, brandId, id);
    if (!existing) return refuse('product_not_found');
    // Written first (content-named, never removed: an order's lines may show it); the row then names it.
    const url = await writeProductPicture(this.dataDir, brandId, webp);
    return inTransaction(this.db, async (trx): Promise<ProductChange> => {
      await lockProductRow(trx, brandId, id);
      const before = await this.getProduct(brandId, id, trx);
      if (!before) return refuse('product_not_found');
      if (before.images.some((i) => i.url === url)) return { ok: true, product: before };
      if (before.images.length >= PRODUCT_PICTURES_MAX) return refuse('shop_too_many_pictures', 'images');
      // The drawn placeholder goes once a real picture arrives.
      const images = [...before.images.filter((i) => !i.url.startsWith('/shop-art/')), { url, alt: '' }];
      await updateProductRow(trx, id, { images: JSON.stringify(images) });
      await this.audit.record(trx, {
        ...actor,
        brandId,
        action: 'product.picture',
        target: `product:${id}`,
        before: { images: before.images.map((i) => i.url) },
        after: { images: images.map((i) => i.url) },
      });
      return { ok: true, product: { ...before, images } };
    });
  }

  async createCategory(actor: ShopActor, brandId: string, input: CategoryDraft): Promise<CategoryChange> {
    const brand = await this.brand(brandId);
    if (!brand) return refuse('brand_not_found', 'brandId');
    const checked = checkCategoryDraft(input, brand.defaultLanguage);
    if (!checked.ok) return checked;
    const texts = checked.draft.texts;
    return inTransaction(this.db, async (trx): Promise<CategoryChange> => {
      const text = storedText(texts, brand.defaultLanguage);
      const slug = await freeSlug(
        trx,
        'product_category',
        `${brand.id}-${catalogueSlug(text.name)}`.slice(0, 60),
      );
      const id = await insertCategoryRow(trx, {
        brand_id: brand.id,
        slug,
        name: text.name,
        description: text.description,
        image: '',
        position: await nextCategoryPosition(trx, brand.id),
      });
      // A drawn picture, as the demo catalogue's categories.
      await updateCategoryRow(trx, id, { image: categoryImageUrl(id, 'gift') });
      await writeTexts(trx, 'product_category', slug, texts);
      const category = (await this.listCategories(brand.id, trx)).find((c) => c.id === id);
      if (!category) throw new Error(`category ${id} vanished inside its own transaction`);
      await this.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'category.create',
        target: `category:${id}`,
        before: null,
        after: category,
      });
      return { ok: true, category };
    });
  }

  async updateCategory(
    actor: ShopActor,
    brandId: string,
    id: number,
    input: CategoryDraft,
  ): Promise<CategoryChange> {
    const brand = await this.brand(brandId);
    if (!brand) return refuse('brand_not_found', 'brandId');
    const checked = checkCategoryDraft(input, brand.defaultLanguage);
    if (!checked.ok) return checked;
    const texts = checked.draft.texts;
    return inTransaction(this.db, async (trx): Promise<CategoryChange> => {
      const before = (await this.listCategories(brand.id, trx)).find((c) => c.id === id);
      if (!before) return refuse('category_not_found');
      const text = storedText(texts, brand.defaultLanguage);
      const slug = await ownSlug(trx, 'product_category', brand.id, before.slug);
      await updateCategoryRow(trx, id, { slug, name: text.name, description: text.description });
      await writeTexts(trx, 'product_category', slug, texts);
      const category = (await this.listCategories(brand.id, trx)).find((c) => c.id === id);
      if (!category) throw new Error(`category ${id} vanished inside its own transaction`);
      await this.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'category.update',
        target: `category:${id}`,
        before,
        after: category,
      });
      return { ok: true, category };
    });
  }

  /** The brand's categories in this order (every one of them, each once). */
  async orderCategories(
    actor: ShopActor,
    brandId: string,
    ids: readonly number[],
  ): Promise<CategoriesChange> {
    return inTransaction(this.db, async (trx): Promise<CategoriesChange> => {
      const before = await this.listCategories(brandId, trx);
      const all = new Set(before.map((c) => c.id));
      if (ids.length !== all.size || new Set(ids).size !== ids.length || ids.some((id) => !all.has(id)))
        return refuse('invalid_input', 'ids');
      for (const [position, id] of ids.entries()) await updateCategoryRow(trx, id, { position });
      const categories = await this.listCategories(brandId, trx);
      await this.audit.record(trx, {
        ...actor,
        brandId,
        action: 'category.order',
        target: `brand:${brandId}`,
        before: before.map((c) => c.id),
        after: categories.map((c) => c.id),
      });
      return { ok: true, categories };
    });
  }
}

function categoryOf(row: CategoryRow, texts: readonly TextRow[], productCount: number): AdminCategory {
  return {
    id: Number(row.id),
    brandId: row.brand_id,
    slug: row.slug,
    texts: textsOf(row, texts),
    position: Number(row.position),
    productCount,
  };
}
