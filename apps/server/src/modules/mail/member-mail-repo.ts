/**
 * The console's read of the mails sent to a member (docs/console.md "Members"): the outbox rows
 * that name the member (`member_id`, migration 0048). Rows written before then name nobody; for
 * them the address is what ties a mail to the member: rows of the member's brand addressed to their
 * current e-mail or to an address they changed to. An address passes from member to member (one
 * leaves it, another takes it), so such a mail counts only when it was written since the member
 * joined and its address is no other member's of the brand now: a mail of someone else's must
 * never be shown, nor sent again to this member.
 */
import type { ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { OutboxMailRow } from './repo';

export type MemberMailRow = Pick<
  OutboxMailRow,
  'id' | 'to_address' | 'subject' | 'created_at' | 'sent_at' | 'template'
>;

export interface MailMemberKey {
  id: number;
  brandId: string;
  email: string;
  /** When the member joined (ISO 8601). */
  createdAt: string;
}

function theMembers(member: MailMemberKey) {
  return (eb: ExpressionBuilder<Database, 'outbox_mails'>) =>
    eb.or([eb('outbox_mails.member_id', '=', member.id), byAddress(member)(eb)]);
}

/** A row that names no member (written before migration 0048), tied to the member by its address. */
function byAddress(member: MailMemberKey) {
  return (eb: ExpressionBuilder<Database, 'outbox_mails'>) =>
    eb.and([
      eb('outbox_mails.member_id', 'is', null),
      eb('outbox_mails.brand_id', '=', member.brandId),
      eb('outbox_mails.created_at', '>=', member.createdAt),
      eb.or([
        eb('outbox_mails.to_address', '=', member.email),
        eb(
          'outbox_mails.to_address',
          'in',
          eb
            .selectFrom('email_changes')
            .select('email_changes.new_email')
            .where('email_changes.member_id', '=', member.id)
            .where('email_changes.used_at', 'is not', null),
        ),
      ]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('members as other')
            .select('other.id')
            .whereRef('other.email', '=', 'outbox_mails.to_address')
            .where('other.brand_id', '=', member.brandId)
            .where('other.id', '!=', member.id),
        ),
      ),
    ]);
}

/** The newest `limit` mails to the member, newest first. */
export async function listMemberMails(
  db: DbOrTrx,
  member: MailMemberKey,
  limit: number,
): Promise<MemberMailRow[]> {
  const rows = await db
    .selectFrom('outbox_mails')
    .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'template'])
    .where(theMembers(member))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One mail of the member's (as listMemberMails finds them), with its bodies; undefined otherwise. */
export async function findMemberMail(
  db: DbOrTrx,
  member: MailMemberKey,
  mailId: number,
): Promise<OutboxMailRow | undefined> {
  const row = await db
    .selectFrom('outbox_mails')
    .selectAll()
    .where('id', '=', mailId)
    .where(theMembers(member))
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}
