import { type AnyDb, createIndex } from './helpers';

/**
 * The rest of a brand on the console (issue 33 scope 4, docs/console.md):
 * - a feedback report's handling (`feedbacks.status`: new, seen, resolved; every report so far is new)
 *   and when it last changed, with the brand's list read newest first per status;
 * - VPN servers of one brand beside the shared fleet (`vpn_servers.brand_id`, null: every brand's,
 *   as the whole fleet so far) and switched off (`disabled_at`: members no longer see or pick it);
 * - why a certificate was revoked (`vpn_certificates.revoke_cause`: null or `replaced` for a newer
 *   configuration, `staff` for support revoking it), which the CRL states as its reason;
 * - help articles hidden from members (`faq_entries.hidden`), and the key of an article's texts in
 *   data_translations (`faq_entries.text_key`): the slug so far, which brands share (the seed's common
 *   questions); an article the console edits gets its own key (`<brand>/<slug>`), so one brand's
 *   wording never changes another's;
 * - impact items switched off (`impact_items.active`: members no longer see or fund them) and the key
 *   of an item's texts (`impact_items.text_key`), as for help articles: the slug, which the seeded
 *   items of every brand share, until the console writes an item's texts under `<brand>/<slug>`.
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
  await db.schema
    .alterTable('faq_entries')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('faq_entries')
    .addColumn('text_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('faq_entries')
    .set((eb) => ({ text_key: eb.ref('slug') }))
    .execute();
  await db.schema
    .alterTable('impact_items')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('impact_items')
    .addColumn('text_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('impact_items')
    .set((eb) => ({ text_key: eb.ref('slug') }))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('impact_items').dropColumn('text_key').execute();
  await db.schema.alterTable('impact_items').dropColumn('active').execute();
  await db.schema.alterTable('faq_entries').dropColumn('text_key').execute();
  await db.schema.alterTable('faq_entries').dropColumn('hidden').execute();
  await db.schema.alterTable('vpn_certificates').dropColumn('revoke_cause').execute();
  await db.schema.alterTable('vpn_servers').dropColumn('disabled_at').execute();
  await db.schema.alterTable('vpn_servers').dropColumn('brand_id').execute();
  await db.schema.dropIndex('feedbacks_brand_created').execute();
  await db.schema.alterTable('feedbacks').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('feedbacks').dropColumn('status').execute();
}
