import { canMoveOrder } from '@member-area/domain';
import { z } from 'zod';
import type { ConsoleContext } from '../../console/context';
import type {
  ConsoleOrder,
  ConsoleOrderRefund,
  OrderStatusPayload,
  Resolvers,
} from '../../console/generated/resolvers-types';
import { refuseMutation, refuseRead, withStaff } from '../../console/guard';
import { consoleFailure, consoleSucceeded } from '../../console/response-result';
import { memberText } from '../../lib/member-text';
import { CONSOLE_ORDER_MOVES, type AdminOrder, type OrderMoveResult } from './order-admin-service';
import type { OrderActor } from './order-service';

/** What the console sends with a move: the note as the `order-status` command takes it. */
const MoveInput = z.object({
  status: z.enum(CONSOLE_ORDER_MOVES),
  note: memberText().trim().max(500).nullable(),
});

function orderView(o: AdminOrder): ConsoleOrder {
  return {
    ...o,
    // Read by ConsoleOrder.events, only when a query asks for them (one order's page does).
    events: [],
    id: String(o.id),
    memberId: String(o.memberId),
    nextStatuses: CONSOLE_ORDER_MOVES.filter((to) => canMoveOrder(o.status, to)),
  };
}

function refundView(refund: Extract<OrderMoveResult, { ok: true }>['refund']): ConsoleOrderRefund {
  switch (refund.kind) {
    case 'card':
      return {
        kind: 'card',
        amountMinor: refund.amountMinor,
        coins: null,
        reference: refund.reference ?? null,
      };
    case 'coins':
      return { kind: 'coins', amountMinor: null, coins: refund.coins, reference: null };
    case 'none':
      return { kind: 'none', amountMinor: null, coins: null, reference: null };
  }
}

function payload(lang: string, r: OrderMoveResult): OrderStatusPayload {
  if (r.ok)
    return { responseResult: consoleSucceeded(), order: orderView(r.order), refund: refundView(r.refund) };
  const failure = (() => {
    switch (r.reason) {
      case 'not_found':
        return consoleFailure(lang, 'order_not_found');
      case 'refund_failed':
      case 'no_payment':
        return consoleFailure(lang, 'payment_not_confirmed', { reason: r.reason });
      case 'transition':
      case 'changed':
      case 'paid_meanwhile':
      case 'member_gone':
        return consoleFailure(lang, 'invalid_input', { reason: r.reason });
    }
  })();
  return { responseResult: failure, order: null, refund: null };
}

const actorOf = (staff: { id: number; email: string }, ctx: ConsoleContext): OrderActor => ({
  staffId: staff.id,
  staffEmail: staff.email,
  ip: ctx.ip,
});

/**
 * Fulfilment's orders desk (orders.read on the brand to read, orders.fulfil to move; docs/console.md).
 * The desk's nested fields read the brand the guarded `orders` root answered, so nothing below it is
 * reachable for another brand.
 */
export const orderConsoleResolvers: Resolvers = {
  Query: {
    orders: withStaff(
      'orders.read',
      async (_staff, { brandId }, ctx) => ctx.services.orderAdmin.brand(brandId),
      { brandOf: ({ brandId }) => brandId, refused: refuseRead },
    ),
  },
  ConsoleBrandOrders: {
    page: async (desk, { status, after, first }, ctx) => {
      const page = await ctx.services.orderAdmin.list(desk.brandId ?? '', {
        status: status ?? null,
        after: after ?? null,
        first: first ?? 50,
      });
      return { orders: page.orders.map(orderView), nextCursor: page.nextCursor };
    },
    order: async (desk, { id }, ctx) => {
      const order = await ctx.services.orderAdmin.get(desk.brandId ?? '', id);
      return order ? orderView(order) : null;
    },
    pickList: (desk, _args, ctx) => ctx.services.orderAdmin.pickList(desk.brandId ?? ''),
  },
  ConsoleOrder: {
    events: (order, _args, ctx) => ctx.services.orderAdmin.events(Number(order.id)),
  },
  Mutation: {
    setOrderStatus: withStaff(
      'orders.fulfil',
      async (staff, { brandId, id, status, note }, ctx) => {
        const input = MoveInput.safeParse({ status, note: note?.trim() ? note : null });
        if (!input.success)
          return {
            responseResult: consoleFailure(ctx.lang, 'invalid_input', {
              field: String(input.error.issues[0]?.path[0] ?? 'status'),
            }),
            order: null,
            refund: null,
          };
        const r = await ctx.services.orderAdmin.move(
          actorOf(staff, ctx),
          brandId,
          id,
          input.data.status,
          input.data.note || null,
        );
        return payload(ctx.lang, r);
      },
      { brandOf: ({ brandId }) => brandId, refused: refuseMutation({ order: null, refund: null }) },
    ),
  },
};
