/**
 * Moving a brand's members to a new brand (issue 14 item 6; SPEC.md 4 "Migration modal"), the
 * operator's `migrate-brand`: in one transaction the members and their brand-stamped rows move, the
 * old brand's plans follow their subscriptions (off sale), the old hostnames become redirects to the
 * new brand, and every moved member is tagged `show_migration_to_new_brand_modal:enabled`, so they
 * see the modal once on the new brand. An e-mail with an account on both brands stops it before
 * anything changed. Sessions stay under the old brand: an old token is exchanged once (service.ts).
 */
import { SHOW_MIGRATION_MODAL_TAG } from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import { findBrandById } from '../brand';
import {
  emailCollisions,
  hostsToRedirects,
  insertBrandMigration,
  MOVED_WITH_MEMBERS,
  moveBrandRows,
  moveMembers,
  movePlans,
  removeBrandHosts,
  retargetRedirects,
  tagMembers,
} from './repo';

export interface MigrationMoved {
  members: number;
  plans: number;
  rows: Record<string, number>;
  hostnames: string[];
}

export type MigrateResult =
  | ({ ok: true } & MigrationMoved)
  | { ok: false; problem: 'same_brand' | 'brand_not_found'; brandId?: string }
  | { ok: false; problem: 'email_collision'; emails: string[] };

export async function migrateBrand(
  db: Db,
  nowIso: string,
  fromBrandId: string,
  toBrandId: string,
  /** Runs last in the same transaction, as the audit row does (the console, the command). */
  record?: (trx: DbOrTrx, moved: MigrationMoved) => Promise<void>,
): Promise<MigrateResult> {
  if (fromBrandId === toBrandId) return { ok: false, problem: 'same_brand' };
  return inTransaction(db, async (trx): Promise<MigrateResult> => {
    for (const id of [fromBrandId, toBrandId])
      if (!(await findBrandById(trx, id))) return { ok: false, problem: 'brand_not_found', brandId: id };
    const emails = await emailCollisions(trx, fromBrandId, toBrandId);
    if (emails.length > 0) return { ok: false, problem: 'email_collision', emails };
    const memberIds = await moveMembers(trx, fromBrandId, toBrandId, nowIso);
    const rows: Record<string, number> = {};
    for (const table of MOVED_WITH_MEMBERS)
      rows[table] = await moveBrandRows(trx, table, fromBrandId, toBrandId);
    const plans = await movePlans(trx, fromBrandId, toBrandId);
    await tagMembers(trx, memberIds, SHOW_MIGRATION_MODAL_TAG, nowIso, 'server');
    await retargetRedirects(trx, fromBrandId, toBrandId);
    await hostsToRedirects(trx, fromBrandId, toBrandId, nowIso);
    const hostnames = await removeBrandHosts(trx, fromBrandId);
    await insertBrandMigration(trx, { fromBrandId, toBrandId, members: memberIds.length, nowIso });
    const moved = { members: memberIds.length, plans, rows, hostnames };
    await record?.(trx, moved);
    return { ok: true, ...moved };
  });
}
