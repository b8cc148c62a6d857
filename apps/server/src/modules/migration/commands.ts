/**
 * `migrate-brand` (README "Operator commands"; issue 14 item 6): moves every member of a brand, and
 * their data, to another brand in one transaction (modules/migration/migrate-brand.ts), then prints
 * what moved. Bad input or an e-mail with an account on both brands changes nothing. Audited like the
 * console's migration (no staff member, address `cli`).
 */
import { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand } from '../../ops/context';
import { printable } from '../../ops/print-safe';
import { AuditService } from '../audit';
import { brandIdFlag } from '../brand';
import { MigrationAdminService } from './admin-service';

const MigrateBrand = z.object({ from: brandIdFlag('playmax'), to: brandIdFlag('playmax') }).strict();

async function run(
  flags: ParsedArgs['flags'],
  ctx: { db: Db; clock: Clock; out: (line: string) => void },
): Promise<OpsOutcome> {
  const parsed = parseFlags(MigrateBrand, flags);
  if (!parsed.ok) return parsed;
  const { from, to } = parsed.value;
  const admin = new MigrationAdminService(ctx.db, ctx.clock, new AuditService(ctx.db, ctx.clock));
  const r = await admin.migrate({ staffId: null, staffEmail: null, ip: 'cli' }, from, to);
  if (!r.ok) {
    switch (r.problem) {
      case 'same_brand':
        return { ok: false, problem: '--from and --to name the same brand; nothing changed' };
      case 'brand_not_found':
        return { ok: false, problem: `no brand ${r.brandId ?? ''}; nothing changed` };
      case 'email_collision':
        return {
          ok: false,
          problem: `these e-mails have an account on both brands, nothing changed: ${r.emails.map(printable).join(', ')}`,
        };
    }
  }
  ctx.out(`moved ${r.members} members of ${from} to ${to} (their plans: ${r.plans}, off sale on ${to})`);
  for (const [table, n] of Object.entries(r.rows)) if (n > 0) ctx.out(`  ${table}: ${n} rows`);
  ctx.out(`  old hostnames now redirect to ${to}: ${r.hostnames.join(', ') || '(none)'}`);
  ctx.out('  moved members see the migration modal once (show_migration_to_new_brand_modal:enabled)');
  return { ok: true };
}

/** The migration's operator commands (module.ts `commands`). */
export const migrationCommands: Record<string, OpsCommand> = {
  'migrate-brand': { usage: '--from OLD_BRAND_ID --to NEW_BRAND_ID', run },
};
