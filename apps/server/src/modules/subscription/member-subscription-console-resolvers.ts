import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleCurrentSubscription,
  MemberSubscriptionPayload,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import {
  refuseMutation,
  refuseRead,
  withStaff,
  type GuardRefusal,
  type StaffResolver,
} from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { StaffViewer } from '../../console/context';
import type { MemberSubscriptionState, SubscriptionActor } from './member-subscription-service';

const NUMERIC_ID = /^\d{1,15}$/;

const subscriptionView = (s: MemberSubscriptionState): ConsoleCurrentSubscription => ({
  id: String(s.subscriptionId),
  planName: s.planName,
  status: s.status,
  nextBillingDate: s.nextBillingDate,
  endDate: s.endDate,
  canCancel: s.canCancel,
  canRestart: s.canRestart,
  canExtend: s.canExtend,
});

const actorOf = (staff: StaffViewer, ctx: ConsoleContext): SubscriptionActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

/** `withStaff` on the brand of the member the arguments name (looked up first); unknown: `unknown`. */
function onMemberBrand<TResult, TArgs extends { memberId: string }>(
  permission: 'members.read' | 'members.act',
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (ctx: ConsoleContext, code: GuardRefusal) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = NUMERIC_ID.test(args.memberId)
      ? await ctx.services.memberAdmin.brandOfMember(Number(args.memberId))
      : null;
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>(permission, resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

const payloadRefused = refuseMutation<Omit<MemberSubscriptionPayload, 'responseResult'>>({
  subscription: null,
});
const unknownMember = (ctx: ConsoleContext): MemberSubscriptionPayload => ({
  responseResult: consoleFailure(ctx.lang, 'member_not_found'),
  subscription: null,
});

async function answer(
  ctx: ConsoleContext,
  memberId: string,
  r: { ok: true } | { ok: false; errorCode: Parameters<typeof consoleFailure>[1]; field: string | null },
): Promise<MemberSubscriptionPayload> {
  if (!r.ok)
    return {
      responseResult: consoleFailure(ctx.lang, r.errorCode, r.field ? { field: r.field } : null),
      subscription: null,
    };
  const state = await ctx.services.memberSubscriptions.state(Number(memberId));
  return { responseResult: consoleSucceeded(), subscription: state && subscriptionView(state) };
}

/** A member's subscription for support (members.read to read, members.act to act; docs/console.md "Member actions"). */
export const memberSubscriptionConsoleResolvers: Resolvers = {
  Query: {
    memberSubscription: onMemberBrand(
      'members.read',
      async (_staff, { memberId }, ctx) => {
        const state = await ctx.services.memberSubscriptions.state(Number(memberId));
        return state && subscriptionView(state);
      },
      refuseRead,
      () => null,
    ),
  },
  Mutation: {
    cancelMemberSubscription: onMemberBrand(
      'members.act',
      async (staff, { memberId, reason }, ctx) =>
        answer(
          ctx,
          memberId,
          await ctx.services.memberSubscriptions.cancel(
            actorOf(staff, ctx),
            Number(memberId),
            reason ?? null,
          ),
        ),
      payloadRefused,
      unknownMember,
    ),
    restartMemberSubscription: onMemberBrand(
      'members.act',
      async (staff, { memberId }, ctx) =>
        answer(
          ctx,
          memberId,
          await ctx.services.memberSubscriptions.restart(actorOf(staff, ctx), Number(memberId)),
        ),
      payloadRefused,
      unknownMember,
    ),
    extendMemberAccess: onMemberBrand(
      'members.act',
      async (staff, { memberId, days }, ctx) =>
        answer(
          ctx,
          memberId,
          await ctx.services.memberSubscriptions.extend(actorOf(staff, ctx), Number(memberId), days),
        ),
      payloadRefused,
      unknownMember,
    ),
  },
};
