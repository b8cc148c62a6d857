import { STAFF_INVITATION_DAYS } from '@member-area/domain';
import { translator } from '../../i18n';
import { layoutMail, type Mailer } from '../mail';
import type { StaffModel } from './model';

/** The outbox keeps a brand id per mail; console mails belong to no brand. */
export const CONSOLE_MAIL_BRAND = 'console';

/**
 * The invitation: who invited whom to which role, and the one-time link (texts in
 * i18n/locales/<code>/console-mail.json, in the inviter's language, which the invitee's account
 * starts with).
 */
export async function sendStaffInvitation(
  mailer: Mailer,
  input: { staff: StaffModel; inviter: string | null; link: string },
): Promise<void> {
  const { staff } = input;
  const t = translator(staff.lang);
  const vars = {
    name: staff.name,
    inviter: input.inviter ?? t('console-mail.roles.owner'),
    role: t(`console-mail.roles.${staff.role}`),
    days: String(STAFF_INVITATION_DAYS),
  };
  const mail = layoutMail(staff.lang, t('console-mail.staff_invitation.subject', vars), [
    { kind: 'paragraph', text: t('console-mail.staff_invitation.greeting', vars) },
    { kind: 'paragraph', text: t('console-mail.staff_invitation.body', vars) },
    { kind: 'link', url: input.link },
    { kind: 'note', text: t('console-mail.staff_invitation.ignore', vars) },
  ]);
  const host = new URL(input.link).hostname;
  await mailer.send({
    brandId: CONSOLE_MAIL_BRAND,
    to: staff.email,
    from: `"Console" <no-reply@${host}>`,
    template: 'staff_invitation',
    memberId: null,
    ...mail,
  });
}
