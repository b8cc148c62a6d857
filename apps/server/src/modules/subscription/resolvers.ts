import { textLanguage } from '../../graphql/context';
import type { Resolvers, Subscription } from '../../graphql/generated/resolvers-types';
import type { SubscriptionModel } from './model';

/**
 * graphql-codegen takes any type named `Subscription` for the GraphQL subscription root (even with
 * an explicit `schema {}`), so it types these as subscription resolvers. They are plain field
 * resolvers at run time (the server builds its schema with the explicit root types), so they are
 * typed here by hand against the generated `Subscription` shape.
 */
type SubscriptionFields = {
  [K in keyof Omit<Subscription, '__typename'>]-?: (
    s: SubscriptionModel,
  ) => Subscription[K] | Promise<Subscription[K]>;
};

export const subscriptionResolvers: Resolvers = {
  PlanQuery: {
    getPlans: async (_p, _a, ctx) =>
      (await ctx.services.plans.publicPlans(ctx.brand.id, textLanguage(ctx))).map((p) => ({
        ...p,
        id: String(p.id),
      })),
  },
  // The membership screen's plan name in the member's language (the account view holds the stored one).
  Membership: {
    planName: async (m, _a, ctx) =>
      (await ctx.services.plans.planName(Number(m.planId), textLanguage(ctx))) ?? m.planName ?? '',
  },

  Subscription: {
    id: (s) => String(s.id),
    isActive: (s) => s.isActive,
    isTrial: (s) => s.isTrial,
    planName: (s) => s.planName,
    membership_id: (s) => s.membershipId,
    billingPeriodDays: (s) => s.billingPeriodDays,
    nextBillingDate: (s) => s.nextBillingDate,
    cancelledAt: (s) => s.cancelledAt,
    cancelRefId: (s) => s.cancelRefId,
    startDate: (s) => s.startDate,
    refId: (s) => s.refId,
    cancelDate: (s) => s.cancelDate,
    endDate: (s) => s.endDate,
    referenceNumber: (s) => s.referenceNumber,
    subscriptionProvider: (s) => s.subscriptionProvider,
    offers: (s) => s.offers.map((o) => ({ id: String(o.id), name: o.name, mediaTypes: o.mediaTypes })),
    mediaTypes: (s) => [...new Set(s.offers.flatMap((o) => o.mediaTypes))],
  } satisfies SubscriptionFields as unknown as Resolvers['Subscription'],
};
