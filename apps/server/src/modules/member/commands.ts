/**
 * The member module's operator command (README "Operator commands"): `create-member` does exactly
 * what the console's createMember does (admin-service.ts): the member on the brand, a plan given
 * without payment if named, one audit row (no staff member, address `cli`), then the set-password
 * mail. It prints the member's id and whether the link was sent.
 */
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { brandIdFlag } from '../brand';
import type { MemberActor } from './admin-service';

const CLI_ACTOR: MemberActor = { staffId: null, staffEmail: null, ip: 'cli' };

const CreateMember = z
  .object({
    brand: brandIdFlag('playmax'),
    email: z.string(),
    'first-name': z.string(),
    'last-name': z.string(),
    language: z.string().optional(),
    plan: z
      .string()
      .regex(/^\d{1,9}$/, 'a plan id like 101')
      .transform(Number)
      .optional(),
  })
  .strict();

async function createMember(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(CreateMember, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const admin = ctx.memberAdmin;
  if (!admin) return { ok: false, problem: 'no mailer: run this through npm run ops' };
  const r = await admin.create(CLI_ACTOR, f.brand, {
    email: f.email,
    firstName: f['first-name'],
    lastName: f['last-name'],
    language: f.language ?? null,
    planId: f.plan ?? null,
  });
  if (!r.ok) {
    const where = r.field ? ` (${r.field})` : '';
    return {
      ok: false,
      problem: `refused${where}: ${r.errorCode}: ${errorMessage('en-us', r.errorCode)}; nothing changed`,
    };
  }
  const m = r.member;
  const plan = m.plan ? `, plan #${m.plan.id} "${m.plan.name}" given by staff` : '';
  ctx.out(
    `created member #${m.id} ${m.email} on ${m.brandId} (${m.lang}, reference ${m.referenceNumber ?? '-'}${plan})`,
  );
  ctx.out(
    r.linkSent
      ? `  set-password link sent to ${m.email}`
      : `  the set-password mail could not be sent: the member can use "Forgot password"`,
  );
  return { ok: true };
}

/** The member module's operator commands (module.ts `commands`). */
export const memberCommands: Record<string, OpsCommand> = {
  'create-member': {
    usage: '--brand ID --email ADDRESS --first-name TEXT --last-name TEXT [--language CODE] [--plan ID]',
    run: createMember,
  },
};
