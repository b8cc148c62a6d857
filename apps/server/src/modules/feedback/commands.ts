/**
 * The feedback reports' operator command (issue 33 scope 4: every console write is also a command):
 * `feedback-status`, the console's status change through the same service and rule, recorded in the
 * audit log with no staff member and the address `cli`.
 */
import { z } from 'zod';
import { FEEDBACK_STATUSES } from '@member-area/domain';
import { errorMessage } from '../../graphql/response-result';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { AuditService } from '../audit';
import { FeedbackAdminService, type ReportActor } from './report-admin-service';

const CLI_ACTOR: ReportActor = { staffId: null, staffEmail: null, ip: 'cli' };

const FeedbackStatus = z
  .object({
    report: z.string().regex(/^\d{1,15}$/, 'a report id like 12'),
    status: z.enum(FEEDBACK_STATUSES, { message: `one of ${FEEDBACK_STATUSES.join(', ')}` }),
  })
  .strict();

async function feedbackStatus(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(FeedbackStatus, flags);
  if (!parsed.ok) return parsed;
  const admin = new FeedbackAdminService(ctx.db, new AuditService(ctx.db, ctx.clock), ctx.clock);
  const id = Number(parsed.value.report);
  const before = await admin.get(id);
  const change = await admin.setStatus(CLI_ACTOR, id, parsed.value.status);
  if (!change.ok)
    return {
      ok: false,
      problem: `refused: ${change.errorCode}: ${errorMessage('en-us', change.errorCode)}; nothing changed`,
    };
  ctx.out(
    `feedback report #${id} on ${change.report.brandId}: ${before?.status ?? '?'} → ${change.report.status}`,
  );
  return { ok: true };
}

/** The feedback commands (module.ts `commands`). */
export const feedbackCommands: Record<string, OpsCommand> = {
  'feedback-status': { usage: '--report ID --status new|seen|resolved', run: feedbackStatus },
};
