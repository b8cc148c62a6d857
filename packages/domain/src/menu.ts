/** Side menu and page title (SPEC.md 1 and 2 "Side menu", SPEC.md 6). */
import { MEDIA_TYPES, type Layout, type MediaType } from './constants';
import { IPHONE_HIDDEN_MEDIA_TYPES } from './media-types';

export interface MenuItemColors {
  color?: string;
  background?: string;
}

/** A menu item as the server stores it per brand (SPEC.md 3 "Menu item"). */
export interface MenuItemInput {
  id: string;
  type: string;
  title: string;
  display_area_slug: string;
  icon: string;
  colors?: MenuItemColors | null;
  submenu_type?: string | null;
  position: number;
  hideForIphoneDevice?: boolean;
}

export interface MenuItemView extends MenuItemInput {
  /** The section key: the item's type, or `shippable` for the custom Marketplace item. */
  slug: string;
  href: string;
}

export interface BuildMenuOptions {
  layout: Layout;
  ecommerceEnabled: boolean;
  isIphone: boolean;
}

const FIXED_HREFS: Readonly<Record<string, string>> = {
  home: '/',
  giveaways: '/giveaways',
  vpn: '/vpn',
  green: '/green',
  marketplace: '/marketplace/',
  shippable: '/shippable',
  account: '/account',
  collection: '/collection',
  history: '/history',
  playlists: '/playlists',
  impacts: '/impacts',
  faq: '/faq',
  support: '/support',
};

/** The sections (not media types) a menu item may open, each at its fixed route. */
export const MENU_SECTION_TYPES: readonly string[] = Object.keys(FIXED_HREFS);

/** Types that only make sense with ecommerce on (SPEC.md 6). */
const ECOMMERCE_TYPES: readonly string[] = ['marketplace', 'shippable'];

function isMediaType(value: string): value is MediaType {
  return (MEDIA_TYPES as readonly string[]).includes(value);
}

/** The route of a menu type, or null when the app has no screen for it. */
export function menuHref(type: string): string | null {
  if (isMediaType(type)) return `/browse/${type}`;
  return FIXED_HREFS[type] ?? null;
}

export type ClickcoinsSection = 'home' | 'giveaways' | 'marketplace' | MediaType | 'vpn';

/** Icon values are icon keys the web maps to its icon set. Colours suit the always-dark theme. */
export const CLICKCOINS_SECTION_STYLE: Readonly<
  Record<ClickcoinsSection, { color: string; background: string; icon: string }>
> = {
  home: { color: '#F5C542', background: '#3A2F0B', icon: 'home' },
  giveaways: { color: '#FF7A59', background: '#3D1A12', icon: 'gift' },
  marketplace: { color: '#4FD1C5', background: '#0F3330', icon: 'shopping-bag' },
  audiobook: { color: '#B794F4', background: '#2A1F3D', icon: 'headphones' },
  ebook: { color: '#F6AD55', background: '#3B2812', icon: 'book-open' },
  stream: { color: '#68D391', background: '#16331F', icon: 'trophy' },
  movie: { color: '#FC8181', background: '#3D1818', icon: 'film' },
  music: { color: '#63B3ED', background: '#132C40', icon: 'music' },
  game: { color: '#F687B3', background: '#3D1829', icon: 'gamepad' },
  software: { color: '#A0AEC0', background: '#23272E', icon: 'cpu' },
  vpn: { color: '#76E4F7', background: '#0E3038', icon: 'shield' },
};

function sectionOf(slug: string): ClickcoinsSection | null {
  if (slug === 'shippable') return 'marketplace';
  return slug in CLICKCOINS_SECTION_STYLE ? (slug as ClickcoinsSection) : null;
}

/**
 * The custom item SPEC.md 2 inserts. Its title is a fallback; the web shows the translation
 * keyed by its slug.
 */
export const MARKETPLACE_MENU_ITEM: MenuItemView = {
  id: 'custom-marketplace',
  type: 'marketplace',
  title: 'Marketplace',
  display_area_slug: 'shippable',
  icon: 'shopping-bag',
  colors: null,
  submenu_type: null,
  position: 2,
  slug: 'shippable',
  href: '/shippable',
};

/** SPEC.md 2 "inserted at position 2": read as array index 2, i.e. the third visible entry. */
export const MARKETPLACE_MENU_INDEX = 2;

/**
 * Sorted by position (ties keep server order); ecommerce items only with ecommerce enabled;
 * iPhone hides flagged items and game/software; items of a type the app has no screen for are
 * dropped rather than linking to the error screen. The custom Marketplace item goes in after
 * filtering, so it is really third, and not when the server already sends a shippable item.
 */
export function buildMenu(items: readonly MenuItemInput[], options: BuildMenuOptions): MenuItemView[] {
  const { layout, ecommerceEnabled, isIphone } = options;
  const visible: MenuItemView[] = [];
  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    if (!ecommerceEnabled && ECOMMERCE_TYPES.includes(item.type)) continue;
    if (
      isIphone &&
      (item.hideForIphoneDevice === true ||
        (IPHONE_HIDDEN_MEDIA_TYPES as readonly string[]).includes(item.type))
    )
      continue;
    const href = menuHref(item.type);
    if (href === null) continue;
    visible.push({ ...item, slug: item.type, href });
  }
  if (ecommerceEnabled && !visible.some((i) => i.slug === 'shippable')) {
    visible.splice(MARKETPLACE_MENU_INDEX, 0, { ...MARKETPLACE_MENU_ITEM });
  }
  if (layout !== 'clickcoins') return visible;
  return visible.map((item) => {
    const section = sectionOf(item.slug);
    if (section === null) return item;
    const { color, background, icon } = CLICKCOINS_SECTION_STYLE[section];
    return { ...item, icon, colors: { color, background } };
  });
}

export const DEFAULT_PAGE_TITLE = 'Not Found';

/** SPEC.md 1: 'page - site name'; 'Not Found' until a page sets its title. */
export function pageTitle(page: string | null | undefined, siteName: string | null | undefined): string {
  const title = (page ?? '').trim() || DEFAULT_PAGE_TITLE;
  const site = (siteName ?? '').trim();
  return site === '' ? title : `${title} - ${site}`;
}

/**
 * The member's library (SPEC.md 1: "save titles to a collection, keep a play history and build
 * music playlists"; SPEC.md 2 routes collection, history, playlists). The server's menu never
 * carries these, so the shell adds them as their own group. Order is the member's path: what they
 * saved, what they played, then their music playlists.
 */
export const LIBRARY_TYPES = ['collection', 'history', 'playlists'] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

/** Icon keys the web maps to its icon set. */
const LIBRARY_ICONS: Readonly<Record<LibraryType, string>> = {
  collection: 'heart',
  history: 'clock',
  playlists: 'list',
};

/** Fallback titles; the web shows the translation keyed by the type. */
const LIBRARY_TITLES: Readonly<Record<LibraryType, string>> = {
  collection: 'Collection',
  history: 'History',
  playlists: 'Playlists',
};

/**
 * The library group for a built menu: collection and history when the menu offers at least one
 * media type (a VPN-only brand has nothing to save or play), playlists only when it offers music
 * (playlists hold tracks). Built from the visible menu, so iPhone and brand filtering carry over.
 */
export function buildLibraryMenu(menu: readonly Pick<MenuItemView, 'type'>[]): MenuItemView[] {
  const types = new Set(menu.map((item) => item.type));
  if (!MEDIA_TYPES.some((type) => types.has(type))) return [];
  const wanted = LIBRARY_TYPES.filter((type) => type !== 'playlists' || types.has('music'));
  return wanted.map((type, index) => ({
    id: `library-${type}`,
    type,
    title: LIBRARY_TITLES[type],
    display_area_slug: type,
    icon: LIBRARY_ICONS[type],
    colors: null,
    submenu_type: null,
    position: index,
    slug: type,
    href: FIXED_HREFS[type] ?? `/${type}`,
  }));
}
