import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@member-area/domain';
import { LOCALES_DIR, intlLocale, supportedLanguage, translator } from './index';

/** Words that are the same as in English in some languages (checked by hand), by namespace.key. */
const SAME_AS_ENGLISH = new Set(['invoice.date', 'invoice.description', 'invoice.total', 'invoice.status']);

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

function read(code: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const file of namespaces(code)) {
    const json = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, code, file), 'utf8')) as Record<
      string,
      unknown
    >;
    Object.assign(texts, flatten(json, path.basename(file, '.json')));
  }
  return texts;
}

describe('server locale files', () => {
  const english = read('en-us');

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en-us'))('%s has every English key, translated', (code) => {
    expect(namespaces(code)).toEqual(namespaces('en-us'));
    const texts = read(code);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    const untranslated = Object.keys(english).filter(
      (k) => texts[k] === english[k] && !SAME_AS_ENGLISH.has(k),
    );
    expect(untranslated).toEqual([]);
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [k, v] of Object.entries(english))
      expect(placeholders(texts[k] ?? ''), `${code} ${k}`).toEqual(placeholders(v));
  });

  it('reads a member language in any case or short form, and falls back to English', () => {
    expect(translator('ja-jp')('invoice.title')).toBe('請求書');
    expect(translator('FR-CA')('invoice.title')).toBe('Facture');
    expect(translator('de')('invoice.title')).toBe('Rechnung');
    expect(translator('xx-yy')('invoice.title')).toBe('Invoice');
    expect(supportedLanguage(null)).toBe('en-us');
  });

  it("formats 'my-ms' as Malay (ms-MY), never as Burmese", () => {
    expect(intlLocale('my-ms')).toBe('ms-MY');
    expect(intlLocale('ja-jp')).toBe('ja-JP');
    expect(intlLocale('de')).toBe('de-DE');
  });
});
