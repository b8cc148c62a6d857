/**
 * The free monthly entry (SPEC.md 6, 9 "Free entry: 1 per month for active members"; issue 12 item
 * 5): every active member of a brand offering an open monthly exclusive giveaway gets
 * FREE_ENTRIES_PER_MONTH entry in it, once per Eastern-Time month. The ledger's idempotency key
 * monthly:{sweepId}:{memberId}:{period} decides, so two instances running this at once, or a run
 * repeated within the month, enter each member once. A member who cancelled is no longer active
 * and gets no more; the entries they hold stay in the pool until the draw.
 */
import {
  FREE_ENTRIES_PER_MONTH,
  SWEEPSATTACK_ENABLE_TAG,
  SWEEP_FEATURES_DISABLED_TAG,
  entrantAgeProblem,
  isSweepFeatureEnabled,
  monthlyEntryKey,
  periodOf,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { findBrandById, listBrandTags, toBrand } from '../brand';
import { addToPool } from './ledger-repo';
import * as monthly from './draw-monthly-repo';

/** Members entered per transaction: short transactions, a few statements per hundreds of members. */
export const MONTHLY_BATCH_SIZE = 500;
/** The member tags that can turn the sweep feature on or off for one member (packages/domain gating.ts). */
const GATING_MEMBER_TAGS = [SWEEP_FEATURES_DISABLED_TAG, SWEEPSATTACK_ENABLE_TAG];

export interface MonthlyEntriesReport {
  period: string;
  /** One line per giveaway and brand. */
  sweeps: { sweepId: string; brandId: string; eligible: number; entered: number; skipped: number }[];
}

export interface MonthlyEntriesOptions {
  /** Only this brand's giveaways (the console acts on one brand); absent, every brand's. */
  brandId?: string;
  /**
   * Called with a giveaway's line inside the transaction of its last batch (the console's audit
   * row): earlier batches are committed before it, each one whole, so a run cut short is resumed
   * by running it again (the idempotency keys enter nobody twice).
   */
  onSweep?: (trx: DbOrTrx, line: MonthlyEntriesReport['sweeps'][number]) => Promise<void>;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * One pass at the clock's time. Who qualifies: an active subscription, the sweep feature on for the
 * member (country, tags: a member in a blocked country is not entered), and not known to be under
 * 18 (a date of birth on file that says so; members without one are subscribers of the brand and
 * are asked for it before they buy entries).
 */
export async function grantMonthlyEntries(
  db: Db,
  clock: Clock,
  opts: MonthlyEntriesOptions = {},
): Promise<MonthlyEntriesReport> {
  const now = clock();
  const nowIso = now.toISOString();
  const period = periodOf(now);
  const report: MonthlyEntriesReport = { period, sweeps: [] };
  for (const sweep of await monthly.listOpenMonthlySweeps(db, nowIso, opts.brandId)) {
    const brand = await findBrandById(db, sweep.brand_id);
    if (!brand) continue;
    const brandTags = await listBrandTags(db, brand.id);
    // The brand's own blocked countries (console) count as the fixed list does.
    const brandBlockedCountries = toBrand(brand, brandTags).sweepBlockedCountries;
    const tagsOf = new Map<number, string[]>();
    for (const t of await monthly.listBrandMemberTags(db, brand.id, GATING_MEMBER_TAGS))
      tagsOf.set(t.member_id, [...(tagsOf.get(t.member_id) ?? []), t.tag]);
    const members = await monthly.listActiveMembers(db, brand.id);
    const eligible = members.filter((m) => {
      const country = m.country_code ?? brand.country_code;
      const memberTags = tagsOf.get(m.id) ?? [];
      if (!isSweepFeatureEnabled({ memberTags, brandTags, country, brandBlockedCountries })) return false;
      const age = entrantAgeProblem(m.date_of_birth, now, m.timezone);
      return age === null || age === 'dob_required';
    });
    let entered = 0;
    // At least one (empty) batch, so that the giveaway's line is recorded when nobody qualifies.
    const batches = eligible.length === 0 ? [[]] : chunks(eligible, MONTHLY_BATCH_SIZE);
    for (const [index, batch] of batches.entries()) {
      entered += await inTransaction(db, async (trx) => {
        const added = await monthly.insertMonthlyEntries(
          trx,
          batch.map((m) => ({
            member_id: m.id,
            sweep_id: sweep.sweep_id,
            name: sweep.name,
            entries: FREE_ENTRIES_PER_MONTH,
            idempotency_key: monthlyEntryKey(sweep.sweep_id, m.id, period),
            created_at: nowIso,
          })),
        );
        // Only what this transaction inserted: the pool and the ledger move together.
        await addToPool(trx, sweep.sweep_id, added * FREE_ENTRIES_PER_MONTH);
        if (index === batches.length - 1)
          await opts.onSweep?.(trx, {
            sweepId: sweep.sweep_id,
            brandId: brand.id,
            eligible: eligible.length,
            entered: entered + added,
            skipped: members.length - eligible.length,
          });
        return added;
      });
    }
    report.sweeps.push({
      sweepId: sweep.sweep_id,
      brandId: brand.id,
      eligible: eligible.length,
      entered,
      skipped: members.length - eligible.length,
    });
  }
  return report;
}
