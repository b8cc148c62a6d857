/**
 * The cart, checkout and order fields of marketplace.graphql: thin (parse, call the service, map the
 * answer); the rules are in cart-service.ts, checkout-service.ts and order-service.ts. The catalogue's
 * fields are in catalogue-resolvers.ts.
 */
import { type GraphQLContext, textLanguage } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { signInFirst, withMember, type MemberContext } from '../../graphql/guard';
import { failure, succeeded } from '../../graphql/response-result';
import type { MemberModel } from '../member';
import { brandMoney, type CartResult } from './cart-service';
import { marketplaceEnabled, viewerPerks } from './catalogue-resolvers';
import { NO_PERKS } from './perks';
import { cartView } from './views';
import { publicOrigin } from '../mail';

/** Links in the mails these mutations send: the brand's public origin. */
const baseUrl = (ctx: GraphQLContext) => publicOrigin(ctx.brand, ctx.services.config);

/** An empty cart in the brand's currency: visitors, and members while the marketplace is off. */
function emptyCart(ctx: GraphQLContext) {
  return cartView([], 0, NO_PERKS, brandMoney(ctx.brand));
}

async function memberCart(member: MemberModel, ctx: GraphQLContext) {
  if (!(await marketplaceEnabled(ctx))) return emptyCart(ctx);
  return ctx.services.cart.view(member, ctx.brand, textLanguage(ctx), await viewerPerks(ctx));
}

function cartPayload(ctx: MemberContext, r: CartResult) {
  return r.ok
    ? { responseResult: succeeded(), cart: r.cart }
    : { responseResult: failure(ctx.lang, r.errorCode, r.extra ?? null), cart: null };
}

export const marketplaceResolvers: Resolvers = {
  Mutation: {
    ecommerce: () => ({}),
  },
  EcommerceQuery: {
    enabled: (_p, _a, ctx) => marketplaceEnabled(ctx),
    cart: withMember((member, _a, ctx) => memberCart(member, ctx), emptyCart),
    checkoutQuote: withMember(
      (member, { input }, ctx) =>
        ctx.services.shopCheckout.quote(member, ctx.brand, textLanguage(ctx), input),
      (ctx) => ({
        subtotal: 0,
        discount: 0,
        discountPercent: 0,
        deliveryFee: 0,
        total: 0,
        ...brandMoney(ctx.brand),
        shippingOptions: [],
        paymentMethods: [],
        totalCoins: null,
        cartVersion: 0,
      }),
    ),
    getMemberOrders: withMember(
      (member, _a, ctx) => ctx.services.orders.list(member.id, textLanguage(ctx)),
      () => [],
    ),
    order: withMember(
      (member, { id }, ctx) => ctx.services.orders.get(member.id, id, textLanguage(ctx)),
      () => null,
    ),
  },
  Member: {
    orders: (m, _a, ctx) => ctx.services.orders.list(m.id, textLanguage(ctx)),
    cart: (m, _a, ctx) => memberCart(m, ctx),
  },
  EcommerceMutation: {
    addToCart: withMember(
      async (member, args, ctx) =>
        cartPayload(ctx, await ctx.services.cart.add(member, ctx.brand, textLanguage(ctx), args)),
      signInFirst({ cart: null }),
    ),
    updateCartLine: withMember(
      async (member, args, ctx) =>
        cartPayload(ctx, await ctx.services.cart.update(member, ctx.brand, textLanguage(ctx), args)),
      signInFirst({ cart: null }),
    ),
    removeCartLine: withMember(
      async (member, args, ctx) =>
        cartPayload(ctx, await ctx.services.cart.remove(member, ctx.brand, textLanguage(ctx), args.lineId)),
      signInFirst({ cart: null }),
    ),
    placeOrder: withMember(
      async (member, { input }, ctx) => {
        const r = await ctx.services.shopCheckout.placeOrder(
          member,
          ctx.brand,
          textLanguage(ctx),
          input,
          baseUrl(ctx),
        );
        ctx.loaders.invalidateMember(member.id);
        if (!r.ok)
          return {
            responseResult: failure(ctx.lang, r.errorCode, r.extra ?? null),
            order: null,
            url: null,
            ref: null,
          };
        return {
          responseResult: succeeded(r.alreadyPlaced ? { alreadyPlaced: true } : null),
          order: r.order,
          url: r.url,
          ref: r.ref,
        };
      },
      signInFirst({ order: null, url: null, ref: null }),
    ),
    confirmOrderPayment: withMember(
      async (member, args, ctx) => {
        const r = await ctx.services.orders.confirmPayment(member, ctx.brand, args, baseUrl(ctx));
        if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode), order: null };
        return { responseResult: succeeded(r.alreadyPaid ? { alreadyPaid: true } : null), order: r.order };
      },
      signInFirst({ order: null }),
    ),
  },
};
