import { type AnyDb, createIndex } from './helpers';

/**
 * The rest of a brand on the console (issue 33 scope 4, docs/console.md):
 * - a feedback report's handling (`feedbacks.status`: new, seen, resolved; every report so far is new)
 *   and when it last changed, with the brand's list read newest first per status;
 * - VPN servers of one brand beside the shared fleet (`vpn_servers.brand_id`, null: every brand's,
 *   as the whole fleet so far) and switched off (`disabled_at`: members no longer see or pick it);
 * - why a certificate was revoked (`vpn_certificates.revoke_cause`: null or `replaced` for a newer
 *   configuration, `staff` for support revoking it), which the CRL states as its reason.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('feedbacks')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('feedbacks').addColumn('status_changed_at', 'text').execute();
  await createIndex(db, 'feedbacks_brand_created', 'feedbacks', ['brand_id', 'created_at']);
  await db.schema.alterTable('vpn_servers').addColumn('brand_id', 'text').execute();
  await db.schema.alterTable('vpn_servers').addColumn('disabled_at', 'text').execute();
  await db.schema.alterTable('vpn_certificates').addColumn('revoke_cause', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('vpn_certificates').dropColumn('revoke_cause').execute();
  await db.schema.alterTable('vpn_servers').dropColumn('disabled_at').execute();
  await db.schema.alterTable('vpn_servers').dropColumn('brand_id').execute();
  await db.schema.dropIndex('feedbacks_brand_created').execute();
  await db.schema.alterTable('feedbacks').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('feedbacks').dropColumn('status').execute();
}
