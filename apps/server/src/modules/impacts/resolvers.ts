/** Thin resolvers of impacts.graphql: parse, call the impacts service, map. */
import { isFeatureEnabled } from '@member-area/domain';
import { memberOf, type GraphQLContext, textLanguage } from '../../graphql/context';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { signInFirst, withMember } from '../../graphql/guard';
import { failure, succeeded } from '../../graphql/response-result';
import type { ImpactItem } from './model';
import { impactItemView, memberImpactView } from './views';

/** Items in the SDL's shape, with their languages and what the viewer funded of each. */
async function itemViews(ctx: GraphQLContext, items: readonly ImpactItem[]) {
  const member = memberOf(ctx);
  const [langs, mine] = await Promise.all([
    ctx.services.impacts.languagesOf(items),
    member ? ctx.services.impacts.contributionsOf(member, textLanguage(ctx)) : Promise.resolve([]),
  ]);
  const myQuantity = new Map(mine.map((m) => [m.itemId, m.quantity]));
  return items.map((i) => impactItemView(i, langs.get(i.slug) ?? [], myQuantity.get(i.id) ?? 0));
}

const asId = (value: string): number => (/^\d{1,9}$/.test(value) ? Number(value) : 0);

export const impactsResolvers: Resolvers = {
  Mutation: {
    impacts: () => ({}),
  },
  ImpactsQuery: {
    greenPageEnabled: async (_p, _a, ctx) => {
      const { memberTags, brandTags } = await tagSets(ctx);
      return (
        isFeatureEnabled('green_page', memberTags, brandTags) ||
        isFeatureEnabled('green_page_v2', memberTags, brandTags)
      );
    },
    listCategories: async (_p, _a, ctx) => {
      const categories = await ctx.services.impacts.categories(ctx.brand.id, textLanguage(ctx));
      const views = await itemViews(
        ctx,
        categories.flatMap((c) => c.items),
      );
      return categories.map((c) => ({
        id: String(c.id),
        name: c.name,
        slug: c.slug,
        items: views.filter((v) => v.categoryId === String(c.id)),
      }));
    },
    item: async (_p, args, ctx) => {
      const item = await ctx.services.impacts.item(ctx.brand.id, asId(args.id), textLanguage(ctx));
      return item ? ((await itemViews(ctx, [item]))[0] ?? null) : null;
    },
  },
  Member: {
    impacts: async (m, _a, ctx) =>
      (await ctx.services.impacts.contributionsOf({ id: m.id, brandId: m.brandId }, textLanguage(ctx))).map(
        memberImpactView,
      ),
  },
  ImpactsMutation: {
    fund: withMember(
      async (member, args, ctx) => {
        const r = await ctx.services.impacts.fund(
          member,
          { itemId: asId(args.input.itemId), quantity: args.input.quantity, requestId: args.input.requestId },
          textLanguage(ctx),
        );
        if (!r.ok)
          return {
            responseResult: failure(ctx.lang, r.errorCode),
            item: null,
            balance: null,
            quantity: null,
            coins: null,
          };
        const [item] = await itemViews(ctx, [r.item]);
        return {
          responseResult: succeeded({ duplicate: r.duplicate }),
          item: item ?? null,
          balance: r.balance,
          quantity: r.contribution.quantity,
          coins: r.contribution.coins,
        };
      },
      signInFirst({ item: null, balance: null, quantity: null, coins: null }),
    ),
  },
};
