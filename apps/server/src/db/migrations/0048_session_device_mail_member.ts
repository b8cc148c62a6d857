import { type AnyDb, createIndex } from './helpers';

/**
 * The member page's gaps (issue 33 scope 1, docs/console.md "Members"):
 * - where a session was signed in from: `sessions.user_agent` (the browser's User-Agent, at most
 *   512 characters) and `sessions.ip` (the client address as Fastify reads it under TRUST_PROXY),
 *   written at sign-in and carried to the session a refresh makes; null on older rows ("Unknown
 *   device");
 * - whose a mail is and what it is: `outbox_mails.member_id` (null: a mail to no member, a staff
 *   invitation, or a row older than this) and `outbox_mails.template` (null on older rows), so the
 *   member page finds a member's mails by id rather than by address (older rows still by address).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('ip', 'text').execute();
  // No foreign key: the outbox is the record of what was sent, kept as the rest of its row is when
  // a member goes; member ids are never reused (serial, AUTOINCREMENT).
  await db.schema.alterTable('outbox_mails').addColumn('member_id', 'integer').execute();
  await db.schema.alterTable('outbox_mails').addColumn('template', 'text').execute();
  await createIndex(db, 'outbox_mails_member', 'outbox_mails', ['member_id', 'id']);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('outbox_mails_member').execute();
  await db.schema.alterTable('outbox_mails').dropColumn('template').execute();
  await db.schema.alterTable('outbox_mails').dropColumn('member_id').execute();
  await db.schema.alterTable('sessions').dropColumn('ip').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
}
