import {
  isFeatureEnabled,
  isGreenPageEnabled,
  isSweepFeatureEnabled,
  vpnRefusal,
  type MenuGates,
} from '@member-area/domain';
import { tagSets } from '../../graphql/features';
import type { GraphQLContext } from '../../graphql/context';

/**
 * Which gated sections are on for the request's viewer, each by the rule its own page applies
 * (the giveaways list, the VPN page, the green page, the marketplace), so the menu never offers a
 * page that would then say "not available here".
 */
export async function menuGatesOf(ctx: GraphQLContext): Promise<MenuGates> {
  const { memberTags, brandTags } = await tagSets(ctx);
  const gating = { memberTags, brandTags, country: ctx.country };
  const vpnOn =
    ctx.viewer.kind === 'member'
      ? // The request's loaders: home asks for the continue row and the cart from the same reads.
        ctx.services.vpn.refusalOf(
          { tags: memberTags, subscriptions: await ctx.loaders.subscriptions(ctx.viewer.member.id) },
          ctx.brand,
          ctx.country,
        ) === null
      : // A visitor has no subscription to be entitled by: only the tag rule can open the VPN.
        vpnRefusal({ ...gating, entitledTypes: [] }) === null;
  return {
    giveaways: isSweepFeatureEnabled(gating),
    vpn: vpnOn,
    green: isGreenPageEnabled(memberTags, brandTags),
    ecommerce: isFeatureEnabled('ecommerce', memberTags, brandTags),
  };
}
