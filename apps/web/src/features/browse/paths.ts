import {
  COVER_SIZES,
  MEDIA_TYPES,
  parseMediaId as parseDomainMediaId,
  type MediaType,
} from '@member-area/domain';
import type { CoverShape } from '../../ui/MediaCard';
import type { IconName } from '../../ui/Icon';

export function isMediaType(value: string | undefined): value is MediaType {
  return value !== undefined && (MEDIA_TYPES as readonly string[]).includes(value);
}

/** Tabs of `browse/{media}/{tabslug}`. */
export const BROWSE_TABS = ['new-releases', 'popular', 'genres'] as const;
export type BrowseTab = (typeof BROWSE_TABS)[number];

export function isBrowseTab(value: string | undefined): value is BrowseTab {
  return value !== undefined && (BROWSE_TABS as readonly string[]).includes(value);
}

function shapeOf({ width, height }: { width: number; height: number }): CoverShape {
  if (width === height) return 'square';
  return width < height ? 'portrait' : 'landscape';
}

/** Cover shape per type, from the catalogue's cover sizes (posters, square albums, wide streams). */
export const COVER_SHAPE = Object.fromEntries(
  MEDIA_TYPES.map((type) => [type, shapeOf(COVER_SIZES[type])]),
) as Record<MediaType, CoverShape>;

/** Card widths in rows (px at desktop). */
export const CARD_WIDTH: Record<CoverShape, number> = { portrait: 168, square: 184, landscape: 288 };

export const MEDIA_ICON: Record<MediaType, IconName> = {
  movie: 'film',
  ebook: 'book-open',
  audiobook: 'headphones',
  music: 'music',
  game: 'gamepad',
  software: 'cpu',
  stream: 'stream',
};

/** URL-safe slug of a title: accents folded, lower case, dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export const paths = {
  overview: (media: MediaType) => `/browse/${media}`,
  tab: (media: MediaType, tab: BrowseTab) => `/browse/${media}/${tab}`,
  genre: (media: MediaType, genreId: string | number) => `/browse/${media}/genre/${genreId}`,
  details: (media: string, id: string | number, title?: string | null) => {
    const slug = title ? slugify(title) : '';
    return `/browse/${media}/id/${id}${slug ? `/${slug}` : ''}`;
  },
  live: (media: MediaType, slug?: string | null) => `/browse/${media}/live${slug ? `/${slug}` : ''}`,
  search: (q: string, type?: MediaType | null) => {
    const params = new URLSearchParams({ q });
    if (type) params.set('type', type);
    return `/search?${params.toString()}`;
  },
};

/** SPEC.md 5: media details are not loaded for ids below 1 (the domain rule: whole numbers 1 … 2^31−1). */
export function parseMediaId(raw: string | undefined): number | null {
  return parseDomainMediaId(raw);
}

/** "1:02:03" or "4:05" from seconds; empty for unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
