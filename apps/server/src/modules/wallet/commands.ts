/**
 * The wallet's operator command (README "Operator commands"): `adjust-coins` corrects a member's
 * balance with a ledger row of kind `adjustment` (modules/wallet/adjust.ts), never below 0, and
 * prints the new balance.
 */
import { z } from 'zod';
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import { memberText } from '../../lib/member-text';
import { parseFlags, type OpsOutcome, type ParsedArgs } from '../../ops/args';
import type { OpsCommand } from '../../ops/context';
import { brandIdFlag } from '../brand';
import { adjustCoins } from './adjust';

/** The most coins one adjustment may move either way (a typo guard, not a business rule). */
export const ADJUST_COINS_MAX = 1_000_000;
/** The reason is the member's history line. */
export const ADJUST_REASON_MAX = 200;

const AdjustCoins = z
  .object({
    email: z.email('an e-mail address'),
    brand: brandIdFlag('clickcoins'),
    amount: z
      .string()
      .regex(/^-?\d{1,7}$/, 'a whole number of coins like 250 or -50')
      .transform(Number)
      .refine(
        (n) => n !== 0 && Math.abs(n) <= ADJUST_COINS_MAX,
        `not 0, at most ${ADJUST_COINS_MAX} either way`,
      ),
    reason: memberText().trim().min(1, 'say why (the member reads it)').max(ADJUST_REASON_MAX),
  })
  .strict();

const fmt = (n: number) => n.toLocaleString('en-US');

async function run(
  flags: ParsedArgs['flags'],
  ctx: { db: Db; clock: Clock; out: (line: string) => void },
): Promise<OpsOutcome> {
  const parsed = parseFlags(AdjustCoins, flags);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const r = await adjustCoins(ctx.db, ctx.clock, {
    brandId: f.brand,
    email: f.email,
    amount: f.amount,
    reason: f.reason,
  });
  if (!r.ok)
    return {
      ok: false,
      problem:
        r.errorCode === 'member_not_found'
          ? `no member ${f.email} on brand ${f.brand}`
          : `refused: ${fmt(f.amount)} would take the balance below 0 (it is ${fmt(r.balance)}); nothing changed`,
    };
  ctx.out(
    `adjusted member #${r.memberId} (${f.email} on ${f.brand}) by ${f.amount > 0 ? '+' : ''}${fmt(f.amount)} coins: "${f.reason}"`,
  );
  ctx.out(`  new balance ${fmt(r.balance)} (ledger key ${r.key})`);
  return { ok: true };
}

/** The wallet's operator commands (module.ts `commands`). */
export const walletCommands: Record<string, OpsCommand> = {
  'adjust-coins': {
    usage: '--email ADDRESS --brand ID --amount N (negative takes coins) --reason TEXT',
    run,
  },
};
