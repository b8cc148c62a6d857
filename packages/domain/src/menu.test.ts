import { describe, expect, it } from 'vitest';
import {
  CLICKCOINS_SECTION_STYLE,
  buildLibraryMenu,
  buildMenu,
  menuHref,
  pageTitle,
  type BuildMenuOptions,
  type MenuItemInput,
} from './menu';

function item(type: string, position: number, over: Partial<MenuItemInput> = {}): MenuItemInput {
  return {
    id: `${type}-${position}`,
    type,
    title: type,
    display_area_slug: `${type}_overview`,
    icon: `server-${type}`,
    colors: { color: '#111111', background: '#222222' },
    position,
    ...over,
  };
}

const off: BuildMenuOptions = { layout: 'default', ecommerceEnabled: false, isIphone: false };
const slugs = (items: { slug: string }[]) => items.map((i) => i.slug);

describe('buildMenu', () => {
  it('sorts by position, keeping server order on ties', () => {
    const items = [item('music', 3), item('home', 0), item('movie', 1), item('ebook', 1)];
    expect(slugs(buildMenu(items, off))).toEqual(['home', 'movie', 'ebook', 'music']);
  });

  it.each([
    {
      case: 'marketplace and shippable items are dropped unless ecommerce is enabled',
      options: off,
      expected: ['home', 'movie', 'music'],
    },
    {
      case: 'with ecommerce the custom Marketplace item is inserted at index 2',
      options: { ...off, ecommerceEnabled: true },
      expected: ['home', 'movie', 'shippable', 'marketplace', 'music'],
    },
  ])('$case', ({ options, expected }) => {
    const items = [item('home', 0), item('movie', 1), item('marketplace', 2), item('music', 3)];
    expect(slugs(buildMenu(items, options))).toEqual(expected);
  });

  it('the custom Marketplace item links to /shippable with type marketplace', () => {
    const menu = buildMenu([item('home', 0), item('movie', 1)], { ...off, ecommerceEnabled: true });
    expect(menu[2]).toMatchObject({
      type: 'marketplace',
      slug: 'shippable',
      href: '/shippable',
      position: 2,
    });
  });

  it('the custom Marketplace item is appended when fewer than two items remain', () => {
    expect(slugs(buildMenu([item('home', 0)], { ...off, ecommerceEnabled: true }))).toEqual([
      'home',
      'shippable',
    ]);
  });

  it('the custom Marketplace item is not duplicated when the server sends a shippable item', () => {
    const items = [item('home', 0), item('shippable', 5), item('movie', 1), item('music', 2)];
    expect(slugs(buildMenu(items, { ...off, ecommerceEnabled: true }))).toEqual([
      'home',
      'movie',
      'music',
      'shippable',
    ]);
  });

  it('on iPhone, flagged items and game/software are hidden, before the Marketplace insert', () => {
    const items = [
      item('home', 0),
      item('game', 1),
      item('software', 2),
      item('green', 3, { hideForIphoneDevice: true }),
      item('music', 4),
      item('vpn', 5),
    ];
    expect(slugs(buildMenu(items, { ...off, isIphone: true }))).toEqual(['home', 'music', 'vpn']);
    expect(slugs(buildMenu(items, { ...off, isIphone: true, ecommerceEnabled: true }))).toEqual([
      'home',
      'music',
      'shippable',
      'vpn',
    ]);
    expect(slugs(buildMenu(items, off))).toEqual(['home', 'game', 'software', 'green', 'music', 'vpn']);
  });

  it('items of a type without a screen are dropped', () => {
    expect(slugs(buildMenu([item('radio', 0), item('home', 1)], off))).toEqual(['home']);
  });

  it('on clickcoins items are recoloured and re-iconed by section; others keep theirs', () => {
    const items = [item('home', 0), item('movie', 1), item('account', 2)];
    const menu = buildMenu(items, { ...off, layout: 'clickcoins', ecommerceEnabled: true });
    expect(menu.map((i) => [i.slug, i.icon, i.colors])).toEqual([
      ['home', 'home', { color: '#F5C542', background: '#3A2F0B' }],
      ['movie', 'film', { color: '#FC8181', background: '#3D1818' }],
      ['shippable', 'shopping-bag', { color: '#4FD1C5', background: '#0F3330' }],
      ['account', 'server-account', { color: '#111111', background: '#222222' }],
    ]);
  });

  it('outside clickcoins the server colours and icons are kept', () => {
    const [home] = buildMenu([item('home', 0)], { ...off, layout: 'clickplay' });
    expect(home).toMatchObject({ icon: 'server-home', colors: { color: '#111111', background: '#222222' } });
  });

  it('every clickcoins section has its own colour and icon', () => {
    const styles = Object.values(CLICKCOINS_SECTION_STYLE);
    expect(Object.keys(CLICKCOINS_SECTION_STYLE)).toHaveLength(11);
    expect(new Set(styles.map((s) => s.color)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.icon)).size).toBe(styles.length);
  });

  it('does not mutate its input', () => {
    const items = [item('music', 1), item('home', 0)];
    const copy = JSON.parse(JSON.stringify(items)) as MenuItemInput[];
    buildMenu(items, { ...off, layout: 'clickcoins', ecommerceEnabled: true });
    expect(items).toEqual(copy);
  });
});

describe('menuHref', () => {
  it.each([
    ['movie', '/browse/movie'],
    ['stream', '/browse/stream'],
    ['audiobook', '/browse/audiobook'],
    ['home', '/'],
    ['giveaways', '/giveaways'],
    ['vpn', '/vpn'],
    ['green', '/green'],
    ['marketplace', '/marketplace/'],
    ['shippable', '/shippable'],
    ['account', '/account'],
    ['collection', '/collection'],
    ['history', '/history'],
    ['playlists', '/playlists'],
    ['impacts', '/impacts'],
    ['radio', null],
  ])('menu type %s links to %s', (type, href) => {
    expect(menuHref(type)).toBe(href);
  });
});

describe('pageTitle', () => {
  it.each([
    { page: 'Browse', site: 'PlayMax', expected: 'Browse - PlayMax' },
    { page: null, site: 'PlayMax', expected: 'Not Found - PlayMax' },
    { page: '  ', site: 'PlayMax', expected: 'Not Found - PlayMax' },
    { page: 'Browse', site: null, expected: 'Browse' },
    { page: 'Browse', site: ' ', expected: 'Browse' },
    { page: undefined, site: undefined, expected: 'Not Found' },
  ])("title is 'page - site name', default Not Found: $page / $site", ({ page, site, expected }) => {
    expect(pageTitle(page, site)).toBe(expected);
  });
});

describe('buildLibraryMenu', () => {
  const menuOf = (...types: string[]) => types.map((type, position) => ({ type, position }));

  it.each([
    {
      case: 'a brand with music gets collection, history and playlists, in that order',
      menu: menuOf('home', 'movie', 'music'),
      expected: ['collection', 'history', 'playlists'],
    },
    {
      case: 'a brand without music has no playlists (playlists hold tracks)',
      menu: menuOf('home', 'movie', 'ebook'),
      expected: ['collection', 'history'],
    },
    {
      case: 'a menu without any media type (a VPN-only brand) has no library',
      menu: menuOf('home', 'vpn', 'giveaways'),
      expected: [],
    },
    {
      case: 'an empty menu has no library',
      menu: menuOf(),
      expected: [],
    },
  ])('$case', ({ menu, expected }) => {
    expect(slugs(buildLibraryMenu(menu))).toEqual(expected);
  });

  it('library items link to their own screens with their own icons', () => {
    expect(buildLibraryMenu(menuOf('music')).map(({ type, href, icon }) => ({ type, href, icon }))).toEqual([
      { type: 'collection', href: '/collection', icon: 'heart' },
      { type: 'history', href: '/history', icon: 'clock' },
      { type: 'playlists', href: '/playlists', icon: 'list' },
    ]);
  });

  it('follows the built menu, so music hidden from it hides playlists too', () => {
    const menu = buildMenu(
      [item('home', 0), item('game', 1), item('music', 2, { hideForIphoneDevice: true })],
      {
        ...off,
        isIphone: true,
      },
    );
    expect(slugs(buildLibraryMenu(menu))).toEqual([]);
  });
});
