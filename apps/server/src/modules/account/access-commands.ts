/**
 * `npm run ops -- send-reset-link | deactivate-member | reactivate-member` (README "Operator
 * commands"): exactly the console's member access acts (access-admin-service.ts), audited as `cli`.
 */
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';

const CLI_ACTOR = { staffId: null, staffEmail: null, ip: 'cli' };
const MemberFlag = z
  .object({
    member: z
      .string()
      .regex(/^\d{1,15}$/, 'a member id like 12')
      .transform(Number),
  })
  .strict();

const noService: OpsOutcome = { ok: false, problem: 'no mailer: run this through npm run ops' };

async function sendResetLink(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(MemberFlag, flags);
  if (!parsed.ok) return parsed;
  if (!ctx.memberAccess) return noService;
  const r = await ctx.memberAccess.sendResetLink(CLI_ACTOR, parsed.value.member);
  if (!r.ok) return { ok: false, problem: `refused: ${r.errorCode}: ${errorMessage('en-us', r.errorCode)}` };
  ctx.out(`reset link sent to ${r.email} (member #${parsed.value.member})`);
  return { ok: true };
}

function setActive(active: boolean) {
  return async (flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> => {
    const parsed = parseFlags(MemberFlag, flags);
    if (!parsed.ok) return parsed;
    if (!ctx.memberAccess) return noService;
    const r = await ctx.memberAccess.setActive(CLI_ACTOR, parsed.value.member, active);
    if (!r.ok)
      return {
        ok: false,
        problem: `refused: ${r.errorCode}: ${errorMessage('en-us', r.errorCode)}; nothing changed`,
      };
    ctx.out(
      active
        ? `reactivated member #${parsed.value.member}`
        : `deactivated member #${parsed.value.member} (${r.sessionsEnded} sessions ended)`,
    );
    return { ok: true };
  };
}

/** The account access commands (module.ts `commands`). */
export const accessCommands: Record<string, OpsCommand> = {
  'send-reset-link': { usage: '--member ID', run: sendResetLink },
  'deactivate-member': { usage: '--member ID', run: setActive(false) },
  'reactivate-member': { usage: '--member ID', run: setActive(true) },
};
