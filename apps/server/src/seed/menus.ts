import type { BrandSeed, SeedMediaType } from './brands';
import { IMPACT_BRANDS } from './impacts/items';

/** Icon names are a contract with the web app, which maps each to a drawing. */
export type MenuIcon = 'home' | SeedMediaType | 'giveaways' | 'vpn' | 'green' | 'marketplace';

export interface MenuItemSeed {
  type: string;
  title: string;
  displayAreaSlug: string;
  icon: MenuIcon;
  color: string | null;
  backgroundColor: string | null;
  submenuType: string | null;
  hideForIphone: boolean;
}

const MEDIA_TITLES: Record<SeedMediaType, string> = {
  movie: 'Movies',
  stream: 'Sports',
  music: 'Music',
  audiobook: 'Audiobooks',
  ebook: 'Ebooks',
  game: 'Games',
  software: 'Software',
};

/** Brand-specific labels; the web shows the translated label of `type` when it has one. */
const TITLE_OVERRIDES: Record<string, Partial<Record<string, string>>> = {
  clickcoins: { ebook: 'Books', giveaways: 'Win Prizes' },
  clickplay: { software: 'Apps', giveaways: 'Prizes' },
  vpn: { vpn: 'My VPN' },
};

/** Media types with a genre list to browse (SPEC.md 3, Genres). */
const WITH_GENRES: ReadonlySet<string> = new Set(['movie', 'music', 'audiobook', 'ebook', 'game']);

/** SPEC.md 6: game and software are hidden for iPhone devices. */
const HIDDEN_ON_IPHONE: ReadonlySet<string> = new Set(['game', 'software']);

/** Tile colours for the coloured layouts (clickcoins, clickplay); the default layout uses none. */
const TYPE_COLORS: Record<string, string> = {
  home: '#E5E7EB',
  movie: '#F87171',
  stream: '#34D399',
  music: '#60A5FA',
  audiobook: '#FBBF24',
  ebook: '#C084FC',
  game: '#F472B6',
  software: '#22D3EE',
  giveaways: '#FACC15',
  marketplace: '#FB923C',
  vpn: '#2DD4BF',
  green: '#4ADE80',
  impacts: '#86EFAC',
};
const COLOURED_TEMPLATES: ReadonlySet<string> = new Set(['clickcoins', 'clickplay']);

/**
 * The brand's menu: home, its media types in order, then the sections its tags switch on.
 * No marketplace item: the app inserts its own custom Marketplace item (slug shippable) when
 * ecommerce is enabled (SPEC.md 2, packages/domain buildMenu), and a seeded one would repeat it.
 */
export function menuFor(brand: BrandSeed): MenuItemSeed[] {
  const tags = new Set(brand.tags);
  const sections: { type: string; icon: MenuIcon; title: string }[] = [
    { type: 'home', icon: 'home', title: 'Home' },
    ...brand.mediaTypes.map((type) => ({ type, icon: type, title: MEDIA_TITLES[type] })),
  ];
  if (tags.has('sweeps') || tags.has('sweeps_for_all')) {
    sections.push({ type: 'giveaways', icon: 'giveaways', title: 'Giveaways' });
  }
  if (tags.has('ma6_vpn') || tags.has('vpn:enabled')) {
    sections.push({ type: 'vpn', icon: 'vpn', title: 'VPN' });
  }
  if (tags.has('green_page:enabled') || tags.has('green_page_v2:enabled')) {
    sections.push({ type: 'green', icon: 'green', title: 'Go Green' });
  }
  // Where the brand has impact categories (seed/impacts); the item reuses the green drawing.
  if (IMPACT_BRANDS.has(brand.id)) {
    sections.push({ type: 'impacts', icon: 'green', title: 'Impacts' });
  }

  const coloured = COLOURED_TEMPLATES.has(brand.template);
  const isMedia = (type: string) => brand.mediaTypes.some((m) => m === type);
  return sections.map(({ type, icon, title }) => {
    const color = coloured ? (TYPE_COLORS[type] ?? null) : null;
    return {
      type,
      title: TITLE_OVERRIDES[brand.id]?.[type] ?? title,
      displayAreaSlug: isMedia(type) ? `${type}_overview` : type,
      icon,
      color,
      backgroundColor: color ? mix(color, '#121217', 0.18) : null,
      submenuType: isMedia(type) && WITH_GENRES.has(type) ? 'genres' : null,
      hideForIphone: HIDDEN_ON_IPHONE.has(type),
    };
  });
}

/** `amount` of colour `a` over `b`, as '#rrggbb' (a dark tint of the tile colour). */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * amount + channel(b, i) * (1 - amount))
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${out.join('').toUpperCase()}`;
}
