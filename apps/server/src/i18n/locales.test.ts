import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@member-area/domain';
import { LOCALES_DIR, intlLocale, supportedLanguage, translator } from './index';

/** Words that are the same as in English in some languages (checked by hand), by namespace.key. */
const SAME_AS_ENGLISH = new Set([
  'invoice.date',
  'invoice.description',
  'invoice.total',
  'invoice.status',
  'hosted-page.paypalTab',
]);

const namespaces = (code: string) =>
  fs
    .readdirSync(path.join(LOCALES_DIR, code))
    .filter((f) => f.endsWith('.json'))
    .sort();

function flatten(obj: Record<string, unknown>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = `${prefix}.${k}`;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v as Record<string, unknown>, key));
  }
  return out;
}

function read(code: string, file: string): Record<string, string> {
  const json = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, code, file), 'utf8')) as Record<
    string,
    unknown
  >;
  return flatten(json, path.basename(file, '.json'));
}

const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('server locale files', () => {
  const others = LANGUAGE_CODES.filter((c) => c !== 'en-us');

  it('cover the error catalogue, the mails, the hosted payment page and the invoice', () => {
    expect(namespaces('en-us')).toEqual(
      expect.arrayContaining([
        'account-mail.json',
        'errors.json',
        'hosted-page.json',
        'invoice.json',
        'mail.json',
      ]),
    );
    expect(translator('pt-pt')('errors.not_found')).toBe('Este item não existe.');
  });

  it.each(others)('%s has every namespace of English', (code) => {
    expect(namespaces(code)).toEqual(namespaces('en-us'));
  });

  // One row per language and namespace, so a failure names the file to fix.
  it.each(others.flatMap((code) => namespaces('en-us').map((file) => [code, file])))(
    '%s/%s has every English key, translated, with the same placeholders',
    (code, file) => {
      const english = read('en-us', file);
      const texts = read(code, file);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      const untranslated = Object.keys(english).filter(
        (k) => texts[k] === english[k] && !SAME_AS_ENGLISH.has(k),
      );
      expect(untranslated).toEqual([]);
      for (const [k, v] of Object.entries(english)) {
        expect(texts[k]?.trim(), `${code} ${k}`).not.toBe('');
        expect(placeholders(texts[k] ?? ''), `${code} ${k}`).toEqual(placeholders(v));
      }
    },
  );

  it('reads a member language in any case or short form, and falls back to English', () => {
    expect(translator('ja-jp')('invoice.title')).toBe('請求書');
    expect(translator('FR-CA')('invoice.title')).toBe('Facture');
    expect(translator('de')('invoice.title')).toBe('Rechnung');
    expect(translator('xx-yy')('invoice.title')).toBe('Invoice');
    expect(supportedLanguage(null)).toBe('en-us');
  });

  it('has keys checked by tsc against the English files', () => {
    // @ts-expect-error no such key in en-us/mail.json, so this line only compiles with the directive.
    expect(translator('en-us')('mail.reset_password.nope')).toBe('mail.reset_password.nope');
  });

  it('fills placeholders through i18next and leaves HTML escaping to the caller', () => {
    expect(translator('de-de')('hosted-page.pay', { amount: '9,99 €' })).toBe('9,99 € bezahlen');
    expect(translator('en-us')('mail.reset_password.subject', { brand: 'Tom & <Jerry>' })).toBe(
      'Reset your Tom & <Jerry> password',
    );
  });

  it("formats 'my-ms' as Malay (ms-MY), never as Burmese", () => {
    expect(intlLocale('my-ms')).toBe('ms-MY');
    expect(intlLocale('ja-jp')).toBe('ja-JP');
    expect(intlLocale('de')).toBe('de-DE');
  });
});
