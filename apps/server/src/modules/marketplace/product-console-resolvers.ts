import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleProduct,
  ConsoleShopCategory,
  ProductInput,
  ProductPayload,
  Resolvers,
  ShopCategoriesPayload,
  ShopCategoryPayload,
} from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type {
  AdminCategory,
  AdminProduct,
  CategoriesChange,
  CategoryChange,
  ProductChange,
  ShopActor,
} from './product-admin-service';

const ID = /^\d{1,9}$/;
/** An id the client sent, or 0 (never a row) when it is not one. */
const idOf = (s: string | null | undefined): number => (s && ID.test(s) ? Number(s) : 0);
const PAGE_MAX = 100;

function productView(p: AdminProduct): ConsoleProduct {
  return {
    ...p,
    id: String(p.id),
    categoryId: String(p.categoryId),
    variants: p.variants.map((v) => ({ ...v, id: String(v.id) })),
    images: p.images.map((i) => ({ url: i.url })),
  };
}

function categoryView(c: AdminCategory): ConsoleShopCategory {
  return { ...c, id: String(c.id) };
}

const failure = (lang: string, r: Extract<ProductChange, { ok: false }>) =>
  consoleFailure(lang, r.errorCode, r.field ? { field: r.field } : null);

function productPayload(lang: string, r: ProductChange): ProductPayload {
  return r.ok
    ? { responseResult: consoleSucceeded(), product: productView(r.product) }
    : { responseResult: failure(lang, r), product: null };
}

function categoryPayload(lang: string, r: CategoryChange): ShopCategoryPayload {
  return r.ok
    ? { responseResult: consoleSucceeded(), category: categoryView(r.category) }
    : { responseResult: failure(lang, r), category: null };
}

function categoriesPayload(lang: string, r: CategoriesChange): ShopCategoriesPayload {
  return r.ok
    ? { responseResult: consoleSucceeded(), categories: r.categories.map(categoryView) }
    : { responseResult: failure(lang, r), categories: null };
}

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): ShopActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

const draftOf = (input: ProductInput) => ({
  ...input,
  categoryId: idOf(input.categoryId),
  // A variant id that is not a number is no variant of the product: the service refuses it.
  variants: input.variants.map((v) => ({
    ...v,
    id: v.id == null ? null : ID.test(v.id) ? Number(v.id) : -1,
    names: v.names ?? [],
    priceMinor: v.priceMinor ?? null,
  })),
  images: input.images ?? null,
});

/** The shop editor (shop.edit on the brand; docs/console.md "The shop"). */
export const productConsoleResolvers: Resolvers = {
  Query: {
    shop: withStaff(
      'shop.edit',
      async (_staff, { brandId }, ctx) => {
        const settings = await ctx.services.productAdmin.settings(brandId);
        if (!settings) return null;
        const categories = await ctx.services.productAdmin.listCategories(brandId);
        return { ...settings, categories: categories.map(categoryView) };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
    shopProducts: withStaff(
      'shop.edit',
      async (_staff, { brandId, search, categoryId, first, offset }, ctx) => {
        const limit = Math.min(PAGE_MAX, Math.max(1, Math.trunc(first ?? 50)));
        const page = await ctx.services.productAdmin.listProducts(
          brandId,
          {
            search: search?.trim() ? search.trim().slice(0, 100) : null,
            categoryId: categoryId ? idOf(categoryId) : null,
          },
          { limit, offset: Math.max(0, Math.trunc(offset ?? 0)) },
        );
        return { items: page.items.map(productView), total: page.total };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
    shopProduct: withStaff(
      'shop.edit',
      async (_staff, { brandId, id }, ctx) => {
        const product = await ctx.services.productAdmin.getProduct(brandId, idOf(id));
        return product ? productView(product) : null;
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
  },
  Mutation: {
    createProduct: withStaff(
      'shop.edit',
      async (staff, { brandId, input }, ctx) =>
        productPayload(
          ctx.lang,
          await ctx.services.productAdmin.createProduct(actorOf(staff, ctx), brandId, draftOf(input)),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ product: null }) },
    ),
    updateProduct: withStaff(
      'shop.edit',
      async (staff, { brandId, id, input }, ctx) =>
        productPayload(
          ctx.lang,
          await ctx.services.productAdmin.updateProduct(
            actorOf(staff, ctx),
            brandId,
            idOf(id),
            draftOf(input),
          ),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ product: null }) },
    ),
    setProductStock: withStaff(
      'shop.edit',
      async (staff, { brandId, id, stock, variants }, ctx) =>
        productPayload(
          ctx.lang,
          await ctx.services.productAdmin.setStock(actorOf(staff, ctx), brandId, idOf(id), {
            own: stock ?? null,
            variants: (variants ?? []).map((v: { id: string; stock: number }) => ({
              id: idOf(v.id),
              stock: v.stock,
            })),
          }),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ product: null }) },
    ),
    createCategory: withStaff(
      'shop.edit',
      async (staff, { brandId, input }, ctx) =>
        categoryPayload(
          ctx.lang,
          await ctx.services.productAdmin.createCategory(actorOf(staff, ctx), brandId, input),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ category: null }) },
    ),
    updateCategory: withStaff(
      'shop.edit',
      async (staff, { brandId, id, input }, ctx) =>
        categoryPayload(
          ctx.lang,
          await ctx.services.productAdmin.updateCategory(actorOf(staff, ctx), brandId, idOf(id), input),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ category: null }) },
    ),
    orderCategories: withStaff(
      'shop.edit',
      async (staff, { brandId, ids }, ctx) =>
        categoriesPayload(
          ctx.lang,
          await ctx.services.productAdmin.orderCategories(actorOf(staff, ctx), brandId, ids.map(idOf)),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ categories: null }) },
    ),
  },
};
