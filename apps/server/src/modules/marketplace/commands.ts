/**
 * `npm run ops -- order-status --order N --status paid|shipped|delivered|cancelled [--note TEXT]`
 * (issue 13 item 8): moves a marketplace order along the domain's transitions (ORDER_TRANSITIONS).
 * `paid` settles a card order whose payment the provider confirmed; `cancelled` puts the stock back
 * and refunds coins to the wallet or the card through the PaymentProvider; the member is mailed on
 * shipped and cancelled (OrderService.setStatus). Shipped, delivered and cancelled write an
 * `order.status` audit row (staff none, address `cli`), as the console's moves do.
 */
import { orderNumber } from '@member-area/domain';
import { z } from 'zod';
import { memberText } from '../../lib/member-text';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import type { OrderActor } from './order-service';

/** The command's moves are audited as the console's are, with no staff member and the address `cli`. */
const CLI_ACTOR: OrderActor = { staffId: null, staffEmail: null, ip: 'cli' };

const OrderStatusFlags = z
  .object({
    order: z
      .string()
      .regex(/^(ORD-)?\d{1,10}$/i, 'an order number like ORD-000123 or 123')
      .transform((s) => Number(s.replace(/^ORD-/i, ''))),
    status: z.enum(['paid', 'shipped', 'delivered', 'cancelled']),
    note: memberText().trim().min(1).max(500).optional(),
  })
  .strict();

async function orderStatus(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(OrderStatusFlags, flags);
  if (!parsed.ok) return parsed;
  if (!ctx.orders) return { ok: false, problem: 'orders are not available to this command runner' };
  const f = parsed.value;
  const r = await ctx.orders.setStatus(
    { orderId: f.order, status: f.status, note: f.note ?? null },
    CLI_ACTOR,
  );
  if (!r.ok) return { ok: false, problem: r.problem };
  ctx.out(`${orderNumber(r.order.id)}: ${r.from} → ${r.order.status}`);
  switch (r.refund.kind) {
    case 'card':
      ctx.out(
        `  refunded ${r.refund.amountMinor} (minor units, ${r.order.currency}) to the card: ${r.refund.reference ?? ''}`,
      );
      break;
    case 'coins':
      ctx.out(`  refunded ${r.refund.coins} coins to the wallet`);
      break;
    case 'none':
      break;
  }
  if (r.order.status === 'cancelled') ctx.out('  stock put back');
  return { ok: true };
}

/** The marketplace's operator commands (module.ts `commands`). */
export const marketplaceCommands: Record<string, OpsCommand> = {
  'order-status': {
    usage: '--order ORD-000123 --status paid|shipped|delivered|cancelled [--note TEXT]',
    run: orderStatus,
  },
};
