import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleCrossSellOffer,
  CrossSellOfferPayload,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withStaff, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { AdminCrossSellOffer, CrossSellActor, CrossSellOfferChange } from './offer-admin-service';

const NUMERIC_ID = /^\d{1,9}$/;

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): CrossSellActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

const offerView = (o: AdminCrossSellOffer): ConsoleCrossSellOffer => ({ ...o, id: String(o.id) });

function payload(lang: string, change: CrossSellOfferChange): CrossSellOfferPayload {
  if (change.ok) return { responseResult: consoleSucceeded(), offer: offerView(change.offer) };
  const extra = change.problems
    ? { field: change.problems[0]?.field ?? null, problems: change.problems }
    : null;
  return { responseResult: consoleFailure(lang, change.errorCode, extra), offer: null };
}

/** `withStaff('brand.edit')` on the brand of the offer the arguments name, looked up first. */
function onOfferBrand<TResult, TArgs extends { id: string }>(
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (
    ctx: ConsoleContext,
    code: 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required',
  ) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = NUMERIC_ID.test(args.id)
      ? await ctx.services.crossSellAdmin.brandOfOffer(Number(args.id))
      : null;
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>('brand.edit', resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

const notFound = (ctx: ConsoleContext): CrossSellOfferPayload => ({
  responseResult: consoleFailure(ctx.lang, 'crosssell_offer_not_found'),
  offer: null,
});

/** A brand's cross-sell offers (brand.edit on the brand; docs/console.md "Cross-sell offers"). */
export const crossSellConsoleResolvers: Resolvers = {
  Query: {
    crossSellOffers: withStaff(
      'brand.edit',
      async (_staff, { brandId }, ctx) => (await ctx.services.crossSellAdmin.list(brandId)).map(offerView),
      { brandOf: ({ brandId }) => brandId, refused: refuseList },
    ),
  },
  Mutation: {
    createCrossSellOffer: withStaff(
      'brand.edit',
      async (staff, { brandId, type, input }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.crossSellAdmin.create(actorOf(staff, ctx), brandId, { ...input, type }),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ offer: null }) },
    ),
    updateCrossSellOffer: onOfferBrand(
      async (staff, { id, input }, ctx) =>
        payload(ctx.lang, await ctx.services.crossSellAdmin.update(actorOf(staff, ctx), Number(id), input)),
      refuseMutation({ offer: null }),
      notFound,
    ),
    setCrossSellOfferActive: onOfferBrand(
      async (staff, { id, active }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.crossSellAdmin.setActive(actorOf(staff, ctx), Number(id), active),
        ),
      refuseMutation({ offer: null }),
      notFound,
    ),
  },
};
