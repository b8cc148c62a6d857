/**
 * The staff list from the command line (README "The operator console"): every console write is also
 * an operator command. An operator's change is audited like a staff member's, with no staff id and
 * the address `cli`. The first owner of a real deployment is invited this way.
 */
import { z } from 'zod';
import { STAFF_INVITATION_DAYS, STAFF_ROLES } from '@member-area/domain';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { AuditService } from '../audit';
import { findBrandById } from '../brand';
import { StaffAdminService, type StaffChange } from './admin-service';
import { findStaffByEmail } from './repo';
import { normalizeStaffEmail } from './sign-in-service';

const brandList = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}(,[a-z0-9_-]{1,40})*$/, 'brand ids separated by commas, like playmax,clickcoins')
  .transform((s) => s.split(','));

const Invite = z.strictObject({
  email: z.email('an e-mail address'),
  name: z.string().trim().min(1, 'the name to greet them by').max(80),
  role: z.enum(STAFF_ROLES),
  brands: brandList.optional(),
});
const SetRole = z.strictObject({
  email: z.email('an e-mail address'),
  role: z.enum(STAFF_ROLES),
  brands: brandList.optional(),
});
const Deactivate = z.strictObject({ email: z.email('an e-mail address') });

function adminOf(ctx: OpsContext): StaffAdminService | null {
  if (!ctx.mailer) return null;
  return new StaffAdminService(
    ctx.db,
    ctx.clock,
    new AuditService(ctx.db, ctx.clock),
    ctx.mailer,
    async (id) => Boolean(await findBrandById(ctx.db, id)),
  );
}

function problemOf(change: Extract<StaffChange, { ok: false }>): string {
  switch (change.errorCode) {
    case 'email_taken':
      return 'a staff account with this e-mail already exists';
    case 'brand_not_found':
      return '--brands: a brand that does not exist';
    case 'invalid_input':
      return change.field === 'brandIds'
        ? '--brands: every role but owner needs at least one brand'
        : `--${change.field ?? 'flags'}: invalid`;
    case 'not_found':
      return 'no such staff account';
    case 'own_account':
      return 'refused: your own account';
  }
}

async function staffIdOf(ctx: OpsContext, email: string): Promise<number | null> {
  return (await findStaffByEmail(ctx.db, normalizeStaffEmail(email)))?.id ?? null;
}

async function invite(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(Invite, flags);
  if (!parsed.ok) return parsed;
  const admin = adminOf(ctx);
  if (!admin) return { ok: false, problem: 'no mailer: run this through npm run ops' };
  const f = parsed.value;
  let link = '';
  const r = await admin.invite(null, { ...f, brandIds: f.brands ?? [] }, 'cli', (token) => {
    link = `${ctx.consoleOrigin ?? 'http://admin.localhost:3000'}/invitation#${token}`;
    return link;
  });
  if (!r.ok) return { ok: false, problem: problemOf(r) };
  ctx.out(
    `invited staff #${r.staff.id} ${r.staff.email} as ${r.staff.role}${r.staff.brandIds.length ? ` of ${r.staff.brandIds.join(', ')}` : ''}`,
  );
  ctx.out(`  the invitation went by e-mail; its one-time link (${STAFF_INVITATION_DAYS} days): ${link}`);
  return { ok: true };
}

async function setRole(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(SetRole, flags);
  if (!parsed.ok) return parsed;
  const admin = adminOf(ctx);
  if (!admin) return { ok: false, problem: 'no mailer: run this through npm run ops' };
  const id = await staffIdOf(ctx, parsed.value.email);
  if (id === null) return { ok: false, problem: `no staff account ${parsed.value.email}` };
  const r = await admin.changeRole(null, id, parsed.value.role, parsed.value.brands ?? [], 'cli');
  if (!r.ok) return { ok: false, problem: problemOf(r) };
  ctx.out(
    `staff #${id} ${r.staff.email} is now ${r.staff.role}${r.staff.brandIds.length ? ` of ${r.staff.brandIds.join(', ')}` : ''}`,
  );
  return { ok: true };
}

async function deactivate(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(Deactivate, flags);
  if (!parsed.ok) return parsed;
  const admin = adminOf(ctx);
  if (!admin) return { ok: false, problem: 'no mailer: run this through npm run ops' };
  const id = await staffIdOf(ctx, parsed.value.email);
  if (id === null) return { ok: false, problem: `no staff account ${parsed.value.email}` };
  const r = await admin.deactivate(null, id, 'cli');
  if (!r.ok) return { ok: false, problem: problemOf(r) };
  ctx.out(`deactivated staff #${id} ${r.staff.email}; their sessions are ended`);
  return { ok: true };
}

/** The staff module's operator commands (module.ts `commands`). */
export const staffCommands: Record<string, OpsCommand> = {
  'invite-staff': {
    usage:
      '--email ADDRESS --name NAME --role owner|brand_admin|content_editor|support|fulfilment [--brands ID,ID]',
    run: invite,
  },
  'set-staff-role': {
    usage: '--email ADDRESS --role ROLE [--brands ID,ID]',
    run: setRole,
  },
  'deactivate-staff': { usage: '--email ADDRESS', run: deactivate },
};
