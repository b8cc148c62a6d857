import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleImpactItem,
  ImpactItemInput,
  ImpactItemPayload,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseList, refuseMutation, withStaff, withStaffOnRecord } from '../../console/guard';
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

/** The brand of the item an update names (null for none), which the guard checks. */
const brandOfItem = (ctx: ConsoleContext, id: number) => ctx.services.impactAdmin.brandOfItem(id);

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
    updateImpactItem: withStaffOnRecord(
      'brand.edit',
      brandOfItem,
      async (staff, { id, input }, ctx) =>
        payload(
          ctx.lang,
          await ctx.services.impactAdmin.update(actorOf(staff, ctx), Number(id), inputOf(input)),
        ),
      { refused: refuseMutation({ item: null }), unknown: notFound },
    ),
    setImpactItemActive: withStaffOnRecord(
      'brand.edit',
      brandOfItem,
      async (staff, { id, active }, ctx) =>
        payload(ctx.lang, await ctx.services.impactAdmin.setActive(actorOf(staff, ctx), Number(id), active)),
      { refused: refuseMutation({ item: null }), unknown: notFound },
    ),
  },
};
