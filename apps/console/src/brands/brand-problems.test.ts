import { describe, expect, it } from 'vitest';
import { brandFormFromBrand, brandInputFromForm, emptyBrandForm, type BrandForm } from './brand-form';
import { colourProblems, controlOfPath, controlProblems, problemsOf } from './brand-problems';

const form: BrandForm = {
  ...emptyBrandForm(),
  hosts: ['', ' A.example.test', 'a.example.test', 'b.example.test'],
  phones: ['', '+1 512 555 0190'],
  checkedTags: ['ecommerce:enabled', 'sweeps'],
};
const input = brandInputFromForm(form);

describe('problemsOf', () => {
  it.each([
    [
      {
        field: 'hosts.1',
        problems: [
          { field: 'hosts.1', code: 'host_invalid' },
          { field: 'name', code: 'brand_name_invalid' },
        ],
      },
      'host_invalid',
      [
        { field: 'hosts.1', code: 'host_invalid' },
        { field: 'name', code: 'brand_name_invalid' },
      ],
    ],
    [{ field: 'hosts.0', problems: [] }, 'host_taken', [{ field: 'hosts.0', code: 'host_taken' }]],
    [{ field: 'currency' }, 'currency_locked', [{ field: 'currency', code: 'currency_locked' }]],
    [{ field: null, problems: [] }, 'forbidden', []],
    [
      { problems: [{ field: 3 }, 'x', { field: 'id', code: 'brand_exists' }] },
      'brand_exists',
      [{ field: 'id', code: 'brand_exists' }],
    ],
    [null, 'internal_error', []],
  ])('%j, %s', (extra, code, expected) => {
    expect(problemsOf(extra, code)).toEqual(expected);
  });
});

describe('controlOfPath', () => {
  it.each([
    ['name', 'name'],
    ['accentColor', 'accentColor'],
    // The second host sent is the form's third row: blank and repeated rows are not sent.
    ['hosts.1', 'hosts.3'],
    ['hosts.0', 'hosts.1'],
    ['hosts', 'hosts'],
    ['phones.0', 'phones.1'],
    ['menu.2.path', 'menu.2.path'],
    ['menu.0.color', 'menu.0.color'],
    ['menu.4', 'menu.4'],
    ['menu', 'menu'],
    ['address.zip', 'address.zip'],
    ['address.countryCode', 'address.countryCode'],
    ['sweeps.blockedCountries.3', 'blockedCountries'],
    ['mediaTypes.1', 'mediaTypes'],
    ['languages.0', 'languages'],
    ['languages', 'languages'],
    ['defaultLanguage', 'defaultLanguage'],
    ['tags.0', 'tags.features'],
    ['tags.1', 'tags.giveaways'],
    ['tags.9', 'tags'],
  ])('%s → %s', (path, control) => {
    expect(controlOfPath(path, form, input)).toBe(control);
  });
});

describe('controlProblems', () => {
  it('keeps every problem, the first of each control', () => {
    expect(
      controlProblems(
        [
          { field: 'hosts.0', code: 'host_invalid' },
          { field: 'mediaTypes.0', code: 'media_type_invalid' },
          { field: 'mediaTypes.1', code: 'media_type_invalid' },
          { field: 'sweeps.blockedCountries.0', code: 'country_invalid' },
        ],
        form,
        input,
      ),
    ).toEqual([
      { control: 'hosts.1', code: 'host_invalid' },
      { control: 'mediaTypes', code: 'media_type_invalid' },
      { control: 'blockedCountries', code: 'country_invalid' },
    ]);
  });
});

describe('colourProblems', () => {
  it('refuses what the domain refuses: the accent on the page, the button under its label, menu colours', () => {
    const base = brandInputFromForm(emptyBrandForm());
    expect(colourProblems(base)).toEqual([]);
    expect(
      colourProblems({
        ...base,
        accentColor: '#333333',
        accentColorExact: '#777777',
        menu: [
          { label: 'Home', path: '/', icon: 'home', color: '#fff', submenuType: null },
          { label: 'Two', path: '/', icon: 'home', color: null, submenuType: null },
        ],
      }),
    ).toEqual([
      { field: 'accentColor', code: 'contrast_too_low' },
      { field: 'accentColorExact', code: 'contrast_too_low' },
      { field: 'menu.0.color', code: 'color_invalid' },
    ]);
  });
  it('takes a saved brand as it is', () => {
    const saved = brandInputFromForm({ ...brandFormFromBrand(sample), menu: [] });
    expect(colourProblems(saved)).toEqual([]);
  });
});

const sample = {
  id: 'playmax',
  name: 'PlayMax',
  hosts: ['playmax.localhost'],
  layout: 'default',
  logoUrl: '',
  iconUrl: '',
  accentColor: '#A78BFA',
  accentColorExact: '#7C3AED',
  mediaTypes: [],
  tags: [],
  menu: [],
  supportDomain: 'help.playmax.test',
  supportEmail: 'support@playmax.test',
  phones: [],
  companyName: 'PlayMax',
  address: { address: '', city: '', state: '', zip: '', countryCode: 'US' },
  cookiePolicyUrl: 'https://playmax.test/cookies',
  currency: 'USD',
  defaultLanguage: 'en-us',
  languages: ['en-us'],
  sweeps: { forAll: false, blockedCountries: [] },
};
