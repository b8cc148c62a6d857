import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Db, DbOrTrx } from '../../db/kysely';
import { isoNow, type Clock } from '../../lib/clock';
import { insertOutboxMail, markMailSent } from './repo';

/**
 * What a mail is, kept on its outbox row (`outbox_mails.template`, migration 0048): the console's
 * member page names it in the staff member's language (members.mails.templates.<template>).
 */
export const MAIL_TEMPLATES = [
  'reset_password',
  'forgot_email',
  'email_change',
  'email_changed',
  'email_taken',
  'cancellation',
  'refund',
  'coin_purchase',
  'giveaway_entry_purchase',
  'giveaway_prize_claim',
  'giveaway_winner',
  'order_confirmation',
  'order_shipped',
  'order_cancelled',
  'staff_invitation',
] as const;

export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export function isMailTemplate(value: string | null): value is MailTemplate {
  return value !== null && (MAIL_TEMPLATES as readonly string[]).includes(value);
}

export interface OutgoingMail {
  brandId: string;
  to: string;
  /** `"Brand" <support@…>`; the SMTP transport uses it as From. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47 tag of the mail's language (RenderedMail.lang): sent as Content-Language. */
  lang: string;
  /** Null only for a mail sent again whose first sending predates templates (migration 0048). */
  template: MailTemplate | null;
  /** The member the mail is for (the member page lists it); null for a mail to no member. */
  memberId: number | null;
}

/** A mail written to the outbox inside a transaction, to hand to the mail server once it commits. */
export interface PendingMail {
  deliver(): Promise<void>;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it at once. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Records the mail in the caller's transaction (`trx`), beside the change it is about (an audit
   * row): the caller calls `deliver()` after the commit, so a change rolled back sends nothing, and
   * a mail sent is never missing its record.
   */
  enqueue(trx: DbOrTrx, mail: OutgoingMail): Promise<PendingMail>;
}

const NOTHING_TO_DELIVER: PendingMail = { deliver: async () => {} };

/** Default outside production: every mail is kept in outbox_mails and shown at /dev/mailbox. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.enqueue(this.db, mail);
  }

  async enqueue(trx: DbOrTrx, mail: OutgoingMail): Promise<PendingMail> {
    await insertOutboxMail(trx, { ...mail, createdAt: isoNow(this.clock) });
    return NOTHING_TO_DELIVER;
  }
}

/** With SMTP_URL: recorded in the outbox first (an audit trail), then sent, then marked sent_at. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    smtpUrl: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await (await this.enqueue(this.db, mail)).deliver();
  }

  async enqueue(trx: DbOrTrx, mail: OutgoingMail): Promise<PendingMail> {
    const id = await insertOutboxMail(trx, { ...mail, createdAt: isoNow(this.clock) });
    return {
      deliver: async () => {
        await this.transport.sendMail(messageOf(mail));
        // After the commit: the row is there for the handle the mailer owns.
        await markMailSent(this.db, id, isoNow(this.clock));
      },
    };
  }
}

/** The message nodemailer sends for a mail; Content-Language (RFC 3282) says what the HTML's lang says. */
export function messageOf(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.lang },
  };
}

export function fromAddress(brand: { name: string; supportEmail: string }): string {
  return `"${brand.name.replace(/["\\\r\n]/g, '')}" <${brand.supportEmail}>`;
}
