import { describe, expect, it } from 'vitest';
import { BRAND_PROBLEM_CODES, BRAND_TAG_CATALOGUE, isKnownBrandTag } from '@member-area/domain';
import brands from '../i18n/locales/en-us/brands.json';
import errors from '../i18n/locales/en-us/errors.json';
import {
  TAG_GROUPS,
  customMediaTypesOf,
  customMediaTypesTag,
  isCheckboxTag,
  unknownTagsOf,
} from './feature-tags';

describe('the tag checkboxes', () => {
  it('are the domain catalogue, every tag once, in its groups', () => {
    const shown = TAG_GROUPS.flatMap(({ entries }) => entries.map((entry) => entry.tag));
    expect(shown.sort()).toEqual(BRAND_TAG_CATALOGUE.map((entry) => entry.tag).sort());
  });
  it('each have their line and their group a name (the other languages: locales.test.ts)', () => {
    for (const entry of BRAND_TAG_CATALOGUE) expect(brands.brandTag).toHaveProperty([entry.key]);
    for (const { group } of TAG_GROUPS) expect(brands.tagGroups).toHaveProperty([group]);
  });
});

describe('custom media types', () => {
  it('read and write the tag with a value, which the domain accepts', () => {
    expect(customMediaTypesOf(['sweeps', 'custom_media_types:movie,music'])).toEqual(['movie', 'music']);
    expect(customMediaTypesOf(['sweeps'])).toEqual([]);
    const tag = customMediaTypesTag(['movie', 'music', 'movie']);
    expect(tag).toBe('custom_media_types:movie,music');
    expect(isKnownBrandTag(tag!)).toBe(true);
    expect(customMediaTypesTag([])).toBeNull();
  });
});

describe('tags the console cannot keep', () => {
  it('are neither catalogue tags nor set by their own field', () => {
    expect(
      unknownTagsOf(['sweeps', 'sweeps_for_all', 'layout:vpn', 'custom_media_types:movie', 'beta:on']),
    ).toEqual(['beta:on']);
    expect(isCheckboxTag('custom_media_types:movie')).toBe(false);
    expect(isCheckboxTag('ecommerce:disabled')).toBe(true);
  });
});

describe('the error texts', () => {
  it.each([
    ...BRAND_PROBLEM_CODES,
    // admin-service.ts BRAND_ADMIN_ERROR_CODES, admin-logo.ts, app.ts (413) and the console guard.
    'host_taken',
    'brand_exists',
    'brand_not_found',
    'currency_locked',
    'not_a_picture',
    'payload_too_large',
    'forbidden',
    'unauthenticated',
    'fresh_second_factor_required',
  ])('name %s, which the brand server sends', (code) => {
    expect(errors).toHaveProperty([code]);
  });
});
