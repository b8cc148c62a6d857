import { translator } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { layoutMail, mailVars, type MailBrand, type MailMember, type RenderedMail } from '../mail';
import type { CancelReceipt } from '../billing';

/**
 * The account's mails, in the member's language: texts in i18n/locales/<code>/account-mail.json,
 * the look in mail/layout.ts. Each returns the mail; the service decides to whom it goes.
 */

/** Sent to the new address: the link that confirms it (valid 24 hours). */
export function emailChangeMail(member: MailMember, brand: MailBrand, link: string): RenderedMail {
  const t = translator(member.lang);
  const vars = mailVars(member, brand);
  return layoutMail(member.lang, t('account-mail.emailChange.subject', vars), [
    { kind: 'paragraph', text: t('account-mail.emailChange.greeting', vars) },
    { kind: 'paragraph', text: t('account-mail.emailChange.body', vars) },
    { kind: 'link', url: link },
    { kind: 'note', text: t('account-mail.emailChange.ignore', vars) },
    { kind: 'note', text: t('account-mail.emailChange.footer', vars) },
  ]);
}

/** Sent to the old address once the change is confirmed, naming the new one. */
export function emailChangedMail(member: MailMember, brand: MailBrand, newEmail: string): RenderedMail {
  const t = translator(member.lang);
  const vars = mailVars(member, brand);
  return layoutMail(member.lang, t('account-mail.emailChanged.subject', vars), [
    { kind: 'paragraph', text: t('account-mail.emailChanged.greeting', vars) },
    { kind: 'paragraph', text: t('account-mail.emailChanged.body', vars) },
    { kind: 'paragraph', text: newEmail },
    { kind: 'note', text: t('account-mail.emailChanged.warning', vars) },
  ]);
}

/**
 * Sent to the owner of an address another member asked to move their account to (issue 15): the
 * asker hears "check your new inbox" either way, so the answer does not tell which addresses exist.
 */
export function emailTakenMail(owner: MailMember, brand: MailBrand): RenderedMail {
  const t = translator(owner.lang);
  const vars = mailVars(owner, brand);
  return layoutMail(owner.lang, t('account-mail.emailTaken.subject', vars), [
    { kind: 'paragraph', text: t('account-mail.emailTaken.greeting', vars) },
    { kind: 'paragraph', text: t('account-mail.emailTaken.body', vars) },
    { kind: 'note', text: t('account-mail.emailTaken.advice', vars) },
  ]);
}

/**
 * The cancellation receipt (SPEC.md 4). `receipt.planName` is expected in the member's language
 * already (BillingService.cancel reads it from data_translations); dates are in their time zone.
 */
export function cancellationMail(member: MailMember, brand: MailBrand, receipt: CancelReceipt): RenderedMail {
  const t = translator(member.lang);
  const vars = mailVars(member, brand);
  const date = (iso: string) => formatDate(iso, member.lang, member.timezone);
  return layoutMail(member.lang, t('account-mail.cancel.subject', vars), [
    { kind: 'paragraph', text: t('account-mail.cancel.greeting', vars) },
    { kind: 'paragraph', text: t('account-mail.cancel.body', vars) },
    {
      kind: 'rows',
      rows: [
        [t('account-mail.cancel.plan'), receipt.planName],
        [t('account-mail.cancel.reference'), receipt.referenceNumber],
        [t('account-mail.cancel.cancelDate'), date(receipt.cancelDate)],
        [t('account-mail.cancel.accessUntil'), date(receipt.accessUntil)],
      ],
    },
    { kind: 'note', text: t('account-mail.cancel.kept', vars) },
    { kind: 'note', text: t('account-mail.cancel.footer', vars) },
  ]);
}
