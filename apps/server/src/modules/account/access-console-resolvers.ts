import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext, StaffViewer } from '../../console/context';
import type { MemberAccessPayload, Resolvers, ResolverFn } from '../../console/generated/resolvers-types';
import { refuseMutation, withStaff, type GuardRefusal, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { AccessActor } from './access-admin-service';

const NUMERIC_ID = /^\d{1,15}$/;

const actorOf = (staff: StaffViewer, ctx: ConsoleContext): AccessActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

/** `withStaff('members.act')` on the brand of the member the arguments name (looked up first). */
function onMemberBrand<TArgs extends { memberId: string }>(
  resolve: StaffResolver<MemberAccessPayload, unknown, TArgs>,
  refused: (ctx: ConsoleContext, code: GuardRefusal) => MemberAccessPayload,
): ResolverFn<MemberAccessPayload, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = NUMERIC_ID.test(args.memberId)
      ? await ctx.services.memberAdmin.brandOfMember(Number(args.memberId))
      : null;
    if (brandId === null)
      return { responseResult: consoleFailure(ctx.lang, 'member_not_found'), active: null };
    return withStaff<MemberAccessPayload, unknown, TArgs>('members.act', resolve, {
      brandOf: () => brandId,
      refused,
    })(parent, args, ctx, info);
  };
}

const refused = refuseMutation<Omit<MemberAccessPayload, 'responseResult'>>({ active: null });

/** A member's account for support: the reset link, deactivating (docs/console.md "Member actions"). */
export const accessConsoleResolvers: Resolvers = {
  Mutation: {
    sendMemberResetLink: onMemberBrand(async (staff, { memberId }, ctx) => {
      const r = await ctx.services.memberAccess.sendResetLink(actorOf(staff, ctx), Number(memberId));
      return r.ok
        ? { responseResult: consoleSucceeded(), active: null }
        : { responseResult: consoleFailure(ctx.lang, r.errorCode), active: null };
    }, refused),
    setMemberActive: onMemberBrand(async (staff, { memberId, active }, ctx) => {
      const r = await ctx.services.memberAccess.setActive(actorOf(staff, ctx), Number(memberId), active);
      return r.ok
        ? { responseResult: consoleSucceeded({ sessionsEnded: r.sessionsEnded }), active }
        : { responseResult: consoleFailure(ctx.lang, r.errorCode), active: null };
    }, refused),
  },
};
