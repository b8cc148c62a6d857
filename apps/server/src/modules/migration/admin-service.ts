/**
 * Moving a brand's members to another brand from the console or the command line (issue 31 scope 3:
 * a brand migration is a dangerous act; the console asks for a fresh second factor first). Both go
 * through `migrateBrand`, which writes the audit row inside its own transaction: the members move
 * with their row, or neither.
 */
import type { Db } from '../../db/kysely';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { findBrandById } from '../brand';
import { migrateBrand, type MigrateResult } from './migrate-brand';
import { countMembersOf, countPlansOf, emailCollisions, hostnamesOf } from './repo';

/** Who moves the members: a staff member, or an operator command (no staff, address `cli`). */
export interface MigrationActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

/** What a migration would do, read before it runs; `emailCollisions` stop it (at most 20 named). */
export interface MigrationPreview {
  fromBrandId: string;
  toBrandId: string;
  members: number;
  plans: number;
  hostnames: string[];
  emailCollisions: string[];
}

export type MigrationPreviewResult =
  | { ok: true; preview: MigrationPreview }
  | { ok: false; problem: 'same_brand' | 'brand_not_found'; brandId?: string };

export class MigrationAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async preview(fromBrandId: string, toBrandId: string): Promise<MigrationPreviewResult> {
    if (fromBrandId === toBrandId) return { ok: false, problem: 'same_brand' };
    for (const id of [fromBrandId, toBrandId])
      if (!(await findBrandById(this.db, id))) return { ok: false, problem: 'brand_not_found', brandId: id };
    return {
      ok: true,
      preview: {
        fromBrandId,
        toBrandId,
        members: await countMembersOf(this.db, fromBrandId),
        plans: await countPlansOf(this.db, fromBrandId),
        hostnames: await hostnamesOf(this.db, fromBrandId),
        emailCollisions: await emailCollisions(this.db, fromBrandId, toBrandId),
      },
    };
  }

  /** Moves the members, and records who did it in the same transaction. */
  async migrate(actor: MigrationActor, fromBrandId: string, toBrandId: string): Promise<MigrateResult> {
    return migrateBrand(this.db, this.clock().toISOString(), fromBrandId, toBrandId, (trx, moved) =>
      this.audit.record(trx, {
        ...actor,
        brandId: fromBrandId,
        action: 'brand.migrate',
        target: `brand:${fromBrandId}`,
        before: { brandId: fromBrandId, hostnames: moved.hostnames },
        after: { brandId: toBrandId, members: moved.members, plans: moved.plans, rows: moved.rows },
      }),
    );
  }
}
