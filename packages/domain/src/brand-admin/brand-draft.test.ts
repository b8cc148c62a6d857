import { describe, expect, it } from 'vitest';
import { brandDraftProblems, isBrandHostname, isBrandUrl, type BrandDraft } from './brand-draft';

const VALID: BrandDraft = {
  id: 'playmax',
  name: 'PlayMax',
  hosts: ['playmax.localhost', 'localhost', 'play.example.com'],
  layout: 'default',
  accentColor: '#A78BFA',
  accentColorExact: '#7C3AED',
  mediaTypes: ['movie', 'music'],
  tags: ['ecommerce:enabled', 'ma6_vpn', 'custom_media_types:movie'],
  menu: [
    { label: 'Home', path: '/', icon: 'home', color: null, submenuType: null },
    { label: 'Movies', path: '/browse/movie', icon: 'movie', color: '#F87171', submenuType: 'genres' },
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
  sweeps: { forAll: true, blockedCountries: ['CA', 'UK'] },
};

describe('brandDraftProblems', () => {
  it('a complete brand has none', () => {
    expect(brandDraftProblems(VALID)).toEqual([]);
  });

  it('takes the tag of a field along when it says what the field says', () => {
    expect(brandDraftProblems({ ...VALID, tags: ['sweeps_for_all', 'layout:default'] })).toEqual([]);
  });

  it.each<{ case: string; change: Partial<BrandDraft>; problems: { field: string; code: string }[] }>([
    {
      case: 'an id with capitals',
      change: { id: 'PlayMax' },
      problems: [{ field: 'id', code: 'brand_id_invalid' }],
    },
    {
      case: 'an id of 41 characters',
      change: { id: 'a'.repeat(41) },
      problems: [{ field: 'id', code: 'brand_id_invalid' }],
    },
    {
      case: 'a blank name',
      change: { name: '  ' },
      problems: [{ field: 'name', code: 'brand_name_invalid' }],
    },
    { case: 'no host', change: { hosts: [] }, problems: [{ field: 'hosts', code: 'host_invalid' }] },
    {
      case: 'a host with a port',
      change: { hosts: ['play.test:3000'] },
      problems: [{ field: 'hosts.0', code: 'host_invalid' }],
    },
    {
      case: 'an upper-case host',
      change: { hosts: ['Play.test'] },
      problems: [{ field: 'hosts.0', code: 'host_invalid' }],
    },
    {
      case: 'a repeated host',
      change: { hosts: ['a.localhost', 'a.localhost'] },
      problems: [{ field: 'hosts.1', code: 'host_invalid' }],
    },
    {
      case: 'an IP address',
      change: { hosts: ['127.0.0.1'] },
      problems: [{ field: 'hosts.0', code: 'host_invalid' }],
    },
    {
      case: 'an unknown layout',
      change: { layout: 'neon' },
      problems: [{ field: 'layout', code: 'layout_invalid' }],
    },
    {
      case: 'a short hex accent',
      change: { accentColor: '#abc' },
      problems: [{ field: 'accentColor', code: 'color_invalid' }],
    },
    {
      case: 'an accent unreadable on the dark theme',
      change: { accentColor: '#4B5563' },
      problems: [{ field: 'accentColor', code: 'contrast_too_low' }],
    },
    {
      case: 'an exact colour no label reads on',
      change: { accentColorExact: '#777777' },
      problems: [{ field: 'accentColorExact', code: 'contrast_too_low' }],
    },
    {
      case: 'an unknown media type',
      change: { mediaTypes: ['radio'] },
      problems: [{ field: 'mediaTypes.0', code: 'media_type_invalid' }],
    },
    {
      case: 'an unknown tag',
      change: { tags: ['free_money'] },
      problems: [{ field: 'tags.0', code: 'tag_invalid' }],
    },
    {
      case: 'a layout tag against the layout field',
      change: { tags: ['layout:vpn'] },
      problems: [{ field: 'tags.0', code: 'tag_invalid' }],
    },
    {
      case: 'sweeps_for_all as a tag against the sweeps settings',
      change: { tags: ['sweeps_for_all'], sweeps: { forAll: false, blockedCountries: [] } },
      problems: [{ field: 'tags.0', code: 'tag_invalid' }],
    },
    {
      case: 'both switches of one feature',
      change: { tags: ['ecommerce:enabled', 'ecommerce:disabled'] },
      problems: [
        { field: 'tags.0', code: 'tag_invalid' },
        { field: 'tags.1', code: 'tag_invalid' },
      ],
    },
    {
      case: 'a menu path without a leading slash',
      change: { menu: [{ label: 'Home', path: 'home', icon: 'home' }] },
      problems: [{ field: 'menu.0', code: 'menu_item_invalid' }],
    },
    {
      case: 'a menu path to another site',
      change: { menu: [{ label: 'Away', path: '//evil.test', icon: 'home' }] },
      problems: [{ field: 'menu.0', code: 'menu_item_invalid' }],
    },
    {
      case: 'a menu path no screen answers',
      change: { menu: [{ label: 'Blog', path: '/blog', icon: 'home' }] },
      problems: [{ field: 'menu.0', code: 'menu_item_invalid' }],
    },
    {
      case: 'a menu icon with markup',
      change: { menu: [{ label: 'Home', path: '/', icon: '<svg>' }] },
      problems: [{ field: 'menu.0', code: 'menu_item_invalid' }],
    },
    {
      case: 'a blank menu label',
      change: { menu: [{ label: '', path: '/', icon: 'home' }] },
      problems: [{ field: 'menu.0', code: 'menu_item_invalid' }],
    },
    {
      case: 'an unreadable menu colour',
      change: { menu: [{ label: 'Home', path: '/', icon: 'home', color: '#111111' }] },
      problems: [{ field: 'menu.0.color', code: 'contrast_too_low' }],
    },
    {
      case: 'a support domain with a scheme',
      change: { supportDomain: 'https://help.test' },
      problems: [{ field: 'supportDomain', code: 'host_invalid' }],
    },
    {
      case: 'a support e-mail without @',
      change: { supportEmail: 'support.playmax.test' },
      problems: [{ field: 'supportEmail', code: 'email_invalid' }],
    },
    {
      case: 'a national phone number',
      change: { phones: ['(512) 555-0190'] },
      problems: [{ field: 'phones.0', code: 'phone_invalid' }],
    },
    {
      case: 'a phone too short',
      change: { phones: ['+1 555'] },
      problems: [{ field: 'phones.0', code: 'phone_invalid' }],
    },
    {
      case: 'an unknown company country',
      change: { address: { ...VALID.address, countryCode: 'XX' } },
      problems: [{ field: 'address.countryCode', code: 'country_invalid' }],
    },
    {
      case: 'a cookie policy over http',
      change: { cookiePolicyUrl: 'http://playmax.test/cookies' },
      problems: [{ field: 'cookiePolicyUrl', code: 'url_invalid' }],
    },
    {
      case: 'a javascript: URL',
      change: { cookiePolicyUrl: 'javascript:alert(1)' },
      problems: [{ field: 'cookiePolicyUrl', code: 'url_invalid' }],
    },
    {
      case: 'a made-up currency',
      change: { currency: 'ABC' },
      problems: [{ field: 'currency', code: 'currency_invalid' }],
    },
    {
      case: 'a lower-case currency',
      change: { currency: 'usd' },
      problems: [{ field: 'currency', code: 'currency_invalid' }],
    },
    {
      case: 'no language offered',
      change: { languages: [] },
      problems: [
        { field: 'languages', code: 'language_invalid' },
        { field: 'defaultLanguage', code: 'language_invalid' },
      ],
    },
    {
      case: 'a language the app has no texts for',
      change: { languages: ['en-us', 'nl-nl'] },
      problems: [{ field: 'languages.1', code: 'language_invalid' }],
    },
    {
      case: 'a default language not offered',
      change: { defaultLanguage: 'de-de' },
      problems: [{ field: 'defaultLanguage', code: 'language_invalid' }],
    },
    {
      case: 'a bidi override in the name',
      change: { name: 'Play\u202EMax' },
      problems: [{ field: 'name', code: 'invalid_characters' }],
    },
    {
      case: 'a control character in a menu label',
      change: { menu: [{ label: 'Ho\u0007me', path: '/', icon: 'home' }] },
      problems: [{ field: 'menu.0.label', code: 'invalid_characters' }],
    },
    {
      case: 'an unknown blocked country',
      change: { sweeps: { forAll: false, blockedCountries: ['ZZ'] } },
      problems: [{ field: 'sweeps.blockedCountries.0', code: 'country_invalid' }],
    },
  ])('$case', ({ change, problems }) => {
    expect(brandDraftProblems({ ...VALID, ...change })).toEqual(problems);
  });
});

describe('isBrandHostname', () => {
  it.each([
    { host: 'localhost', expected: true },
    { host: 'newbrand.localhost', expected: true },
    { host: 'members.play-max.example.co.uk', expected: true },
    { host: 'xn--80ak6aa92e.com', expected: true },
    { host: '-play.test', expected: false },
    { host: 'play_max.test', expected: false },
    { host: 'play.test.', expected: false },
    { host: '', expected: false },
    { host: `${'a'.repeat(64)}.test`, expected: false },
  ])('$host → $expected', ({ host, expected }) => {
    expect(isBrandHostname(host)).toBe(expected);
  });
});

describe('isBrandUrl', () => {
  it.each([
    { url: 'https://playmax.test/cookies', expected: true },
    { url: 'http://playmax.localhost:3000/cookies', expected: true },
    { url: 'https://localhost/cookies', expected: true },
    { url: 'http://playmax.test/cookies', expected: false },
    { url: 'ftp://playmax.test/cookies', expected: false },
    { url: '/cookies', expected: false },
  ])('$url → $expected', ({ url, expected }) => {
    expect(isBrandUrl(url)).toBe(expected);
  });
});
