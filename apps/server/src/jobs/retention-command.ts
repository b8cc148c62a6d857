import { z } from 'zod';
import type { RetentionSettings } from '../config';
import type { Db } from '../db/kysely';
import type { Clock } from '../lib/clock';
import { AuditService } from '../modules/audit';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../ops/args';
import { applyRetention } from './retention';

/**
 * `npm run ops -- retention`: one pass of the retention job now (README "Operator commands"), with
 * the server's settings (EVENT_RETENTION_DAYS). Prints how many rows it deleted from each table and,
 * when it deleted any, records the counts in the audit log as the console's "Run now" does.
 */
const RetentionFlags = z.object({}).strict();

async function run(
  flags: ParsedArgs['flags'],
  ctx: { db: Db; clock: Clock; retention?: RetentionSettings; out: (line: string) => void },
): Promise<OpsOutcome> {
  const parsed = parseFlags(RetentionFlags, flags);
  if (!parsed.ok) return parsed;
  const r = await applyRetention({ db: ctx.db, clock: ctx.clock, settings: ctx.retention });
  if (Object.values(r).some((n) => n > 0))
    await new AuditService(ctx.db, ctx.clock).record(ctx.db, {
      staffId: null,
      staffEmail: null,
      ip: 'cli',
      brandId: null,
      action: 'upkeep.retention',
      target: 'retention',
      before: null,
      after: r,
    });
  ctx.out(
    `retention: deleted ${r.sessions} expired sessions, ${r.oneTimeTokens} used or expired one-time links,`,
  );
  ctx.out(`  ${r.emailChanges} used or expired e-mail confirmations, ${r.events} events past retention`);
  return { ok: true };
}

export const retentionCommand = { usage: '(no flags)', run };
