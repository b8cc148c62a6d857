/**
 * The one permission check of the console's GraphQL edge (docs/console.md). Every console field is
 *
 *   updateBrand: withStaff('brand.edit', (staff, args, ctx) => …, {
 *     brandOf: (args) => args.id,
 *     refused: refuseMutation({ brand: null }),
 *   }),
 *
 * The resolver runs only when the role allows the permission on the brand the operation names
 * (`brandOf`; none = an act on the whole console), by packages/domain's `staffMay`, and, with
 * `fresh: true`, only within minutes of a second factor given again. Otherwise `refused` answers:
 * an empty value for reads, a `forbidden` or `fresh_second_factor_required` ResponseResult for
 * mutations. The HTTP door has already answered 401 to a request without a live staff session.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { brandsInScope, staffMay, type StaffPermission } from '@member-area/domain';
import type { ConsoleContext, StaffViewer } from './context';
import type { ResolverFn, ResponseResult } from './generated/resolvers-types';
import { consoleFailure } from './response-result';

export type GuardRefusal = 'unauthenticated' | 'forbidden' | 'fresh_second_factor_required';

/** The context once the guard passed: the staff member is known. */
export type StaffContext = ConsoleContext & { staff: StaffViewer };

export interface GuardOptions<TResult, TArgs> {
  /** The brand the operation acts on; absent, or null from it, means the whole console. */
  brandOf?: (args: TArgs) => string | null;
  /**
   * A list across the brands in scope (the service narrows it with `brandsInScope`): when `brandOf`
   * names no brand, it is enough that the role has the permission on one brand the staff member holds.
   */
  anyBrand?: boolean;
  /** A dangerous act: the second factor must have been given again within minutes. */
  fresh?: boolean;
  refused: (ctx: ConsoleContext, code: GuardRefusal) => NoInfer<TResult>;
}

export type StaffResolver<TResult, TParent, TArgs> = (
  staff: StaffViewer,
  args: TArgs,
  ctx: StaffContext,
  parent: TParent,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Why the staff member may not do this now, or null when they may. */
export function refusalOf(
  staff: StaffViewer | null,
  permission: StaffPermission,
  brandId: string | null,
  opts: { fresh?: boolean; anyBrand?: boolean },
  now: Date,
): GuardRefusal | null {
  if (!staff) return 'unauthenticated';
  const allowed =
    brandId === null && opts.anyBrand
      ? staffMay(staff, permission, null) || brandsInScope(staff, permission, staff.brandIds).length > 0
      : staffMay(staff, permission, brandId);
  if (!allowed) return 'forbidden';
  const fresh = opts.fresh ?? false;
  if (fresh && !(staff.freshUntil && staff.freshUntil > now)) return 'fresh_second_factor_required';
  return null;
}

export function withStaff<TResult, TParent, TArgs>(
  permission: StaffPermission,
  resolve: StaffResolver<NoInfer<TResult>, TParent, TArgs>,
  options: GuardOptions<TResult, TArgs>,
): ResolverFn<TResult, TParent, ConsoleContext, TArgs> {
  return (parent, args, ctx, info) => {
    const brandId = options.brandOf?.(args) ?? null;
    const now = ctx.services.clock();
    const refusal = refusalOf(ctx.staff, permission, brandId, options, now);
    if (refusal) return options.refused(ctx, refusal);
    return resolve(ctx.staff as StaffViewer, args, ctx as StaffContext, parent, info);
  };
}

/** Any signed-in staff member (their own profile, their language): no permission to check. */
export function withAnyStaff<TResult, TParent, TArgs>(
  resolve: StaffResolver<NoInfer<TResult>, TParent, TArgs>,
  refused: (ctx: ConsoleContext) => NoInfer<TResult>,
): ResolverFn<TResult, TParent, ConsoleContext, TArgs> {
  return (parent, args, ctx, info) =>
    ctx.staff ? resolve(ctx.staff, args, ctx as StaffContext, parent, info) : refused(ctx);
}

/** A read's answer to a refusal: nothing (null, or an empty list through `refuseList`). */
export const refuseRead = (): null => null;
export const refuseList = (): [] => [];

/** A mutation's answer to a refusal: the code in the staff member's language, the other fields as given. */
export function refuseMutation<TFields extends object>(
  fields: TFields,
): (ctx: ConsoleContext, code: GuardRefusal) => TFields & { responseResult: ResponseResult } {
  return (ctx, code) => ({ ...fields, responseResult: consoleFailure(ctx.lang, code) });
}

const RECORD_ID = /^\d{1,9}$/;

/**
 * `withStaff(permission)` on the brand of the record the arguments' `id` names, looked up first
 * (`brandOfRecord`, null for none): an id that is not a number, or names no record, answers
 * `unknown`, so a staff member outside the brand cannot tell it from a missing one.
 */
export function withStaffOnRecord<TResult, TArgs extends { id: string }>(
  permission: StaffPermission,
  brandOfRecord: (ctx: ConsoleContext, id: number) => Promise<string | null>,
  resolve: StaffResolver<NoInfer<TResult>, unknown, TArgs>,
  options: {
    refused: GuardOptions<TResult, TArgs>['refused'];
    unknown: (ctx: ConsoleContext) => NoInfer<TResult>;
  },
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info) => {
    const brandId = RECORD_ID.test(args.id) ? await brandOfRecord(ctx, Number(args.id)) : null;
    if (brandId === null) return options.unknown(ctx);
    return withStaff<TResult, unknown, TArgs>(permission, resolve, {
      brandOf: () => brandId,
      refused: options.refused,
    })(parent, args, ctx, info);
  };
}
