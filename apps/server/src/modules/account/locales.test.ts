import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@member-area/domain';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FOLDERS = {
  'account mail texts': path.join(HERE, 'locales'),
  'hosted payment page texts': path.join(HERE, '../payment/hosted-page/locales'),
};

/** Words that are the same in several languages, or names; checked by hand. */
const SAME_AS_ENGLISH = new Set(['paypalTab']);

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v as Record<string, unknown>, key));
  }
  return out;
}

describe.each(Object.entries(FOLDERS))('%s', (_name, dir) => {
  const read = (code: string) =>
    flatten(JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, unknown>);
  const english = read('en-us');

  it.each(LANGUAGE_CODES.filter((c) => c !== 'en-us'))('%s has every English key, translated', (code) => {
    const texts = read(code);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    const untranslated = Object.keys(english).filter(
      (k) => texts[k] === english[k] && !SAME_AS_ENGLISH.has(k),
    );
    expect(untranslated).toEqual([]);
    for (const [k, v] of Object.entries(english)) {
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(texts[k] ?? ''), `${code} ${k}`).toEqual(placeholders(v));
    }
  });
});
