import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/kysely';
import type { OutboxMailsTable } from '../../db/schema';

export type OutboxMailRow = Selectable<OutboxMailsTable>;

export async function insertOutboxMail(
  db: DbOrTrx,
  m: {
    brandId: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    createdAt: string;
    template: string | null;
    memberId: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('outbox_mails')
    .values({
      brand_id: m.brandId,
      to_address: m.to,
      subject: m.subject,
      text_body: m.text,
      html_body: m.html,
      created_at: m.createdAt,
      sent_at: null,
      template: m.template,
      member_id: m.memberId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function markMailSent(db: DbOrTrx, id: number, sentAt: string): Promise<void> {
  await db.updateTable('outbox_mails').set({ sent_at: sentAt }).where('id', '=', id).execute();
}

export async function listOutboxMails(
  db: DbOrTrx,
  opts: { to?: string; limit: number },
): Promise<OutboxMailRow[]> {
  let q = db.selectFrom('outbox_mails').selectAll();
  if (opts.to) q = q.where('to_address', '=', opts.to);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}
