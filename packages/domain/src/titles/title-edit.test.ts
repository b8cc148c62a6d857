import { describe, expect, it } from 'vitest';
import { isCalendarDate, titleEditProblems, TITLE_CREDITS_MAX, type TitleEdit } from './title-edit';

const GENRES_OF_MOVIE = [401, 402, 403];
const VALID: TitleEdit = {
  texts: [
    { lang: 'en-us', title: 'The Film', description: 'A film.' },
    { lang: 'de-de', title: 'Der Film', description: '' },
  ],
  genreIds: [401, 402],
  credits: [
    { name: 'Ann Director', role: 'director' },
    { name: 'Bo Actor', role: 'cast' },
  ],
  releaseDate: '2021-05-04',
  isFree: false,
  restrictedCountries: ['DE', 'FR'],
};

const codes = (edit: Partial<TitleEdit>, mediaType: 'movie' | 'music' = 'movie') =>
  titleEditProblems({ ...VALID, ...edit }, mediaType, GENRES_OF_MOVIE).map((p) => `${p.field}:${p.code}`);

describe('titleEditProblems (issue 32 point 6)', () => {
  it.each<[string, Partial<TitleEdit>, string[]]>([
    ['a valid edit', {}, []],
    [
      'no default-language title',
      { texts: [{ lang: 'de-de', title: 'Der Film', description: '' }] },
      ['texts.en-us.title:title_text_missing'],
    ],
    [
      'a blank default-language title',
      { texts: [{ lang: 'en-us', title: '   ', description: '' }] },
      ['texts.en-us.title:title_text_missing'],
    ],
    [
      'a title of 200 characters',
      { texts: [{ lang: 'en-us', title: 'x'.repeat(200), description: '' }] },
      [],
    ],
    [
      'a title of 201 characters',
      { texts: [{ lang: 'en-us', title: 'x'.repeat(201), description: '' }] },
      ['texts.en-us.title:title_text_too_long'],
    ],
    ['a description of 5,000', { texts: [{ lang: 'en-us', title: 'T', description: 'd'.repeat(5000) }] }, []],
    [
      'a description of 5,001',
      { texts: [{ lang: 'en-us', title: 'T', description: 'd'.repeat(5001) }] },
      ['texts.en-us.description:title_description_too_long'],
    ],
    [
      'a translated description without its title',
      {
        texts: [
          { lang: 'en-us', title: 'T', description: '' },
          { lang: 'fr-ca', title: '', description: 'Un film' },
        ],
      },
      ['texts.fr-ca.title:title_text_missing'],
    ],
    [
      'an empty translation (removes it)',
      {
        texts: [
          { lang: 'en-us', title: 'T', description: '' },
          { lang: 'fr-ca', title: '', description: '' },
        ],
      },
      [],
    ],
    [
      'an unknown language',
      {
        texts: [
          { lang: 'en-us', title: 'T', description: '' },
          { lang: 'xx-yy', title: 'X', description: '' },
        ],
      },
      ['texts.xx-yy:language_invalid'],
    ],
    [
      'a language twice',
      {
        texts: [
          { lang: 'en-us', title: 'T', description: '' },
          { lang: 'en-us', title: 'U', description: '' },
        ],
      },
      ['texts.en-us:language_invalid'],
    ],
    [
      'a bidi override in a title',
      { texts: [{ lang: 'en-us', title: 'T\u202Eevil', description: '' }] },
      ['texts.en-us.title:invalid_characters'],
    ],
    ['line breaks in a description', { texts: [{ lang: 'en-us', title: 'T', description: 'one\ntwo' }] }, []],
    ['a genre of another type', { genreIds: [401, 101] }, ['genreIds.1:genre_invalid']],
    ['a genre twice', { genreIds: [401, 401] }, ['genreIds.1:genre_invalid']],
    ['no genres', { genreIds: [] }, []],
    [
      'a credit without a name',
      { credits: [{ name: ' ', role: 'cast' }] },
      ['credits.0.name:credit_name_invalid'],
    ],
    [
      'a role of another type',
      { credits: [{ name: 'Ann', role: 'narrator' }] },
      ['credits.0.role:credit_role_invalid'],
    ],
    ['an unknown role', { credits: [{ name: 'Ann', role: 'boss' }] }, ['credits.0.role:credit_role_invalid']],
    [
      '50 credits',
      { credits: Array.from({ length: TITLE_CREDITS_MAX }, (_, i) => ({ name: `P ${i}`, role: 'cast' })) },
      [],
    ],
    [
      '51 credits',
      {
        credits: Array.from({ length: TITLE_CREDITS_MAX + 1 }, (_, i) => ({ name: `P ${i}`, role: 'cast' })),
      },
      ['credits:credits_too_many'],
    ],
    ['no release date', { releaseDate: null }, []],
    ['a date that does not exist', { releaseDate: '2023-02-29' }, ['releaseDate:release_date_invalid']],
    ['a date in another shape', { releaseDate: '04/05/2021' }, ['releaseDate:release_date_invalid']],
    ['a lower-case country', { restrictedCountries: ['de'] }, ['restrictedCountries.0:country_invalid']],
    ['a country that is not one', { restrictedCountries: ['ZZ'] }, ['restrictedCountries.0:country_invalid']],
    ['a country twice', { restrictedCountries: ['DE', 'DE'] }, ['restrictedCountries.1:country_invalid']],
  ])('%s', (_name, edit, expected) => {
    expect(codes(edit)).toEqual(expected);
  });

  it('keeps a credit an import brought with a role of its own, but refuses that role for anyone new', () => {
    const stored = [{ name: 'Nat Reader', role: 'narrator' }];
    const edit = { ...VALID, credits: stored };
    expect(titleEditProblems(edit, 'movie', GENRES_OF_MOVIE, stored)).toEqual([]);
    const renamed = { ...VALID, credits: [{ name: 'Someone Else', role: 'narrator' }] };
    expect(titleEditProblems(renamed, 'movie', GENRES_OF_MOVIE, stored)).toEqual([
      { field: 'credits.0.role', code: 'credit_role_invalid' },
    ]);
  });

  it('judges roles by the media type: artist is a music role, not a film one', () => {
    const credits = [{ name: 'The Band', role: 'artist' }];
    expect(codes({ credits, genreIds: [] }, 'music')).toEqual([]);
    expect(codes({ credits, genreIds: [] }, 'movie')).toEqual(['credits.0.role:credit_role_invalid']);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2021-13-01', false],
    ['2021-04-31', false],
    ['0999-01-01', false],
    ['2021-1-01', false],
    ['2021-12-31', true],
  ])('%s → %s', (text, ok) => expect(isCalendarDate(text)).toBe(ok));
});
