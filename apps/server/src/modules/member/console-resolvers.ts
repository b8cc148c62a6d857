import type { GraphQLResolveInfo } from 'graphql';
import type { LanguageCode } from '@member-area/domain';
import type { ConsoleContext } from '../../console/context';
import type {
  CoinAdjustmentPayload,
  ConsoleMember,
  MutationAdjustCoinsArgs,
  QueryMemberArgs,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { Services } from '../../services';
import type { MemberActor, MemberProfile } from './admin-service';

export const NUMERIC_ID = /^\d{1,15}$/;
/** The ledger rows a member's record shows. */
const RECENT_LEDGER_ROWS = 20;

export const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): MemberActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

/** The record's own fields; the page's sections resolve on their own (page-resolvers.ts). */
type MemberRecordView = Omit<
  ConsoleMember,
  | 'subscriptions'
  | 'payments'
  | 'orders'
  | 'giveawayEntries'
  | 'ledger'
  | 'tags'
  | 'tagsEditable'
  | 'sessions'
  | 'mails'
  | 'feedback'
>;

/** The record with its latest ledger lines as the member's wallet words them, in the staff member's `lang`. */
async function memberView(
  services: Services,
  p: MemberProfile,
  lang: LanguageCode,
): Promise<MemberRecordView> {
  const rows = await services.wallet.activity(p.id, { limit: RECENT_LEDGER_ROWS, beforeId: null }, lang);
  return {
    ...p,
    id: String(p.id),
    plan: p.plan ? { ...p.plan, id: String(p.plan.id) } : null,
    recentLedger: rows.slice(0, RECENT_LEDGER_ROWS).map((r) => ({
      id: String(r.id),
      kind: r.kind,
      description: r.description,
      amount: Number(r.amount),
      createdAt: r.created_at,
    })),
  };
}

/**
 * `withStaff` on the brand of the member the arguments name: looked up first, then the guard
 * decides as for any brand. An unknown member answers `unknown` without the guard.
 */
export function onMemberBrand<TResult, TArgs>(
  permission: 'members.read' | 'members.act' | 'brand.edit',
  idOf: (args: TArgs) => string,
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (
    ctx: ConsoleContext,
    code: 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required',
  ) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const id = idOf(args);
    const brandId = NUMERIC_ID.test(id) ? await ctx.services.memberAdmin.brandOfMember(Number(id)) : null;
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>(permission, resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

const emptyPage = () => ({ entries: [], nextCursor: null });
const createRefused = refuseMutation({ member: null, linkSent: false });
const adjustRefused = refuseMutation<Omit<CoinAdjustmentPayload, 'responseResult'>>({
  balance: null,
  duplicate: false,
});

/** Members for support (permission members.read to read, members.act to act; docs/console.md). */
export const memberConsoleResolvers: Resolvers = {
  Query: {
    members: withStaff(
      'members.read',
      async (_staff, { brandId, search, after, first }, ctx) => {
        const page = await ctx.services.memberAdmin.search(
          brandId,
          search ?? null,
          after ?? null,
          first ?? 50,
        );
        return { ...page, entries: page.entries.map((e) => ({ ...e, id: String(e.id) })) };
      },
      { brandOf: ({ brandId }) => brandId, refused: emptyPage },
    ),
    member: onMemberBrand(
      'members.read',
      (args: QueryMemberArgs) => args.id,
      async (_staff, { id }, ctx) => {
        const profile = await ctx.services.memberAdmin.get(Number(id));
        return profile ? memberView(ctx.services, profile, ctx.lang) : null;
      },
      refuseRead,
      () => null,
    ),
    newMemberOptions: withStaff(
      'members.act',
      async (_staff, { brandId }, ctx) => {
        const options = await ctx.services.memberAdmin.newMemberOptions(brandId);
        return options && { ...options, plans: options.plans.map((p) => ({ ...p, id: String(p.id) })) };
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
  },
  Mutation: {
    createMember: withStaff(
      'members.act',
      async (staff, { brandId, input }, ctx) => {
        if (input.planId != null && !NUMERIC_ID.test(input.planId))
          return {
            responseResult: consoleFailure(ctx.lang, 'member_plan_invalid', { field: 'planId' }),
            member: null,
            linkSent: false,
          };
        const r = await ctx.services.memberAdmin.create(actorOf(staff, ctx), brandId, {
          ...input,
          planId: input.planId == null ? null : Number(input.planId),
        });
        if (!r.ok)
          return {
            responseResult: consoleFailure(ctx.lang, r.errorCode, r.field ? { field: r.field } : null),
            member: null,
            linkSent: false,
          };
        return {
          responseResult: consoleSucceeded(),
          // The page's sections are ConsoleMember's own field resolvers (page-resolvers.ts).
          member: (await memberView(ctx.services, r.member, ctx.lang)) as ConsoleMember,
          linkSent: r.linkSent,
        };
      },
      { brandOf: ({ brandId }) => brandId, refused: createRefused },
    ),
    adjustCoins: onMemberBrand(
      'members.act',
      (args: MutationAdjustCoinsArgs) => args.memberId,
      async (staff, { memberId, amount, reason, idempotencyKey }, ctx): Promise<CoinAdjustmentPayload> => {
        const r = await ctx.services.coinAdjustments.adjust(actorOf(staff, ctx), Number(memberId), {
          amount,
          reason,
          idempotencyKey,
        });
        if (!r.ok)
          return {
            responseResult: consoleFailure(ctx.lang, r.errorCode, r.field ? { field: r.field } : null),
            balance: null,
            duplicate: false,
          };
        return { responseResult: consoleSucceeded(), balance: r.balance, duplicate: r.duplicate };
      },
      adjustRefused,
      (ctx) => ({
        responseResult: consoleFailure(ctx.lang, 'member_not_found'),
        balance: null,
        duplicate: false,
      }),
    ),
  },
};
