import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@member-area/domain';

type Tree = { [key: string]: string | Tree };

const dir = join(import.meta.dirname, 'locales');
/** A language is a folder of feature files; each file's name is its top-level key. */
const load = (code: string): Tree =>
  Object.fromEntries(
    readdirSync(join(dir, code))
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(dir, code, f), 'utf8')) as Tree]),
  );

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Words that are the same in the other language (loanwords, brand or technical terms). */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'Sports',
  'Software',
  'Password',
  'Playlist',
  'Error 404',
  'E-mail',
  'Credits',
]);

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Text left once placeholders and symbols are removed: nothing to translate if it has no letters. */
const translatable = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/[^\p{L}]/gu, '');

const english = flatten(load(DEFAULT_LANGUAGE));
const others = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

describe('locale files', () => {
  it('exist for exactly the eight interface languages', () => {
    const folders = readdirSync(dir).sort();
    expect(folders).toEqual([...LANGUAGE_CODES].sort());
  });

  it('key every error code the server can answer under errors.', () => {
    for (const code of [
      'invalid_credentials',
      'too_many_attempts',
      'invalid_input',
      'reset_link_invalid',
      'weak_password',
      'unauthenticated',
      'forbidden',
      'brand_not_found',
      'internal_error',
      'network',
      'link_invalid',
    ]) {
      expect(english.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('keep the SPEC.md wording in English', () => {
    expect(english.get('errors.invalid_credentials')).toBe(
      'Credentials do not match any account for this site, try again or contact support.',
    );
    expect(english.get('status.notFound.title')).toBe("Sorry, we can't find that page.");
    expect(english.get('status.noBrand.title')).toBe("Oops, this brand doesn't exist!");
    expect(english.get('home.notices.inactive')).toBe('This account is not yet active.');
    expect(english.get('home.notices.noSubscription')).toBe('This account has no active subscription.');
  });

  for (const code of others) {
    describe(code, () => {
      const translated = flatten(load(code));

      it('has every key of en-us and no others', () => {
        expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
        expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
      });

      it('translates every text (nothing left in English)', () => {
        const untranslated = [...english].filter(([key, value]) => {
          const other = translated.get(key);
          return other === value && translatable(value).length > 3 && !SAME_AS_ENGLISH_ALLOWED.has(value);
        });
        expect(untranslated.map(([key]) => key)).toEqual([]);
      });

      it('keeps the same placeholders', () => {
        const mismatched = [...english].filter(
          ([key, value]) =>
            JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(translated.get(key) ?? '')),
        );
        expect(mismatched.map(([key]) => key)).toEqual([]);
      });

      it('has no empty texts', () => {
        expect([...translated].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
      });
    });
  }
});
