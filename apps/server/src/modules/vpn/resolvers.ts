/** Thin resolvers of vpn.graphql: Member.vpn and MemberMutation.issueVpnConfig. */
import { textLanguage } from '../../graphql/context';
import { signInFirst, withMember } from '../../graphql/guard';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { failure, succeeded } from '../../graphql/response-result';

const REFUSED = {
  available: false,
  refusal: 'vpn_not_available',
  servers: [],
  fastestServerId: null,
  certificate: null,
};

export const vpnResolvers: Resolvers = {
  Member: {
    vpn: withMember(
      async (viewer, _a, ctx, m) => {
        // Member objects are the viewer's own (member.info); the check keeps it so if that ever changes.
        if (viewer.id !== m.id) return REFUSED;
        const o = await ctx.services.vpn.overview(viewer, ctx.brand, ctx.country, textLanguage(ctx));
        return { available: o.refusal === null, ...o };
      },
      () => REFUSED,
    ),
  },
  MemberMutation: {
    issueVpnConfig: withMember(
      async (member, args, ctx) => {
        const outcome = await ctx.services.vpn.issueConfig(member, ctx.brand, ctx.country, args.serverId);
        return outcome.ok
          ? { responseResult: succeeded(), config: outcome.config }
          : { responseResult: failure(ctx.lang, outcome.errorCode), config: null };
      },
      signInFirst({ config: null }),
    ),
  },
};
