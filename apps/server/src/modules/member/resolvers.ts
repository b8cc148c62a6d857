import { displayName, isTestMember, onboardingStatus, subscriptionState } from '@member-area/domain';
import { setTokenCookie } from '../../http/cookies';
import { memberOf } from '../../graphql/context';
import { signInFirst, withMember } from '../../graphql/guard';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { failure, succeeded } from '../../graphql/response-result';
import { memberGreenPoints } from '../green';

export const memberResolvers: Resolvers = {
  MemberQuery: {
    info: (_p, _a, ctx) => memberOf(ctx),
  },
  MemberMutation: {
    setTags: withMember(
      async (member, { tags }, ctx) => {
        const result = await ctx.services.members.setTags(member, tags, ctx.transactionId);
        ctx.loaders.invalidateMember(member.id);
        if (!result.ok) {
          const extra =
            result.errorCode === 'invalid_tag'
              ? { invalid: result.invalid }
              : { notAllowed: result.notAllowed };
          return { responseResult: failure(ctx.lang, result.errorCode, extra), tags: [] };
        }
        return { responseResult: succeeded(), tags: result.tags };
      },
      signInFirst({ tags: [] }),
    ),
    refreshToken: withMember(
      // Rotation: the presented session is replaced, so the token sent here is refused from now on.
      async (member, _a, ctx) => {
        const client = { userAgent: ctx.request.headers['user-agent'] ?? null, ip: ctx.request.ip };
        const jwt = await ctx.services.auth.rotateMemberToken(ctx.brand, member, ctx.viewer.jti, client);
        if (!jwt) return { responseResult: failure(ctx.lang, 'unauthenticated'), jwt: null };
        if (ctx.viewer.via === 'cookie') setTokenCookie(ctx.reply, jwt, ctx.services.config.isProd);
        return { responseResult: succeeded(), jwt };
      },
      signInFirst({ jwt: null }),
    ),
  },
  Member: {
    id: (m) => String(m.id),
    email: (m) => m.email,
    name: (m) => displayName(m.name, m.email),
    firstName: (m) => m.firstName,
    lastName: (m) => m.lastName,
    avatar: (m) => m.avatarUrl,
    pictureUrl: (m) => m.avatarUrl,
    timezone: (m) => m.timezone,
    lang: (m) => m.lang,
    provider: (m) => m.provider,
    tags: (m, _a, ctx) => ctx.loaders.memberTags(m.id),
    recipe: (m) => m.recipe,
    brandId: (m) => m.brandId,
    createdAt: (m) => m.createdAt,
    referenceNumber: (m) => m.referenceNumber,
    subscriptionProvider: (m) => m.subscriptionProvider,
    greenPoints: (m, _a, ctx) => memberGreenPoints(ctx, m.id),
    phoneNumber: (m) => m.phoneNumber,
    countryCode: (m) => m.countryCode,
    isDemo: (m) => m.isDemo,
    isActive: (m) => m.isActive,
    onboardingStatus: async (m, _a, ctx) => onboardingStatus(await ctx.loaders.memberTags(m.id)),
    isTest: (m) => isTestMember({ subscriptionProvider: m.subscriptionProvider, email: m.email }),
    subscriptions: (m, _a, ctx) => ctx.loaders.subscriptions(m.id),
    subscription: async (m, _a, ctx) => {
      const [subs, tags] = await Promise.all([ctx.loaders.subscriptions(m.id), ctx.loaders.memberTags(m.id)]);
      const state = subscriptionState(
        subs.map((s) => ({
          isActive: s.isActive,
          cancelRefId: s.cancelRefId,
          planName: s.planName,
          offers: s.offers,
        })),
        tags,
      );
      return { isActive: state.isActive, isCanceled: state.isCanceled, mediaTypes: state.mediaTypes };
    },
    billing: (m) => ({ customerId: `cus_${m.referenceNumber}` }),
  },
};
