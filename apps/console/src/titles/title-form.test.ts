import { describe, expect, it } from 'vitest';
import {
  controlOfProblem,
  countriesOf,
  formOf,
  inputOf,
  languageOfProblem,
  problemsOfExtra,
  titleFormProblems,
} from './title-form';

const DETAIL = {
  title: { mediaType: 'movie', releaseDate: '2021-05-04', isFree: false },
  texts: [
    { lang: 'en-us', title: 'The Film', description: 'A film.' },
    { lang: 'de-de', title: 'Der Film', description: '' },
  ],
  genreIds: ['401'],
  genreOptions: [{ id: '401' }, { id: '402' }],
  credits: [{ name: 'Nat Reader', role: 'narrator' }],
  restrictedCountries: ['DE'],
};

describe('the title form', () => {
  it('has all eight languages, en-us first, and sends what it holds', () => {
    const form = formOf(DETAIL);
    expect(form.texts.map((t) => t.lang)).toEqual([
      'en-us',
      'fr-ca',
      'de-de',
      'it-it',
      'pt-pt',
      'es-es',
      'ja-jp',
      'my-ms',
    ]);
    expect(form.texts.find((t) => t.lang === 'de-de')?.title).toBe('Der Film');
    expect(inputOf({ ...form, releaseDate: ' ', countries: 'de, fr;  it' })).toMatchObject({
      releaseDate: null,
      restrictedCountries: ['DE', 'FR', 'IT'],
      genreIds: ['401'],
    });
  });

  it('checks the form by the domain rule, keeping an imported credit', () => {
    const form = formOf(DETAIL);
    expect(titleFormProblems(form, DETAIL)).toEqual([]);
    const broken = {
      ...form,
      texts: form.texts.map((t) => (t.lang === 'en-us' ? { ...t, title: '' } : t)),
      genreIds: ['999'],
      countries: 'XX',
    };
    expect(titleFormProblems(broken, DETAIL).map((p) => p.field)).toEqual([
      'texts.en-us.title',
      'genreIds.0',
      'restrictedCountries.0',
    ]);
  });

  it('reads countries as typed: any separator, upper-cased, repeats kept for the rule to name', () => {
    expect(countriesOf(' us,gb  us ')).toEqual(['US', 'GB', 'US']);
  });

  it('maps a problem to its language tab and its control', () => {
    expect(languageOfProblem('texts.de-de.description')).toBe('de-de');
    expect(languageOfProblem('releaseDate')).toBeNull();
    expect(controlOfProblem('restrictedCountries.1')).toBe('countries');
    expect(controlOfProblem('genreIds.0')).toBe('genres');
    expect(controlOfProblem('credits.2.role')).toBe('credits.2.role');
  });

  it('reads the server’s problems, ignoring what is not one', () => {
    expect(
      problemsOfExtra({ problems: [{ field: 'releaseDate', code: 'release_date_invalid' }, { nope: 1 }] }),
    ).toEqual([{ field: 'releaseDate', code: 'release_date_invalid' }]);
    expect(problemsOfExtra(null)).toEqual([]);
  });
});
