import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Db } from '../../db/kysely';
import { isoNow, type Clock } from '../../lib/clock';
import { insertOutboxMail, markMailSent } from './repo';

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
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Default outside production: every mail is kept in outbox_mails and shown at /dev/mailbox. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await insertOutboxMail(this.db, { ...mail, createdAt: isoNow(this.clock) });
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
    const id = await insertOutboxMail(this.db, { ...mail, createdAt: isoNow(this.clock) });
    await this.transport.sendMail(messageOf(mail));
    await markMailSent(this.db, id, isoNow(this.clock));
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
