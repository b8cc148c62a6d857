import { describe, expect, it } from 'vitest';
import { brandDraftProblems } from '@member-area/domain';
import type { ConsoleBrandFieldsFragment } from '../gql/graphql';
import {
  brandFormFromBrand,
  brandInputFromForm,
  emptyBrandForm,
  menuOnlyInput,
  sameBrand,
} from './brand-form';

const saved: ConsoleBrandFieldsFragment = {
  id: 'playmax',
  name: 'PlayMax',
  hosts: ['playmax.localhost', 'localhost'],
  layout: 'default',
  logoUrl: '/brand-assets/playmax/logo.svg',
  iconUrl: '/brand-assets/playmax/icon-32.png',
  accentColor: '#A78BFA',
  accentColorExact: '#7C3AED',
  mediaTypes: ['movie', 'music'],
  tags: [
    'ecommerce:enabled',
    'sweeps_for_all',
    'layout:clickcoins',
    'google_analytics:enabled',
    'custom_media_types:movie,music',
    'no_such:tag',
    'sweeps',
  ],
  menu: [
    { label: 'Home', path: '/', icon: 'home', color: null, submenuType: null },
    { label: 'Movies', path: '/browse/movie', icon: 'movie', color: '#FC8181', submenuType: 'genres' },
  ],
  supportDomain: 'help.playmax.test',
  supportEmail: 'support@playmax.test',
  phones: ['+1 (888) 555-0142'],
  companyName: 'PlayMax Media LLC',
  address: { address: '2150 Meridian Way', city: 'Austin', state: 'TX', zip: '78701', countryCode: 'US' },
  cookiePolicyUrl: 'https://playmax.test/legal/cookies',
  currency: 'USD',
  defaultLanguage: 'en-us',
  languages: ['en-us', 'fr-ca'],
  sweeps: { forAll: true, blockedCountries: ['CA', 'GB'] },
};

describe('brandFormFromBrand', () => {
  it('splits the tags: catalogue checkboxes, custom media types, and the ones another control owns', () => {
    const form = brandFormFromBrand(saved);
    expect(form.checkedTags).toEqual(['ecommerce:enabled', 'google_analytics:enabled', 'sweeps']);
    expect(form.customMediaTypes).toEqual(['movie', 'music']);
    expect(form.sweepsForAll).toBe(true);
  });
  it('holds no colour and no sub-menu as empty strings', () => {
    const [home, movies] = brandFormFromBrand(saved).menu;
    expect(home).toMatchObject({ color: '', submenuType: '' });
    expect(movies).toMatchObject({ color: '#FC8181', submenuType: 'genres' });
  });
});

describe('brandInputFromForm', () => {
  it('gives back the saved brand (less the layout tag the select owns)', () => {
    expect(brandInputFromForm(brandFormFromBrand(saved))).toEqual({
      name: 'PlayMax',
      hosts: ['playmax.localhost', 'localhost'],
      layout: 'default',
      accentColor: '#A78BFA',
      accentColorExact: '#7C3AED',
      mediaTypes: ['movie', 'music'],
      tags: [
        'ecommerce:enabled',
        'google_analytics:enabled',
        'sweeps',
        'custom_media_types:movie,music',
        'sweeps_for_all',
      ],
      menu: saved.menu,
      supportDomain: 'help.playmax.test',
      supportEmail: 'support@playmax.test',
      phones: ['+1 (888) 555-0142'],
      companyName: 'PlayMax Media LLC',
      address: saved.address,
      cookiePolicyUrl: 'https://playmax.test/legal/cookies',
      currency: 'USD',
      defaultLanguage: 'en-us',
      languages: ['en-us', 'fr-ca'],
      sweeps: { forAll: true, blockedCountries: ['CA', 'GB'] },
    });
  });

  it('drops blank rows, trims, and normalises case', () => {
    const form = {
      ...emptyBrandForm(),
      name: '  New Brand ',
      hosts: [' New.Example.test ', '', 'new.example.test'],
      phones: ['', ' +1 555 0100 '],
      currency: 'eur',
      supportDomain: 'Help.New.test',
      blockedCountries: ['ca', 'ca', ' '],
      address: { address: ' 1 Main St ', city: 'Lyon', state: '', zip: '69001', countryCode: 'fr' },
    };
    const input = brandInputFromForm(form);
    expect(input.name).toBe('New Brand');
    expect(input.hosts).toEqual(['new.example.test']);
    expect(input.phones).toEqual(['+1 555 0100']);
    expect(input.currency).toBe('EUR');
    expect(input.supportDomain).toBe('help.new.test');
    expect(input.sweeps.blockedCountries).toEqual(['CA']);
    expect(input.address).toEqual({
      address: '1 Main St',
      city: 'Lyon',
      state: '',
      zip: '69001',
      countryCode: 'FR',
    });
  });

  it('keeps sweeps_for_all in step with "for all members", both ways', () => {
    const form = brandFormFromBrand(saved);
    expect(brandInputFromForm({ ...form, sweepsForAll: false }).tags).not.toContain('sweeps_for_all');
    expect(
      brandInputFromForm({ ...form, checkedTags: ['sweeps_for_all'], sweepsForAll: false }).tags,
    ).not.toContain('sweeps_for_all');
  });

  it('offers the default language even when its box was unticked', () => {
    const input = brandInputFromForm({ ...emptyBrandForm(), defaultLanguage: 'ja-jp', languages: ['en-us'] });
    expect(input.languages).toEqual(['ja-jp', 'en-us']);
  });

  it('sends only tags the domain accepts (no tag_invalid), and no custom media types tag when none is picked', () => {
    const form = brandFormFromBrand(saved);
    const input = brandInputFromForm(form);
    const problems = brandDraftProblems({ id: 'playmax', ...input });
    expect(problems.filter((problem) => problem.field.startsWith('tags'))).toEqual([]);
    expect(brandInputFromForm({ ...form, customMediaTypes: [] }).tags).not.toContain(
      expect.stringMatching(/^custom_media_types:/),
    );
  });

  it('sends no colour and no sub-menu as null', () => {
    const input = brandInputFromForm(emptyBrandForm());
    expect(input.menu).toEqual([{ label: 'Home', path: '/', icon: 'home', color: null, submenuType: null }]);
  });
});

describe('sameBrand', () => {
  it('ignores what saving would normalise away', () => {
    const form = brandFormFromBrand(saved);
    expect(sameBrand(form, { ...form, name: ' PlayMax ', hosts: [...form.hosts, ''] })).toBe(true);
    expect(sameBrand(form, { ...form, name: 'PlayMax 2' })).toBe(false);
  });
});

describe('menuOnlyInput', () => {
  const server = { ...saved, tags: ['ecommerce:enabled', 'no_such:tag'] };
  it('sends the brand as the server read it, key by key, with only the menu of the form', () => {
    const form = brandFormFromBrand(server);
    const edited = { ...form, name: 'Renamed', menu: form.menu.slice(1) };
    const input = menuOnlyInput(server, edited);
    const { id: _id, logoUrl: _logo, iconUrl: _icon, menu: _menu, ...rest } = server;
    const { menu, ...inputRest } = input;
    // The server's onlyMenuChanged compares JSON per key: the same keys in the same order.
    for (const key of Object.keys(rest) as (keyof typeof rest)[]) {
      expect(JSON.stringify(inputRest[key]), key).toBe(JSON.stringify(rest[key]));
    }
    expect(menu).toEqual([
      { label: 'Movies', path: '/browse/movie', icon: 'movie', color: '#FC8181', submenuType: 'genres' },
    ]);
  });
});
