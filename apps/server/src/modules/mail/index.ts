/** The public surface of modules/mail: other modules import only this (docs/modules.md); module.ts declares it. */
// What other modules use of this one (they import nothing else of it).
export { mailVars, type MailBrand, type MailMember } from './addressee';
export { layoutMail, type MailBlock, type RenderedMail } from './layout';
export {
  fromAddress,
  isMailTemplate,
  MAIL_TEMPLATES,
  type Mailer,
  type MailTemplate,
  type OutgoingMail,
  type PendingMail,
} from './mailer';
export { publicOrigin, type PublicOriginSettings } from './public-origin';
export type { MailService } from './service';
export { findMemberMail, listMemberMails, type MailMemberKey, type MemberMailRow } from './member-mail-repo';
