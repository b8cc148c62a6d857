/**
 * `npm run ops -- refund-payment` (README "Operator commands"): exactly the console's refundPayment
 * (admin-service.ts), audited as `cli`: part or all that is left of a payment back through the
 * provider, once per key.
 */
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';

const CLI_ACTOR = { staffId: null, staffEmail: null, ip: 'cli' };

const RefundPayment = z
  .object({
    payment: z
      .string()
      .regex(/^\d{1,15}$/, 'a payment (transaction) id like 12')
      .transform(Number),
    'amount-minor': z
      .string()
      .regex(/^\d{1,12}$/, 'minor units, like 499')
      .transform(Number)
      .optional(),
    reason: z.string(),
    key: z.string(),
  })
  .strict();

async function refundPayment(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(RefundPayment, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  if (!ctx.refunds) return { ok: false, problem: 'no payment provider: run this through npm run ops' };
  const r = await ctx.refunds.refund(CLI_ACTOR, f.payment, {
    amountMinor: f['amount-minor'] ?? null,
    reason: f.reason,
    idempotencyKey: f.key,
  });
  if (!r.ok)
    return {
      ok: false,
      problem: `refused${r.field ? ` (${r.field})` : ''}: ${r.errorCode}: ${errorMessage('en-us', r.errorCode)}; nothing changed`,
    };
  const left = `${r.payment.refundableMinor} ${r.payment.currency} left of it`;
  ctx.out(
    r.duplicate
      ? `key ${f.key} already refunded ${r.refund.amountMinor} ${r.refund.currency} of payment #${r.refund.paymentId} (${r.refund.reference}); nothing moved (${left})`
      : `refunded ${r.refund.amountMinor} ${r.refund.currency} of payment #${r.refund.paymentId} (${r.refund.reference}; ${left})`,
  );
  return { ok: true };
}

/** The billing module's operator commands (module.ts `commands`). */
export const billingCommands: Record<string, OpsCommand> = {
  'refund-payment': {
    usage: '--payment ID [--amount-minor N] --reason TEXT --key KEY',
    run: refundPayment,
  },
};
