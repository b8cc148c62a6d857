/**
 * The marketplace catalogue's fields of `EcommerceQuery` (marketplace.graphql): thin, the rules are in
 * catalogue-service.ts. Everything answers its empty value while the marketplace is off for the viewer
 * (feature tag ecommerce, member tags over brand tags; SPEC.md 6).
 */
import { isFeatureEnabled } from '@member-area/domain';
import { type GraphQLContext, textLanguage } from '../../graphql/context';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { pageOf, type ShopReader } from './catalogue-service';
import { NO_PERKS, perksOf, type MarketplacePerks } from './perks';

/** Whether the viewer may see the marketplace. */
export async function marketplaceEnabled(ctx: GraphQLContext): Promise<boolean> {
  const { memberTags, brandTags } = await tagSets(ctx);
  return isFeatureEnabled('ecommerce', memberTags, brandTags);
}

/** The viewer's marketplace perks (none for visitors), from the request's subscriptions loader. */
export async function viewerPerks(ctx: GraphQLContext): Promise<MarketplacePerks> {
  return ctx.viewer.kind === 'member'
    ? perksOf(await ctx.loaders.subscriptions(ctx.viewer.member.id))
    : NO_PERKS;
}

/** The catalogue as this request reads it: host brand, its language, the viewer's perks. */
export async function shopReader(ctx: GraphQLContext): Promise<ShopReader> {
  return { brandId: ctx.brand.id, lang: textLanguage(ctx), perks: await viewerPerks(ctx) };
}

/** A product id as the API takes it (a positive integer); null for anything else. */
export function parseProductId(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return n <= 2_147_483_647 ? n : null;
}

/**
 * The catalogue as this request reads it, or null while the marketplace is off for the viewer. The
 * two member reads it needs (tags, plans) run side by side.
 */
async function openShop(ctx: GraphQLContext): Promise<ShopReader | null> {
  const [enabled, reader] = await Promise.all([marketplaceEnabled(ctx), shopReader(ctx)]);
  return enabled ? reader : null;
}

export const marketplaceCatalogueResolvers: Resolvers = {
  EcommerceQuery: {
    listCategories: async (_p, args, ctx) => {
      const shop = await openShop(ctx);
      return shop ? ctx.services.shopCatalogue.categoriesWithProducts(shop, args.productsPerCategory) : [];
    },
    category: async (_p, args, ctx) => {
      const shop = await openShop(ctx);
      return shop ? ctx.services.shopCatalogue.categoryPage(shop, args.slug, args) : null;
    },
    product: async (_p, args, ctx) => {
      const id = parseProductId(args.id);
      const shop = id === null ? null : await openShop(ctx);
      return shop && id !== null ? ctx.services.shopCatalogue.productOnSale(shop, id) : null;
    },
    shippable: async (_p, args, ctx) => {
      const shop = await openShop(ctx);
      if (shop) return ctx.services.shopCatalogue.shippablePage(shop, args);
      const { page, size } = pageOf(args.page, args.size);
      return { items: [], total: 0, page, size };
    },
    welcomeGift: async (_p, _a, ctx) => {
      if (ctx.viewer.kind !== 'member') return null;
      const shop = await openShop(ctx);
      return shop ? ctx.services.shopCatalogue.welcomeGiftFor(shop, ctx.viewer.member.id) : null;
    },
  },
};
