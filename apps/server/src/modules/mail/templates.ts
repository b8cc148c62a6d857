import { translator, type EnglishTexts } from '../../i18n';
import { layoutMail, type RenderedMail } from './layout';

/** The sign-in mails of modules/auth; their texts are i18n/locales/<code>/mail.json. */
export type MailKind = keyof EnglishTexts['mail'];

export interface MailVars {
  brand: string;
  support: string;
  name: string;
  /** The link (reset password) or the address (forgot e-mail) the mail is about. */
  highlight: string;
}

export function renderMail(kind: MailKind, lang: string, vars: MailVars): RenderedMail {
  const t = translator(lang);
  const fill = { brand: vars.brand, support: vars.support, name: vars.name };
  const isLink = /^https?:\/\//.test(vars.highlight);
  return layoutMail(lang, t(`mail.${kind}.subject`, fill), [
    { kind: 'paragraph', text: t(`mail.${kind}.greeting`, fill) },
    { kind: 'paragraph', text: t(`mail.${kind}.body`, fill) },
    isLink ? { kind: 'link', url: vars.highlight } : { kind: 'highlight', text: vars.highlight },
    { kind: 'paragraph', text: t(`mail.${kind}.ignore`, fill) },
    { kind: 'note', text: t(`mail.${kind}.footer`, fill) },
  ]);
}
