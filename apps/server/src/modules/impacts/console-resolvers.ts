import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleImpactItem,
  ImpactItemInput,
  ImpactItemPayload,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withStaff, type StaffResolver } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { AdminImpactItem, ImpactActor, ImpactItemChange } from './item-admin-service';

const NUMERIC_ID = /^\d{1,9}$/;

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): ImpactActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

function itemView(i: AdminImpactItem): ConsoleImpactItem {
  return { ...i, id: String(i.id), categoryId: String(i.categoryId) };
}

function payload(lang: string, change: ImpactItemChange): ImpactItemPayload {
  if (change.ok) return { responseResult: consoleSucceeded(), item: itemView(change.item) };
  const extra = change.problems
    ? { field: change.problems[0]?.field ?? null, problems: change.problems }
    : null;
  return { responseResult: consoleFailure(lang, change.errorCode, extra), item: null };
}

/** The input with its category id as a number (an id that is not one matches no category). */
const inputOf = (input: ImpactItemInput) => ({
  ...input,
  categoryId: NUMERIC_ID.test(input.categoryId) ? Number(input.categoryId) : 0,
});

/** `withStaff('brand.edit')` on the brand of the item the arguments name, looked up first. */
function onItemBrand<TResult, TArgs extends { id: string }>(
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (
    ctx: ConsoleContext,
    code: 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required',
  ) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = NUMERIC_ID.test(args.id)
      ? await ctx.services.impactAdmin.brandOfItem(Number(args.id))
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

const notFound = (ctx: ConsoleContext): ImpactItemPayload => ({
  responseResult: consoleFailure(ctx.lang, 'impact_not_found'),
  item: null,
});

/** A brand's impact items (brand.edit on the brand; docs/console.md "Impact items"). */
export const impactConsoleResolvers: Resolvers = {
  Query: {
    impactItems: withStaff(
      'brand.edit',
      async (_staff, { brandId }, ctx) => (await ctx.services.impactAdmin.list(brandId)).map(itemView),
      { brandOf: ({ brandId }) => brandId, refused: refuseList },
    ),
    impactCategories: withStaff(
      'brand.edit',
      async (_staff, { brandId }, ctx) =>
        (await ctx.services.impactAdmin.categories(brandId)).map((c) => ({ ...c, id: String(c.id) })),
      { brandOf: ({ brandId }) => brandId, refused: refuseList },
    ),
  },
  Mutation: {
    createImpactItem: withStaff(
      'brand.edit',
      async (staff, { brandId, slug, input }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.impactAdmin.create(actorOf(staff, ctx), brandId, { ...inputOf(input), slug }),
        ),
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ item: null }) },
    ),
    updateImpactItem: onItemBrand(
      async (staff, { id, input }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.impactAdmin.update(actorOf(staff, ctx), Number(id), inputOf(input)),
        ),
      refuseMutation({ item: null }),
      notFound,
    ),
    setImpactItemActive: onItemBrand(
      async (staff, { id, active }, ctx) =>
        payload(ctx.lang, await ctx.services.impactAdmin.setActive(actorOf(staff, ctx), Number(id), active)),
      refuseMutation({ item: null }),
      notFound,
    ),
  },
};
