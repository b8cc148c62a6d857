import { sql } from 'kysely';
import { type AnyDb } from './helpers';

/**
 * Members could grant themselves entitlements (issue 10 item 12): member.setTags stored any
 * well-formed tag, and member tags override brand tags, so `custom_media_types:movie`,
 * `sweepsattack:enable`, `sa_winner:…`, `layout:…` and the like were accepted from members. setTags
 * now takes only the allow-listed markers of packages/domain member-tags.ts; this migration
 * records who wrote each tag and removes the tags members stored that they may not set.
 *
 * Server-written and member-written tags share member_tags, so the new column `set_by`
 * ('server' | 'member') tells them apart from now on. For the rows written before it, the only
 * server writer was the seed (insertPersonaIfMissing), which stamps a persona's tags with the
 * member's own created_at, in the same statement batch that creates the member; a member can only
 * call setTags after the account exists, so its rows carry a later created_at. Hence:
 * - a row stamped with its member's created_at was written by the server: kept, `set_by` 'server';
 * - any later row was written by the member through setTags: removed if the tag is not on the
 *   allow-list below, else kept with `set_by` 'member'.
 * A tag an operator wrote by hand into the table after the account's creation cannot be told from
 * a member's and is removed if it is not a marker; operators set it again (`npm run ops`).
 *
 * The allow-list is copied from packages/domain member-tags.ts as it is today: a migration must
 * not change meaning when that file changes later.
 */

const SETTABLE_TAGS = [
  'ma_visited:true',
  'onboarding_status:completed',
  'cm_upsell:displayed',
  'cm_upsell:media',
  'cm_upsell:vpn',
  'sweep_bonus_offer_modal:displayed',
  'upsell_displayed',
];
const WINNER_DISPLAYED_PREFIX = 'winner_displayed:';
const SWEEP_ID = /^[A-Za-z0-9_-]{1,64}$/;

function isSettable(tag: string): boolean {
  if (SETTABLE_TAGS.includes(tag)) return true;
  return tag.startsWith(WINNER_DISPLAYED_PREFIX) && SWEEP_ID.test(tag.slice(WINNER_DISPLAYED_PREFIX.length));
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('member_tags')
    .addColumn('set_by', 'text', (c) =>
      c
        .notNull()
        .defaultTo('server')
        .check(sql`set_by IN ('server', 'member')`),
    )
    .execute();

  // The rows written after their member was created: by the member, through setTags.
  const memberWritten = (db: AnyDb) =>
    db
      .selectFrom('members')
      .select('members.id')
      .whereRef('members.id', '=', 'member_tags.member_id')
      .whereRef('members.created_at', '<>', 'member_tags.created_at');

  // Exact markers are kept in SQL; the few remaining rows are checked one by one against the
  // pattern of the per-sweep marker, which SQL LIKE cannot express on both engines.
  const candidates = await db
    .selectFrom('member_tags')
    .select(['member_id', 'tag'])
    .where('tag', 'not in', SETTABLE_TAGS)
    .where((eb) => eb.exists(memberWritten(db)))
    .execute();
  for (const row of candidates as { member_id: number; tag: string }[]) {
    if (isSettable(row.tag)) continue;
    await db
      .deleteFrom('member_tags')
      .where('member_id', '=', row.member_id)
      .where('tag', '=', row.tag)
      .execute();
  }

  await db
    .updateTable('member_tags')
    .set({ set_by: 'member' })
    .where((eb) => eb.exists(memberWritten(db)))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  // The removed tags are not restored: they were entitlements members granted themselves.
  await db.schema.alterTable('member_tags').dropColumn('set_by').execute();
}
