import { z } from 'zod';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { escapeHtml } from '../../lib/html';
import deDe from './locales/de-de.json' with { type: 'json' };
import enUs from './locales/en-us.json' with { type: 'json' };
import esEs from './locales/es-es.json' with { type: 'json' };
import frCa from './locales/fr-ca.json' with { type: 'json' };
import itIt from './locales/it-it.json' with { type: 'json' };
import jaJp from './locales/ja-jp.json' with { type: 'json' };
import myMs from './locales/my-ms.json' with { type: 'json' };
import ptPt from './locales/pt-pt.json' with { type: 'json' };

const MailText = z.object({
  subject: z.string(),
  greeting: z.string(),
  body: z.string(),
  ignore: z.string(),
  footer: z.string(),
});
const LocaleFile = z.object({ reset_password: MailText, forgot_email: MailText });
type LocaleTexts = z.infer<typeof LocaleFile>;
export type MailKind = keyof LocaleTexts;

// Parsed once at start: a broken locale file fails loudly instead of sending a broken mail.
const LOCALES: Record<LanguageCode, LocaleTexts> = {
  'en-us': LocaleFile.parse(enUs),
  'fr-ca': LocaleFile.parse(frCa),
  'de-de': LocaleFile.parse(deDe),
  'it-it': LocaleFile.parse(itIt),
  'pt-pt': LocaleFile.parse(ptPt),
  'es-es': LocaleFile.parse(esEs),
  'ja-jp': LocaleFile.parse(jaJp),
  'my-ms': LocaleFile.parse(myMs),
};

export interface MailVars {
  brand: string;
  support: string;
  name: string;
  /** The link (reset password) or the address (forgot e-mail) the mail is about. */
  highlight: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function localeFor(lang: string): LanguageCode {
  const code = lang.toLowerCase();
  if (code in LOCALES) return code as LanguageCode;
  const short = code.slice(0, 2);
  const match = (Object.keys(LOCALES) as LanguageCode[]).find((c) => c.startsWith(short + '-'));
  return match ?? DEFAULT_LANGUAGE;
}

function fill(template: string, vars: MailVars): string {
  return template.replace(
    /\{\{(brand|support|name)\}\}/g,
    (_m, key: 'brand' | 'support' | 'name') => vars[key],
  );
}

export function renderMail(kind: MailKind, lang: string, vars: MailVars): RenderedMail {
  const t = LOCALES[localeFor(lang)][kind];
  const isLink = /^https?:\/\//.test(vars.highlight);
  const subject = fill(t.subject, vars);
  const text = [
    fill(t.greeting, vars),
    '',
    fill(t.body, vars),
    '',
    vars.highlight,
    '',
    fill(t.ignore, vars),
    '',
    fill(t.footer, vars),
  ].join('\n');
  const h = escapeHtml(vars.highlight);
  const highlightHtml = isLink
    ? `<p><a href="${h}" style="color:#298CB5">${h}</a></p>`
    : `<p style="font-size:18px"><strong>${h}</strong></p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#111;color:#eee;padding:24px">',
    `<p>${escapeHtml(fill(t.greeting, vars))}</p>`,
    `<p>${escapeHtml(fill(t.body, vars))}</p>`,
    highlightHtml,
    `<p>${escapeHtml(fill(t.ignore, vars))}</p>`,
    `<p style="color:#aaa">${escapeHtml(fill(t.footer, vars))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
