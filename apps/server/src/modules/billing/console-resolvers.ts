import type { GraphQLResolveInfo } from 'graphql';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleRefundablePayment,
  MutationRefundPaymentArgs,
  QueryRefundablePaymentsArgs,
  RefundPaymentPayload,
  Resolvers,
  ResolverFn,
} from '../../console/generated/resolvers-types';
import {
  refuseList,
  refuseMutation,
  withStaff,
  type GuardRefusal,
  type StaffResolver,
} from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import type { GivenRefund, RefundablePayment } from './admin-service';

const NUMERIC_ID = /^\d{1,15}$/;

export const paymentView = (p: RefundablePayment): ConsoleRefundablePayment => ({
  id: String(p.id),
  memberId: String(p.memberId),
  kind: p.kind,
  description: p.description,
  amountMinor: p.amountMinor,
  refundedMinor: p.refundedMinor,
  refundableMinor: p.refundableMinor,
  currency: p.currency,
  symbol: p.symbol,
  createdAt: p.createdAt,
});

const refundView = (r: GivenRefund) => ({ ...r, id: String(r.id), paymentId: String(r.paymentId) });

/**
 * `withStaff` on the brand a looked-up id belongs to (a member's, a payment's member's): looked up
 * first, then the guard decides as for any brand. An unknown id answers `unknown` without the guard.
 */
function onBrandOf<TResult, TArgs>(
  permission: 'members.read' | 'members.act',
  brandOf: (ctx: ConsoleContext, args: TArgs) => Promise<string | null>,
  resolve: StaffResolver<TResult, unknown, TArgs>,
  refused: (ctx: ConsoleContext, code: GuardRefusal) => TResult,
  unknown: (ctx: ConsoleContext) => TResult,
): ResolverFn<TResult, unknown, ConsoleContext, TArgs> {
  return async (parent, args, ctx, info: GraphQLResolveInfo) => {
    const brandId = await brandOf(ctx, args);
    if (brandId === null) return unknown(ctx);
    return withStaff<TResult, unknown, TArgs>(permission, resolve, { brandOf: () => brandId, refused })(
      parent,
      args,
      ctx,
      info,
    );
  };
}

const refundRefused = refuseMutation<Omit<RefundPaymentPayload, 'responseResult'>>({
  refund: null,
  payment: null,
  duplicate: false,
});

/** Refunds of a member's payments (members.act on the member's brand; docs/console.md "Member actions"). */
export const billingConsoleResolvers: Resolvers = {
  Query: {
    refundablePayments: onBrandOf(
      'members.read',
      (ctx, { memberId }: QueryRefundablePaymentsArgs) =>
        NUMERIC_ID.test(memberId)
          ? ctx.services.memberAdmin.brandOfMember(Number(memberId))
          : Promise.resolve(null),
      async (_staff, { memberId }, ctx) => {
        const brandId = await ctx.services.memberAdmin.brandOfMember(Number(memberId));
        if (brandId === null) return [];
        return (await ctx.services.refunds.refundablePayments(Number(memberId), brandId)).map(paymentView);
      },
      refuseList,
      () => [],
    ),
  },
  Mutation: {
    refundPayment: onBrandOf(
      'members.act',
      (ctx, { paymentId }: MutationRefundPaymentArgs) =>
        NUMERIC_ID.test(paymentId)
          ? ctx.services.refunds.brandOfPayment(Number(paymentId))
          : Promise.resolve(null),
      async (
        staff,
        { paymentId, amountMinor, reason, idempotencyKey },
        ctx,
      ): Promise<RefundPaymentPayload> => {
        const r = await ctx.services.refunds.refund(
          { staffId: staff.id, staffEmail: staff.email, ip: ctx.ip },
          Number(paymentId),
          { amountMinor: amountMinor ?? null, reason, idempotencyKey },
        );
        if (!r.ok)
          return {
            responseResult: consoleFailure(ctx.lang, r.errorCode, r.field ? { field: r.field } : null),
            refund: null,
            payment: null,
            duplicate: false,
          };
        return {
          responseResult: consoleSucceeded(),
          refund: refundView(r.refund),
          payment: paymentView(r.payment),
          duplicate: r.duplicate,
        };
      },
      refundRefused,
      (ctx) => ({
        responseResult: consoleFailure(ctx.lang, 'payment_not_found'),
        refund: null,
        payment: null,
        duplicate: false,
      }),
    ),
  },
};
