import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './kysely';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_catalogue';
import * as m0003 from './migrations/0003_account';
import * as m0004 from './migrations/0004_playback';
import * as m0005 from './migrations/0005_feedback';
import * as m0006 from './migrations/0006_search_tiers';
import * as m0007 from './migrations/0007_search_postings';
import * as m0008 from './migrations/0008_member_tag_allowlist';
import * as m0009 from './migrations/0009_data_translations';
import * as m0010 from './migrations/0010_one_active_subscription';
import * as m0011 from './migrations/0011_giveaways';
import * as m0012 from './migrations/0012_giveaway_pool_index';
import * as m0013 from './migrations/0013_coin_ledger';
import * as m0014 from './migrations/0014_marketplace';
import * as m0017 from './migrations/0017_marketplace_listing_indexes';
import * as m0018 from './migrations/0018_impacts';
import * as m0020 from './migrations/0020_vpn';
import * as m0021 from './migrations/0021_faq';
import * as m0022 from './migrations/0022_crosssell';
import * as m0023 from './migrations/0023_onboarding';
import * as m0024 from './migrations/0024_retention_indexes';
import * as m0025 from './migrations/0025_session_lifetimes';
import * as m0026 from './migrations/0026_play_time';
import * as m0027 from './migrations/0027_continue_row_index';
import * as m0028 from './migrations/0028_app_locks';
import * as m0029 from './migrations/0029_staff_and_audit';
import * as m0030 from './migrations/0030_brand_console';
import * as m0031 from './migrations/0031_subscription_price';
import * as m0032 from './migrations/0032_plan_membership';
import * as m0033 from './migrations/0033_job_queue';
import * as m0034 from './migrations/0034_media_owner';
import * as m0035 from './migrations/0035_media_assets';
import * as m0036 from './migrations/0036_libraries';
import * as m0037 from './migrations/0037_title_editing';
import * as m0038 from './migrations/0038_brand_rows';
import * as m0039 from './migrations/0039_library_package_detail';
import * as m0041 from './migrations/0041_payment_refunds';
import * as m0044 from './migrations/0044_brand_rest';
import * as m0045 from './migrations/0045_report_indexes';
import * as m0046 from './migrations/0046_report_daily';
import * as m0047 from './migrations/0047_report_subscription_brand';
import * as m0048 from './migrations/0048_session_device_mail_member';
import * as m0049 from './migrations/0049_variant_price';

/**
 * Migrations are listed here explicitly (not read from disk) so they work the same under tsx,
 * Vitest and a bundled build. Add each new migration with the next number; never edit a landed one.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_catalogue': m0002,
  '0003_account': m0003,
  '0004_playback': m0004,
  '0005_feedback': m0005,
  '0006_search_tiers': m0006,
  '0007_search_postings': m0007,
  '0008_member_tag_allowlist': m0008,
  '0009_data_translations': m0009,
  '0010_one_active_subscription': m0010,
  '0011_giveaways': m0011,
  '0012_giveaway_pool_index': m0012,
  '0013_coin_ledger': m0013,
  '0014_marketplace': m0014,
  '0017_marketplace_listing_indexes': m0017,
  '0018_impacts': m0018,
  '0020_vpn': m0020,
  '0021_faq': m0021,
  '0022_crosssell': m0022,
  '0023_onboarding': m0023,
  '0024_retention_indexes': m0024,
  '0025_session_lifetimes': m0025,
  '0026_play_time': m0026,
  '0027_continue_row_index': m0027,
  '0028_app_locks': m0028,
  '0029_staff_and_audit': m0029,
  '0030_brand_console': m0030,
  '0031_subscription_price': m0031,
  '0032_plan_membership': m0032,
  '0033_job_queue': m0033,
  '0034_media_owner': m0034,
  '0035_media_assets': m0035,
  '0036_libraries': m0036,
  '0037_title_editing': m0037,
  '0038_brand_rows': m0038,
  '0039_library_package_detail': m0039,
  '0041_payment_refunds': m0041,
  '0044_brand_rest': m0044,
  '0045_report_indexes': m0045,
  '0046_report_daily': m0046,
  '0047_report_subscription_brand': m0047,
  '0048_session_device_mail_member': m0048,
  '0049_variant_price': m0049,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL Kysely looks for its bookkeeping table in *any* schema unless told which one;
  // pin it to the connection's own schema so test schemas (and tenants sharing a cluster) never
  // see each other's migration state.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider,
    // Numbers are handed out to parallel branches, which land in any order: a database that ran a
    // later number first still runs an earlier one when it arrives (in name order, like the rest).
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
