/**
 * The member page's operator commands (README "Operator commands"), each doing exactly what its
 * console mutation does through the same service (page-service.ts), audited with no staff member
 * and address `cli`:
 *
 *   member-tags --member ID [--add "TAG …"] [--remove "TAG …"]   setMemberTags (prints the tags)
 *   revoke-member-sessions --member ID [--session ID]            revokeMemberSessions
 *   resend-member-mail --member ID --mail ID                     resendMemberMail
 *
 * Without --add or --remove, member-tags only prints the member's tags; with --session omitted,
 * every session of the member is revoked. Without --mail, resend-member-mail lists the member's mails.
 */
import { isStaffEditableMemberTag } from '@member-area/domain';
import { z } from 'zod';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { AuditService } from '../audit';
import type { MemberActor } from './admin-service';
import { MemberPageService, type MemberPageErrorCode, type MemberTagView } from './page-service';

const CLI_ACTOR: MemberActor = { staffId: null, staffEmail: null, ip: 'cli' };
const id = (example: string) =>
  z
    .string()
    .regex(/^\d{1,12}$/, `an id like ${example}`)
    .transform(Number);
/** Tags separated by spaces (a tag holds no space; a comma belongs to custom_media_types:…). */
const tagList = z
  .string()
  .transform((text) => text.split(/\s+/).filter((t) => t !== ''))
  .optional();

const refusedOutcome = (code: MemberPageErrorCode, detail = ''): OpsOutcome => ({
  ok: false,
  problem: `refused: ${code}: ${errorMessage('en-us', code)}${detail}; nothing changed`,
});

function pageOf(ctx: OpsContext): MemberPageService | null {
  if (!ctx.mailer) return null;
  return new MemberPageService({
    db: ctx.db,
    clock: ctx.clock,
    audit: new AuditService(ctx.db, ctx.clock),
    mailer: ctx.mailer,
  });
}

const NO_MAILER: OpsOutcome = { ok: false, problem: 'no mailer: run this through npm run ops' };

function printTags(ctx: OpsContext, tags: MemberTagView[]): void {
  if (tags.length === 0) ctx.out('  (no tags)');
  for (const t of tags)
    ctx.out(
      `  ${t.tag}${t.editable ? '' : '  (the server’s)'}${t.setBy === 'member' ? '  (set by the member)' : ''}`,
    );
}

const MemberTags = z.object({ member: id('1042'), add: tagList, remove: tagList }).strict();

async function memberTags(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(MemberTags, flags);
  if (!parsed.ok) return parsed;
  const page = pageOf(ctx);
  if (!page) return NO_MAILER;
  const f = parsed.value;
  const current = await page.tags(f.member);
  if (!f.add && !f.remove) {
    ctx.out(`member #${f.member}: ${current.length} tag(s)`);
    printTags(ctx, current);
    return { ok: true };
  }
  const remove = new Set(f.remove ?? []);
  const wanted = [
    ...current.map((t) => t.tag).filter((t) => isStaffEditableMemberTag(t) && !remove.has(t)),
    ...(f.add ?? []),
  ];
  const r = await page.setTags(CLI_ACTOR, f.member, wanted);
  if (!r.ok) return refusedOutcome(r.errorCode, r.tag ? ` (${r.tag})` : '');
  ctx.out(
    `member #${f.member}: added ${r.added.join(' ') || 'nothing'}, removed ${r.removed.join(' ') || 'nothing'}`,
  );
  printTags(ctx, r.tags);
  return { ok: true };
}

const RevokeSessions = z
  .object({
    member: id('1042'),
    session: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'a session id as listed')
      .optional(),
  })
  .strict();

async function revokeSessions(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(RevokeSessions, flags);
  if (!parsed.ok) return parsed;
  const page = pageOf(ctx);
  if (!page) return NO_MAILER;
  const r = await page.revokeSessions(CLI_ACTOR, parsed.value.member, parsed.value.session ?? null);
  if (!r.ok) return refusedOutcome(r.errorCode);
  ctx.out(`member #${parsed.value.member}: ${r.revoked} session(s) revoked`);
  return { ok: true };
}

const ResendMail = z.object({ member: id('1042'), mail: id('311').optional() }).strict();

async function resendMail(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(ResendMail, flags);
  if (!parsed.ok) return parsed;
  const page = pageOf(ctx);
  if (!page) return NO_MAILER;
  const { member, mail } = parsed.value;
  if (mail === undefined) {
    const mails = await page.mails(member);
    ctx.out(`member #${member}: ${mails.length} mail(s), newest first`);
    for (const m of mails) ctx.out(`  #${m.id} ${m.createdAt} ${m.status} to ${m.to}: ${m.subject}`);
    return { ok: true };
  }
  const r = await page.resendMail(CLI_ACTOR, member, mail);
  if (!r.ok) return refusedOutcome(r.errorCode);
  ctx.out(`mail #${mail} "${r.subject}" sent again to ${r.to}`);
  return { ok: true };
}

/** The member page's operator commands (module.ts `commands`). */
export const memberPageCommands: Record<string, OpsCommand> = {
  'member-tags': { usage: '--member ID [--add "TAG …"] [--remove "TAG …"]', run: memberTags },
  'revoke-member-sessions': { usage: '--member ID [--session ID]', run: revokeSessions },
  'resend-member-mail': { usage: '--member ID [--mail ID]', run: resendMail },
};
