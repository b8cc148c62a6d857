import { type MenuGates, gatedMenuItems } from '@member-area/domain';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { menuGates } from './gates';

/** The gates of the request's viewer (gates.ts decides them from its tags, country and VPN). */
async function menuGatesOf(ctx: GraphQLContext): Promise<MenuGates> {
  const { memberTags, brandTags } = await tagSets(ctx);
  const gating = {
    memberTags,
    brandTags,
    country: ctx.country,
    brandBlockedCountries: ctx.brand.sweepBlockedCountries,
  };
  if (ctx.viewer.kind !== 'member') return menuGates(gating);
  // The request's loaders: home asks for the continue row and the cart from the same reads.
  const subscriptions = await ctx.loaders.subscriptions(ctx.viewer.member.id);
  const memberVpnRefusal = ctx.services.vpn.refusalOf(
    { tags: memberTags, subscriptions },
    ctx.brand,
    ctx.country,
  );
  return menuGates({ ...gating, memberVpnRefusal });
}

export const menuResolvers: Resolvers = {
  ContentQuery: {
    menuItems: async (_p, { brandId }, ctx) => {
      // A brand's menu is read on its own host only.
      if (brandId != null && brandId !== ctx.brand.id) throw forbidden();
      // A section that is off for this viewer is not offered (issue 29: a blocked country's Giveaways).
      const [items, gates] = await Promise.all([ctx.services.menu.items(ctx.brand.id), menuGatesOf(ctx)]);
      return gatedMenuItems(items, gates);
    },
  },
};
