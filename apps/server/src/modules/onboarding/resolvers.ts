/** Thin resolvers of onboarding.graphql: parse, call OnboardingService, map. */
import { type GraphQLContext, memberOf } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { signInFirst, withMember } from '../../graphql/guard';
import { failure, succeeded } from '../../graphql/response-result';
import type { MemberModel } from '../member';
import type { OnboardingView } from './model';
import type { OnboardingResult } from './service';

const viewOf = (v: OnboardingView) => ({ ...v, steps: [...v.steps] });

const viewer = (member: MemberModel, ctx: GraphQLContext) => ({
  member,
  brandTags: ctx.brand.tags,
  brandBlockedCountries: ctx.brand.sweepBlockedCountries,
  country: ctx.country || null,
});

function payload(ctx: GraphQLContext, r: OnboardingResult) {
  if (!r.ok) return { responseResult: failure(ctx.lang, r.errorCode), onboarding: null, coinsBalance: null };
  return {
    responseResult: succeeded({ alreadyCompleted: r.duplicate && r.view.status === 'completed' }),
    onboarding: viewOf(r.view),
    coinsBalance: r.balance,
  };
}

const anonymous = signInFirst({ onboarding: null, coinsBalance: null });

export const onboardingResolvers: Resolvers = {
  MemberQuery: {
    onboarding: async (_p, _a, ctx) => {
      const member = memberOf(ctx);
      if (!member) return null;
      // The tags from the request's loader: home's one request reads them for the viewer too.
      const memberTags = await ctx.loaders.memberTags(member.id);
      const view = await ctx.services.onboarding.view({ ...viewer(member, ctx), memberTags });
      return view ? viewOf(view) : null;
    },
  },
  MemberMutation: {
    startOnboarding: withMember(
      async (member, _a, ctx) => payload(ctx, await ctx.services.onboarding.start(viewer(member, ctx))),
      anonymous,
    ),
    skipOnboarding: withMember(
      async (member, _a, ctx) => payload(ctx, await ctx.services.onboarding.skip(viewer(member, ctx))),
      anonymous,
    ),
    completeOnboardingStep: withMember(
      async (member, args, ctx) =>
        payload(ctx, await ctx.services.onboarding.completeStep(viewer(member, ctx), args.step)),
      anonymous,
    ),
  },
};
