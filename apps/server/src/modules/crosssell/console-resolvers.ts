import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleCrossSellOffer,
  CrossSellOfferPayload,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withStaff, withStaffOnRecord } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { AdminCrossSellOffer, CrossSellActor, CrossSellOfferChange } from './offer-admin-service';

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

/** The brand of the offer an update names (null for none), which the guard checks. */
const brandOfOffer = (ctx: ConsoleContext, id: number) => ctx.services.crossSellAdmin.brandOfOffer(id);

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
    updateCrossSellOffer: withStaffOnRecord(
      'brand.edit',
      brandOfOffer,
      async (staff, { id, input }, ctx) =>
        payload(ctx.lang, await ctx.services.crossSellAdmin.update(actorOf(staff, ctx), Number(id), input)),
      { refused: refuseMutation({ offer: null }), unknown: notFound },
    ),
    setCrossSellOfferActive: withStaffOnRecord(
      'brand.edit',
      brandOfOffer,
      async (staff, { id, active }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.crossSellAdmin.setActive(actorOf(staff, ctx), Number(id), active),
        ),
      { refused: refuseMutation({ offer: null }), unknown: notFound },
    ),
  },
};
