/**
 * The dashboards' operator command (README "Operator commands", docs/operations.md): recompute the
 * daily rollups, from a day (rows written late to a closed day older than yesterday) or, without
 * `--from`, as the hourly job does.
 */
import { z } from 'zod';
import { reportDay } from '@member-area/domain';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand, OpsContext } from '../../ops/context';
import { rollupReports } from './rollup';

const RollupReports = z
  .object({
    from: z
      .string()
      .refine((d) => reportDay(d) !== null, 'a UTC day as YYYY-MM-DD')
      .optional(),
  })
  .strict();

async function rollupReportsCommand(flags: ParsedArgs['flags'], ctx: OpsContext): Promise<OpsOutcome> {
  const parsed = parseFlags(RollupReports, flags);
  if (!parsed.ok) return parsed;
  const r = await rollupReports(ctx.db, ctx.clock, parsed.value.from ?? null);
  ctx.out(
    r.days === 0
      ? 'dashboard rollups: nothing to recompute (no closed day with activity)'
      : `dashboard rollups: ${r.days} day(s) recomputed, ${r.from} to ${r.to}`,
  );
  return { ok: true };
}

/** The reports' operator commands (module.ts `commands`). */
export const reportCommands: Record<string, OpsCommand> = {
  'rollup-reports': { usage: '[--from YYYY-MM-DD]', run: rollupReportsCommand },
};
