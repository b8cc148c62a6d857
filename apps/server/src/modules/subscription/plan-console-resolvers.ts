import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsolePlan,
  PlanInput,
  PlanPayload,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, refuseRead, withStaff, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { AdminPlan, PlanActor, PlanChange } from './plan-admin-service';

const PLAN_ID = /^\d{1,9}$/;

function planView(p: AdminPlan): ConsolePlan {
  return { ...p, id: String(p.id) };
}

function payload(lang: string, change: PlanChange): PlanPayload {
  if (!change.ok)
    return {
      responseResult: consoleFailure(lang, change.errorCode, change.field ? { field: change.field } : null),
      plan: null,
    };
  return { responseResult: consoleSucceeded(), plan: planView(change.plan) };
}

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): PlanActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

const draftOf = (input: PlanInput) => ({ ...input, membershipId: input.membershipId ?? null });

/**
 * `withStaff` on the brand of the plan the arguments name: looked up first (the service answers),
 * then the guard decides as for any brand. An unknown plan answers `unknown` without the guard.
 */
function onPlanBrand<TResult, TArgs extends { id: string }>(
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (
    ctx: ConsoleContext,
    code: 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required',
  ) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = PLAN_ID.test(args.id) ? await ctx.services.planAdmin.brandOfPlan(Number(args.id)) : null;
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>('plans.edit', resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

const planNotFound = (ctx: ConsoleContext): PlanPayload => ({
  responseResult: consoleFailure(ctx.lang, 'plan_not_found'),
  plan: null,
});

/** The plans editor (permission plans.edit on the plan's brand; docs/console.md). */
export const planConsoleResolvers: Resolvers = {
  Query: {
    plans: withStaff(
      'plans.edit',
      async (_staff, { brandId }, ctx) => (await ctx.services.planAdmin.list(brandId)).map(planView),
      { brandOf: ({ brandId }) => brandId, refused: refuseList },
    ),
    plan: onPlanBrand(
      async (_staff, { id }, ctx) => {
        const plan = await ctx.services.planAdmin.get(Number(id));
        return plan ? planView(plan) : null;
      },
      refuseRead,
      () => null,
    ),
  },
  Mutation: {
    createPlan: withStaff(
      'plans.edit',
      async (staff, { brandId, input }, ctx) =>
        payload(ctx.lang, await ctx.services.planAdmin.create(actorOf(staff, ctx), brandId, draftOf(input))),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ plan: null }) },
    ),
    updatePlan: onPlanBrand(
      async (staff, { id, input }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.planAdmin.update(actorOf(staff, ctx), Number(id), draftOf(input)),
        ),
      refuseMutation({ plan: null }),
      planNotFound,
    ),
    setPlanOnSale: onPlanBrand(
      async (staff, { id, onSale }, ctx) =>
        payload(ctx.lang, await ctx.services.planAdmin.setOnSale(actorOf(staff, ctx), Number(id), onSale)),
      refuseMutation({ plan: null }),
      planNotFound,
    ),
  },
};
