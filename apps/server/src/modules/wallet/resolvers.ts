/** Thin resolvers of wallet.graphql and the member's balance fields: parse, call the wallet, map. */
import { walletPageSize } from '@member-area/domain';
import { memberOf, type GraphQLContext, textLanguage } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { signInFirst, withMember } from '../../graphql/guard';
import { hostedPagePayload, paymentReturnPayload } from '../../graphql/payment-return';
import { failure, succeeded } from '../../graphql/response-result';
import { majorUnits } from '../giveaways';
import { coinPackView, walletActivityView } from './views';
import { unitOf } from './voice';
import { publicOrigin } from '../mail';

/**
 * The balance as it is now. Never the member row loaded when the request began: a purchase
 * confirmed earlier in this request, or in another tab meanwhile, must show.
 */
const liveBalance = (ctx: GraphQLContext, memberId: number) => ctx.services.wallet.balance(memberId);

/** Links in the mails these mutations send: the brand's public origin. */
const baseUrl = (ctx: GraphQLContext) => publicOrigin(ctx.brand, ctx.services.config);

export const walletResolvers: Resolvers = {
  MemberQuery: {
    getCreditBalance: (_p, _a, ctx) => {
      const member = memberOf(ctx);
      return member ? liveBalance(ctx, member.id) : 0;
    },
    coinPacks: async (_p, _a, ctx) => (await ctx.services.coinPurchases.packs(ctx.brand)).map(coinPackView),
  },
  Member: {
    coinsBalance: (m, _a, ctx) => liveBalance(ctx, m.id),
    wallet: async (m, _a, ctx) => ({
      memberId: m.id,
      unit: unitOf(await ctx.loaders.memberTags(m.id), ctx.brand),
    }),
  },
  Wallet: {
    coins: (w, _a, ctx) => liveBalance(ctx, w.memberId),
    unit: (w) => w.unit,
    activity: async (w, args, ctx) => {
      const memberId = w.memberId;
      const limit = walletPageSize(args.limit);
      const beforeId = args.before ? Number(args.before) : null;
      const rows = await ctx.services.wallet.activity(memberId, { limit, beforeId }, textLanguage(ctx));
      const items = rows.slice(0, limit);
      return {
        items: items.map(walletActivityView),
        nextCursor: rows.length > limit ? String(items[items.length - 1]!.id) : null,
      };
    },
  },
  MemberMutation: {
    startCoinPurchase: withMember(
      async (member, args, ctx) => {
        const r = await ctx.services.coinPurchases.start(member, ctx.brand, args);
        return hostedPagePayload(ctx.lang, r, { coins: null, amount: null }, (opened) => ({
          coins: opened.coins,
          amount: majorUnits(opened.amountMinor, opened.currency),
        }));
      },
      signInFirst({ url: null, ref: null, coins: null, amount: null }),
    ),
    addCoinsAfterPaymentSuccess: withMember(
      async (member, args, ctx) => {
        const tags = await ctx.loaders.memberTags(member.id);
        const r = await ctx.services.coinPurchases.addCoins(member, ctx.brand, tags, args, baseUrl(ctx));
        return paymentReturnPayload(ctx.lang, r, { coins: null, balance: null }, (paid) => ({
          coins: paid.coins,
          balance: paid.balance,
        }));
      },
      signInFirst({ transactionId: null, amount: null, coins: null, balance: null }),
    ),
    addCredits: withMember(
      async (member, args, ctx) => {
        const tags = await ctx.loaders.memberTags(member.id);
        const r = await ctx.services.credits.add(member, ctx.brand, tags, args);
        if (!r.ok)
          return {
            responseResult: failure(ctx.lang, r.errorCode, 'extra' in r ? r.extra : null),
            balance: null,
          };
        return { responseResult: succeeded({ duplicate: r.duplicate }), balance: r.balance };
      },
      signInFirst({ balance: null }),
    ),
  },
};
