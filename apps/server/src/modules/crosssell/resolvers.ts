/** Thin resolvers of crosssell.graphql: parse, call CrossSellService, map. */
import { memberOf, type GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { signInFirst, withMember } from '../../graphql/guard';
import { hostedPagePayload, paymentReturnPayload } from '../../graphql/payment-return';
import type { MemberModel } from '../member';
import { majorUnits } from '../giveaways';
import type { DueInput } from './arm';
import type { CrossSellOffer } from './model';

async function dueInput(member: MemberModel, ctx: GraphQLContext): Promise<DueInput> {
  return {
    member,
    brand: ctx.brand,
    memberTags: await ctx.loaders.memberTags(member.id),
    country: ctx.country,
    subscriptions: await ctx.loaders.subscriptions(member.id),
  };
}

const offerView = (o: CrossSellOffer) => ({
  id: String(o.id),
  type: o.type,
  amount: majorUnits(o.amountMinor, o.currency),
  currency: o.currency,
  symbol: o.symbol,
});

export const crossSellResolvers: Resolvers = {
  MemberQuery: {
    crossSell: async (_p, _a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return null;
      const offer = await ctx.services.crossSell.due(await dueInput(member, ctx));
      if (!offer) return null;
      const text = await ctx.services.crossSell.textOf(offer.id, ctx.lang);
      return { ...offerView(offer), title: null, description: null, callToAction: null, ...text };
    },
  },
  MemberMutation: {
    startCrossSellPurchase: withMember(
      async (member, args, ctx) => {
        const r = await ctx.services.crossSell.start(await dueInput(member, ctx), args);
        return hostedPagePayload(ctx.lang, r, {}, () => ({}));
      },
      signInFirst({ url: null, ref: null }),
    ),
    addCrossSellAfterPaymentSuccess: withMember(
      async (member, args, ctx) => {
        const r = await ctx.services.crossSell.confirm(member, ctx.brand, args);
        return paymentReturnPayload(ctx.lang, r, {}, () => ({}));
      },
      signInFirst({ transactionId: null, amount: null }),
    ),
  },
};
