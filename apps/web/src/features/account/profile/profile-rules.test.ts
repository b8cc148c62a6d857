import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@member-area/domain';
import { profileFormOf, profileFormProblems, profileInput, refusedProfileField } from './profile-rules';

const form = {
  name: 'Ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '',
  timezone: 'Europe/London',
  lang: 'en-us',
};

describe('profileFormOf', () => {
  const brand = { languages: ['en-us', 'fr-ca', 'de-de'], defaultLanguage: 'de-de' };

  it('fills missing names and phone with empty text and keeps a language the brand offers', () => {
    expect(
      profileFormOf(
        {
          name: 'Ada',
          firstName: null,
          lastName: null,
          phoneNumber: null,
          timezone: 'UTC',
          lang: 'fr-ca',
        },
        brand,
      ),
    ).toEqual({ name: 'Ada', firstName: '', lastName: '', phoneNumber: '', timezone: 'UTC', lang: 'fr-ca' });
  });

  it("falls back to the brand's default for a language no locale file has", () => {
    expect(profileFormOf({ ...form, lang: 'xx' }, brand).lang).toBe('de-de');
  });

  it("falls back to the brand's default for a language the brand does not offer", () => {
    expect(profileFormOf({ ...form, lang: 'ja-jp' }, brand).lang).toBe('de-de');
  });

  it('keeps any of the eight for a brand without a list, and en-us without a brand', () => {
    expect(profileFormOf({ ...form, lang: 'ja-jp' }, { defaultLanguage: 'en-us' }).lang).toBe('ja-jp');
    expect(profileFormOf({ ...form, lang: 'xx' }, null).lang).toBe('en-us');
  });
});

describe('profileFormProblems', () => {
  it.each([
    ['a valid form', form, {}],
    ['an empty display name', { ...form, name: '  ' }, { name: { code: 'name_required' } }],
    [
      'a display name over its bound',
      { ...form, name: 'a'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
      { name: { code: 'invalid_name', max: DISPLAY_NAME_MAX_LENGTH } },
    ],
    [
      'a last name over its bound',
      { ...form, lastName: 'a'.repeat(PERSON_NAME_MAX_LENGTH + 1) },
      { lastName: { code: 'invalid_name', max: PERSON_NAME_MAX_LENGTH } },
    ],
    [
      'a phone that is not a number',
      { ...form, phoneNumber: 'call me' },
      { phoneNumber: { code: 'invalid_phone' } },
    ],
  ])('%s', (_name, input, expected) => {
    expect(profileFormProblems(input)).toEqual(expected);
  });
});

describe('refusedProfileField', () => {
  it.each([
    ['invalid_characters', { fields: ['lastName'] }, { field: 'lastName' }],
    ['invalid_characters', { fields: ['timezone'] }, null],
    ['invalid_characters', null, null],
    ['invalid_name', { fields: ['firstName'], max: 40 }, { field: 'firstName', max: 40 }],
    ['invalid_name', null, { field: 'name', max: DISPLAY_NAME_MAX_LENGTH }],
    ['invalid_name', { fields: ['lastName'] }, { field: 'lastName', max: PERSON_NAME_MAX_LENGTH }],
    ['invalid_timezone', null, { field: 'timezone' }],
    ['invalid_language', null, { field: 'lang' }],
    ['name_required', null, { field: 'name' }],
    ['rate_limited', null, null],
  ])('%s %j is shown at %j (null: the form)', (code, extra, expected) => {
    expect(refusedProfileField(code, extra)).toEqual(expected);
  });
});

describe('profileInput', () => {
  it('trims the names and the phone', () => {
    expect(profileInput({ ...form, name: ' Ada ', phoneNumber: ' +1 415 555 0199 ' })).toMatchObject({
      name: 'Ada',
      phoneNumber: '+1 415 555 0199',
    });
  });
});
