/**
 * `npm run ops -- cancel-subscription | restart-subscription | extend-access` (README "Operator
 * commands"): exactly the console's member subscription acts (member-subscription-service.ts),
 * audited as `cli`.
 */
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';

const CLI_ACTOR = { staffId: null, staffEmail: null, ip: 'cli' };
const memberId = z
  .string()
  .regex(/^\d{1,15}$/, 'a member id like 12')
  .transform(Number);

const Cancel = z.object({ member: memberId, reason: z.string().optional() }).strict();
const Restart = z.object({ member: memberId }).strict();
const Extend = z
  .object({
    member: memberId,
    days: z
      .string()
      .regex(/^\d{1,3}$/, 'days, 1 to 365')
      .transform(Number),
  })
  .strict();

const refused = (r: { errorCode: Parameters<typeof errorMessage>[1]; field: string | null }): OpsOutcome => ({
  ok: false,
  problem: `refused${r.field ? ` (${r.field})` : ''}: ${r.errorCode}: ${errorMessage('en-us', r.errorCode)}; nothing changed`,
});

const noService: OpsOutcome = { ok: false, problem: 'no subscription service: run this through npm run ops' };

async function cancel(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(Cancel, flags);
  if (!parsed.ok) return parsed;
  if (!ctx.memberSubscriptions) return noService;
  const { member, reason } = parsed.value;
  const r = await ctx.memberSubscriptions.cancel(CLI_ACTOR, member, reason ?? null);
  if (!r.ok) return refused(r);
  ctx.out(
    `cancelled subscription #${r.subscriptionId} of member #${member} (${r.receipt.referenceNumber}); access until ${r.receipt.accessUntil}`,
  );
  return { ok: true };
}

async function restart(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(Restart, flags);
  if (!parsed.ok) return parsed;
  if (!ctx.memberSubscriptions) return noService;
  const r = await ctx.memberSubscriptions.restart(CLI_ACTOR, parsed.value.member);
  if (!r.ok) return refused(r);
  ctx.out(
    `restarted subscription ${r.subscriptionRef} of member #${parsed.value.member}${r.charged ? ' (a new period charged)' : ''}`,
  );
  return { ok: true };
}

async function extend(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(Extend, flags);
  if (!parsed.ok) return parsed;
  if (!ctx.memberSubscriptions) return noService;
  const { member, days } = parsed.value;
  const r = await ctx.memberSubscriptions.extend(CLI_ACTOR, member, days);
  if (!r.ok) return refused(r);
  const s = r.state;
  ctx.out(
    `extended subscription #${s.subscriptionId} of member #${member} by ${days} days: ${
      s.status === 'cancelled'
        ? `access until ${s.endDate ?? '-'}`
        : `next billing ${s.nextBillingDate ?? '-'}`
    }`,
  );
  return { ok: true };
}

/** The member subscription commands (module.ts `commands`). */
export const memberSubscriptionCommands: Record<string, OpsCommand> = {
  'cancel-subscription': { usage: '--member ID [--reason TEXT]', run: cancel },
  'restart-subscription': { usage: '--member ID', run: restart },
  'extend-access': { usage: '--member ID --days N', run: extend },
};
