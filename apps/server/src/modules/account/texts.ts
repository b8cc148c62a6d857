import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, intlLocale, type LanguageCode } from '@member-area/domain';
import { escapeHtml } from '../../lib/html';
import deDe from './locales/de-de.json' with { type: 'json' };
import enUs from './locales/en-us.json' with { type: 'json' };
import esEs from './locales/es-es.json' with { type: 'json' };
import frCa from './locales/fr-ca.json' with { type: 'json' };
import itIt from './locales/it-it.json' with { type: 'json' };
import jaJp from './locales/ja-jp.json' with { type: 'json' };
import myMs from './locales/my-ms.json' with { type: 'json' };
import ptPt from './locales/pt-pt.json' with { type: 'json' };

const Texts = z.object({
  cancel: z.object({
    subject: z.string(),
    greeting: z.string(),
    body: z.string(),
    reference: z.string(),
    cancelDate: z.string(),
    accessUntil: z.string(),
    kept: z.string(),
    footer: z.string(),
  }),
  emailChange: z.object({
    subject: z.string(),
    greeting: z.string(),
    body: z.string(),
    ignore: z.string(),
    footer: z.string(),
  }),
  emailChanged: z.object({
    subject: z.string(),
    greeting: z.string(),
    body: z.string(),
    warning: z.string(),
  }),
});
export type AccountTexts = z.infer<typeof Texts>;

// Parsed once at start: a broken locale file fails loudly.
export const ACCOUNT_TEXTS: Record<LanguageCode, AccountTexts> = {
  'en-us': Texts.parse(enUs),
  'fr-ca': Texts.parse(frCa),
  'de-de': Texts.parse(deDe),
  'it-it': Texts.parse(itIt),
  'pt-pt': Texts.parse(ptPt),
  'es-es': Texts.parse(esEs),
  'ja-jp': Texts.parse(jaJp),
  'my-ms': Texts.parse(myMs),
};

export function localeOf(lang: string): LanguageCode {
  const code = lang.toLowerCase();
  if ((LANGUAGE_CODES as string[]).includes(code)) return code as LanguageCode;
  return LANGUAGE_CODES.find((c) => c.startsWith(code.slice(0, 2) + '-')) ?? DEFAULT_LANGUAGE;
}

export function textsFor(lang: string): AccountTexts {
  return ACCOUNT_TEXTS[localeOf(lang)];
}

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, k: string) => vars[k] ?? m);
}

/** A date as the member reads it, in their language and time zone. */
export function formatDate(iso: string, lang: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(localeOf(lang)), { dateStyle: 'long', timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Intl.DateTimeFormat(intlLocale(localeOf(lang)), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  }
}

export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** Plain mail: paragraphs, and key/value rows or a link shown prominently. */
export function renderMail(parts: {
  subject: string;
  paragraphsBefore: string[];
  rows?: [string, string][];
  link?: string;
  paragraphsAfter: string[];
}): Rendered {
  const rows = parts.rows ?? [];
  const text = [
    ...parts.paragraphsBefore,
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(parts.link ? [parts.link] : []),
    ...parts.paragraphsAfter,
  ].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#111;color:#eee;padding:24px">',
    ...parts.paragraphsBefore.map((p) => `<p>${escapeHtml(p)}</p>`),
    rows.length
      ? `<table style="border-collapse:collapse">${rows
          .map(
            ([k, v]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#aaa">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`,
          )
          .join('')}</table>`
      : '',
    parts.link
      ? `<p><a href="${escapeHtml(parts.link)}" style="color:#298CB5">${escapeHtml(parts.link)}</a></p>`
      : '',
    ...parts.paragraphsAfter.map((p) => `<p style="color:#aaa">${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}
