import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, MEDIA_TYPES, menuHref } from '@member-area/domain';

/**
 * Every section a menu item can lead to (packages/domain menu.ts: the media types and the fixed
 * screens, home left out since home shows no tile of itself). QuickLinks falls back to
 * home.mediaBlurb.default for a type with no description of its own, which told the member nothing
 * (issue 29 item 6: the Impacts tile read "Open this section").
 */
const TILE_TYPES = [
  ...MEDIA_TYPES,
  'giveaways',
  'vpn',
  'green',
  'marketplace',
  'shippable',
  'impacts',
  'account',
  'collection',
  'history',
  'playlists',
  'faq',
  'support',
];

const blurbs = (code: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../i18n/locales', code, 'home.json'), 'utf8')) as {
      mediaBlurb: Record<string, string>;
    }
  ).mediaBlurb;

describe('home tiles', () => {
  it('names only types a menu item can lead to', () => {
    for (const type of TILE_TYPES) expect(menuHref(type), type).not.toBeNull();
  });

  it.each([...LANGUAGE_CODES])('describe every section in %s, none with the generic fallback', (code) => {
    const own = blurbs(code);
    for (const type of TILE_TYPES) {
      expect(own[type], `${code} home.mediaBlurb.${type}`).toBeTruthy();
      expect(own[type], `${code} home.mediaBlurb.${type}`).not.toBe(own.default);
    }
  });
});
