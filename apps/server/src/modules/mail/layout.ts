import { intlLocale } from '../../i18n';
import { escapeHtml } from '../../lib/html';

/** A mail ready for the Mailer: the subject, a plain-text part and an HTML part saying the same. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /**
   * The BCP 47 tag of the language it is written in ('fr-CA', 'ms-MY'): the HTML's `lang` and the
   * message's Content-Language, so screen readers and mail clients read and translate it right.
   */
  lang: string;
}

/**
 * One piece of a mail's body, in reading order. Texts are already translated and filled in; the
 * layout escapes them for the HTML part, so callers never pass HTML.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Small print after the message (footer, warnings), grey in the HTML part. */
  | { kind: 'note'; text: string }
  /** The link the mail is about (reset, confirm), clickable in the HTML part. */
  | { kind: 'link'; url: string }
  /** A value the member came for (their sign-in address), large in the HTML part. */
  | { kind: 'highlight'; text: string }
  /** Label and value pairs (a receipt); one line each in the text part, a table in HTML. */
  | { kind: 'rows'; rows: [string, string][] };

const BODY_STYLE = 'font-family:system-ui,sans-serif;background:#111;color:#eee;padding:24px';

function textOf(block: MailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
    case 'highlight':
      return [block.text];
    case 'link':
      return [block.url];
    case 'rows':
      return block.rows.map(([label, value]) => `${label}: ${value}`);
  }
}

function htmlOf(block: MailBlock): string {
  const e = escapeHtml;
  switch (block.kind) {
    case 'paragraph':
      return `<p>${e(block.text)}</p>`;
    case 'note':
      return `<p style="color:#aaa">${e(block.text)}</p>`;
    case 'link':
      return `<p><a href="${e(block.url)}" style="color:#298CB5">${e(block.url)}</a></p>`;
    case 'highlight':
      return `<p style="font-size:18px"><strong>${e(block.text)}</strong></p>`;
    case 'rows':
      return block.rows.length
        ? `<table style="border-collapse:collapse">${block.rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding:4px 16px 4px 0;color:#aaa">${e(label)}</td><td><strong>${e(value)}</strong></td></tr>`,
            )
            .join('')}</table>`
        : '';
  }
}

/**
 * Every member mail's one look: blocks separated by a blank line in text, paragraphs in HTML.
 * `memberLang` is the member's language code, as the texts were translated with it: a language we
 * do not write in came out in the default one, and intlLocale names that one.
 */
export function layoutMail(memberLang: string, subject: string, blocks: MailBlock[]): RenderedMail {
  const lang = intlLocale(memberLang);
  return {
    subject,
    text: blocks.flatMap(textOf).join('\n\n'),
    html: `<!doctype html><html lang="${escapeHtml(lang)}"><body style="${BODY_STYLE}">${blocks.map(htmlOf).join('')}</body></html>`,
    lang,
  };
}
