import type { Db, DbOrTrx } from '../../db/kysely';
import type { Brand } from '../brand';
import type { MemberModel } from '../member';
import { mailVars } from './addressee';
import { fromAddress, type Mailer, type OutgoingMail, type PendingMail } from './mailer';
import { listOutboxMails, type OutboxMailRow } from './repo';
import { renderMail, type MailKind } from './templates';

/** Mails to members, in the member's language, signed with the brand's name and support address. */
export class MailService {
  constructor(private readonly mailer: Mailer) {}

  async sendToMember(kind: MailKind, brand: Brand, member: MemberModel, highlight: string): Promise<void> {
    await this.mailer.send(this.memberMail(kind, brand, member, highlight));
  }

  /** As sendToMember, recorded in the caller's transaction; deliver it after the commit (Mailer.enqueue). */
  enqueueToMember(
    trx: DbOrTrx,
    kind: MailKind,
    brand: Brand,
    member: MemberModel,
    highlight: string,
  ): Promise<PendingMail> {
    return this.mailer.enqueue(trx, this.memberMail(kind, brand, member, highlight));
  }

  private memberMail(kind: MailKind, brand: Brand, member: MemberModel, highlight: string): OutgoingMail {
    const rendered = renderMail(kind, member.lang, {
      ...mailVars(member, brand),
      highlight,
    });
    return {
      brandId: brand.id,
      to: member.email,
      from: fromAddress(brand),
      template: kind,
      memberId: member.id,
      ...rendered,
    };
  }
}

/** The outbox as the dev mailbox shows it (mail/routes.ts), newest first. */
export class MailboxService {
  constructor(private readonly db: Db) {}

  recent(filter: { to?: string; limit: number }): Promise<OutboxMailRow[]> {
    return listOutboxMails(this.db, filter);
  }
}
