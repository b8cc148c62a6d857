import type { Db } from '../../db/kysely';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import { mailVars } from './addressee';
import { fromAddress, type Mailer } from './mailer';
import { listOutboxMails, type OutboxMailRow } from './repo';
import { renderMail, type MailKind } from './templates';

/** Mails to members, in the member's language, signed with the brand's name and support address. */
export class MailService {
  constructor(private readonly mailer: Mailer) {}

  async sendToMember(kind: MailKind, brand: Brand, member: MemberModel, highlight: string): Promise<void> {
    const rendered = renderMail(kind, member.lang, {
      ...mailVars(member, brand),
      highlight,
    });
    await this.mailer.send({ brandId: brand.id, to: member.email, from: fromAddress(brand), ...rendered });
  }
}

/** The outbox as the dev mailbox shows it (mail/routes.ts), newest first. */
export class MailboxService {
  constructor(private readonly db: Db) {}

  recent(filter: { to?: string; limit: number }): Promise<OutboxMailRow[]> {
    return listOutboxMails(this.db, filter);
  }
}
