/** Thin resolvers: build the viewer from the context, call the sweep services, map the result. */
import { isSweepFeatureEnabled } from '@member-area/domain';
import { memberOf, type GraphQLContext } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { tagSets } from '../../graphql/features';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { signInFirst, withMember } from '../../graphql/guard';
import { hostedPagePayload, paymentReturnPayload } from '../../graphql/payment-return';
import { failure, succeeded } from '../../graphql/response-result';
import type { TranslatedField } from '../catalogue';
import type { SweepViewer } from './model';
import { availabilityView, giveawayEntryView, majorUnits, memberSweepView, sweepView } from './views';
import { publicOrigin } from '../mail';

/** The viewer every giveaway rule reads: member (or none), their tags, active or not, country. */
async function viewerOf(ctx: GraphQLContext): Promise<SweepViewer> {
  const member = memberOf(ctx);
  const { memberTags } = await tagSets(ctx);
  return {
    memberId: member?.id ?? null,
    memberTags,
    // One indexed lookup, and only when a member-only giveaway is on the list.
    isActiveMember: () =>
      member ? ctx.services.giveaways.isActiveMember(member.id) : Promise.resolve(false),
    country: ctx.country,
  };
}

/** Links in the mails these mutations send: the brand's public origin. */
const baseUrl = (ctx: GraphQLContext) => publicOrigin(ctx.brand, ctx.services.config);

/** A giveaway's text in the request's language, else as stored (the English). */
async function sweepText(
  ctx: GraphQLContext,
  sweepId: string | undefined,
  field: TranslatedField,
  stored: string | undefined,
): Promise<string> {
  const texts = sweepId === undefined ? undefined : await ctx.loaders.sweepTexts(sweepId);
  return texts?.get(field) ?? stored ?? '';
}

export const giveawaysResolvers: Resolvers = {
  SweepQuery: {
    featureEnabled: async (_p, _a, ctx) =>
      isSweepFeatureEnabled({
        ...(await tagSets(ctx)),
        country: ctx.country,
        brandBlockedCountries: ctx.brand.sweepBlockedCountries,
      }),
    availability: async (_p, _a, ctx) =>
      availabilityView(await ctx.services.giveaways.availability(ctx.brand, await viewerOf(ctx))),
    listByBrand: async (_p, { brandId }, ctx) => {
      // A brand's giveaways are read on its own host only (as content.menuItems).
      if (brandId !== ctx.brand.id) throw forbidden();
      const cards = await ctx.services.giveaways.list(ctx.brand, await viewerOf(ctx));
      return cards.map((c) => sweepView(c, ctx.brand));
    },
    byId: async (_p, { id }, ctx) => {
      const card = await ctx.services.giveaways.byId(ctx.brand, await viewerOf(ctx), id);
      return card ? sweepView(card, ctx.brand) : null;
    },
  },
  SweepMutation: {
    startEntryPurchase: withMember(
      async (member, args, ctx) => {
        const r = await ctx.services.giveawayEntries.start(member, ctx.brand, await viewerOf(ctx), args);
        ctx.loaders.invalidateMember(member.id);
        return hostedPagePayload(ctx.lang, r, { entries: null, amount: null }, (opened) => ({
          entries: opened.entries,
          amount: majorUnits(opened.amountMinor, opened.currency),
        }));
      },
      signInFirst({ url: null, ref: null, entries: null, amount: null }),
    ),
    addEntriesAfterPaypalSuccess: withMember(
      async (member, args, ctx) => {
        const viewer = await viewerOf(ctx);
        const r = await ctx.services.giveawayEntries.addEntries(
          member,
          ctx.brand,
          viewer,
          args,
          baseUrl(ctx),
        );
        // The credit changed the member's giveaway tags (the upsell): later fields read them again.
        ctx.loaders.invalidateMember(member.id);
        return paymentReturnPayload(ctx.lang, r, { entries: null, sweep: null }, (paid) => ({
          entries: paid.entries,
          sweep: paid.sweep ? sweepView(paid.sweep, ctx.brand) : null,
        }));
      },
      signInFirst({ transactionId: null, amount: null, entries: null, sweep: null }),
    ),
    claimPrize: withMember(
      async (member, { sweepId, shipping }, ctx) => {
        const r = await ctx.services.giveawayClaims.claim(
          member,
          ctx.brand,
          await viewerOf(ctx),
          sweepId,
          shipping,
        );
        if (!r.ok)
          return {
            responseResult: failure(ctx.lang, r.errorCode, 'extra' in r ? r.extra : null),
            sweep: null,
          };
        return { responseResult: succeeded(), sweep: r.sweep ? sweepView(r.sweep, ctx.brand) : null };
      },
      signInFirst({ sweep: null }),
    ),
  },
  // Giveaway texts in the member's language (data_translations entity 'sweep'): the catalogue is
  // cached per brand for every language, so the texts are looked up per request, in one batch.
  Sweep: {
    name: (s, _a, ctx) => sweepText(ctx, s.id, 'name', s.name),
    product_name: (s, _a, ctx) => sweepText(ctx, s.id, 'product_name', s.product_name),
    description: (s, _a, ctx) => sweepText(ctx, s.id, 'description', s.description),
    prizeDescription: (s, _a, ctx) => sweepText(ctx, s.id, 'prize_description', s.prizeDescription),
  },
  MemberSweep: {
    name: (s, _a, ctx) => sweepText(ctx, s.sweepId, 'name', s.name),
  },
  GiveawayEntry: {
    name: (e, _a, ctx) => sweepText(ctx, e.sweepId, 'name', e.name),
  },
  Member: {
    giveawaysEntered: async (m, _a, ctx) =>
      (await ctx.services.giveaways.memberEntries(m.id)).map(giveawayEntryView),
    sweeps: async (m, _a, ctx) => (await ctx.services.giveaways.memberSweeps(m.id)).map(memberSweepView),
    dateOfBirth: (m, _a, ctx) => ctx.services.giveaways.dateOfBirth(m.id),
  },
};
