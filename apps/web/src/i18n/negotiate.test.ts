import { describe, expect, it } from 'vitest';
import { negotiateLanguage, toLanguageCode } from './negotiate';

describe('toLanguageCode', () => {
  it.each([
    ['en-us', 'en-us'],
    ['fr-CA', 'fr-ca'],
    ['fr', 'fr-ca'],
    ['fr-FR', 'fr-ca'],
    ['de_DE', 'de-de'],
    ['pt-BR', 'pt-pt'],
    ['ja', 'ja-jp'],
    ['ms-MY', 'my-ms'],
    ['my', 'my-ms'],
  ])('maps %s to %s', (tag, code) => {
    expect(toLanguageCode(tag)).toBe(code);
  });

  it.each([[''], ['  '], ['zh-CN'], [null], [undefined]])('does not speak %s', (tag) => {
    expect(toLanguageCode(tag)).toBeNull();
  });
});

describe('negotiateLanguage', () => {
  it('prefers a choice made on this device', () => {
    expect(
      negotiateLanguage({
        choice: 'ja-jp',
        memberLang: 'fr-ca',
        browserLanguages: ['de-DE'],
        brandDefault: 'es-es',
      }),
    ).toBe('ja-jp');
  });

  it('then the member language', () => {
    expect(negotiateLanguage({ memberLang: 'fr', browserLanguages: ['de-DE'], brandDefault: 'es-es' })).toBe(
      'fr-ca',
    );
  });

  it('then the first browser language it speaks', () => {
    expect(negotiateLanguage({ browserLanguages: ['zh-CN', 'it-IT', 'de-DE'], brandDefault: 'es-es' })).toBe(
      'it-it',
    );
  });

  it('then the brand default', () => {
    expect(negotiateLanguage({ browserLanguages: ['zh-CN'], brandDefault: 'es-es' })).toBe('es-es');
  });

  it('passes over what the brand does not offer, the stored choice and member language too', () => {
    expect(
      negotiateLanguage({
        choice: 'ja-jp',
        memberLang: 'fr-ca',
        browserLanguages: ['it-IT', 'de-DE'],
        brandDefault: 'es-es',
        offered: ['de-de', 'es-es'],
      }),
    ).toBe('de-de');
    expect(
      negotiateLanguage({ browserLanguages: ['it-IT'], brandDefault: 'es-es', offered: ['es-es'] }),
    ).toBe('es-es');
  });

  it('falls back to the first offered language when en-us is not offered and no default is known', () => {
    expect(negotiateLanguage({ browserLanguages: ['zh-CN'], offered: ['fr-ca', 'de-de'] })).toBe('fr-ca');
  });

  it('falls back to en-us', () => {
    expect(negotiateLanguage({})).toBe('en-us');
    expect(negotiateLanguage({ memberLang: 'xx', brandDefault: 'yy' })).toBe('en-us');
  });
});
