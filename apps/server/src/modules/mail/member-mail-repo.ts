/**
 * The console's read of the mails sent to a member (docs/console.md "Members"): the outbox rows of
 * the member's brand addressed to their current e-mail or to an address they changed to. The
 * outbox keeps no member id and no template name: the address is what ties a mail to the member.
 */
import type { DbOrTrx } from '../../db/kysely';
import type { OutboxMailRow } from './repo';

export type MemberMailRow = Pick<OutboxMailRow, 'id' | 'to_address' | 'subject' | 'created_at' | 'sent_at'>;

function addressedTo(member: { id: number; email: string }) {
  return (db: DbOrTrx) =>
    db
      .selectFrom('email_changes')
      .select('new_email')
      .where('member_id', '=', member.id)
      .where('used_at', 'is not', null);
}

/** The newest `limit` mails to the member, newest first. */
export async function listMemberMails(
  db: DbOrTrx,
  member: { id: number; brandId: string; email: string },
  limit: number,
): Promise<MemberMailRow[]> {
  const rows = await db
    .selectFrom('outbox_mails')
    .select(['id', 'to_address', 'subject', 'created_at', 'sent_at'])
    .where('brand_id', '=', member.brandId)
    .where((eb) =>
      eb.or([eb('to_address', '=', member.email), eb('to_address', 'in', addressedTo(member)(db))]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One mail of the member's (as listMemberMails finds them), with its bodies; undefined otherwise. */
export async function findMemberMail(
  db: DbOrTrx,
  member: { id: number; brandId: string; email: string },
  mailId: number,
): Promise<OutboxMailRow | undefined> {
  const row = await db
    .selectFrom('outbox_mails')
    .selectAll()
    .where('id', '=', mailId)
    .where('brand_id', '=', member.brandId)
    .where((eb) =>
      eb.or([eb('to_address', '=', member.email), eb('to_address', 'in', addressedTo(member)(db))]),
    )
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}
