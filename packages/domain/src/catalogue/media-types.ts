/** Catalogue presentation of the media types (SPEC.md section 3 "Media type"). */
import { MEDIA_TYPES, type MediaType } from '../constants';

export interface MediaTypeStyle {
  title: string;
  icon: string;
  color: string;
  background: string;
  text: string;
}

export const MEDIA_TYPE_STYLES: Record<MediaType, MediaTypeStyle> = {
  movie: { title: 'Movies', icon: 'movie', color: '#F87171', background: '#2A1215', text: '#FDE8E8' },
  music: { title: 'Music', icon: 'music', color: '#34D399', background: '#0F2A21', text: '#E3FBF1' },
  audiobook: {
    title: 'Audiobooks',
    icon: 'audiobook',
    color: '#FBBF24',
    background: '#2B2110',
    text: '#FEF5DC',
  },
  ebook: { title: 'eBooks', icon: 'ebook', color: '#60A5FA', background: '#0F1E33', text: '#E3EFFE' },
  game: { title: 'Games', icon: 'game', color: '#A78BFA', background: '#1E1533', text: '#EFE9FE' },
  software: { title: 'Software', icon: 'software', color: '#22D3EE', background: '#0C2930', text: '#DFF8FC' },
  stream: { title: 'Live', icon: 'stream', color: '#FB7185', background: '#2E1119', text: '#FFE4E9' },
};

/** SPEC.md 3: display_area_slug is `{type}_overview`. */
export function displayAreaSlug(type: MediaType): string {
  return `${type}_overview`;
}

/** The slot tag of the curated rows home shows (SPEC.md 7: content.slotsWithTags(['home'])). */
export const HOME_SLOT_TAG = 'home';

export function isCatalogueMediaType(value: unknown): value is MediaType {
  return typeof value === 'string' && (MEDIA_TYPES as readonly string[]).includes(value);
}

/** Cover aspect per type (width × height in pixels): square albums, portrait books and posters. */
export const COVER_SIZES: Record<MediaType, { width: number; height: number }> = {
  movie: { width: 400, height: 600 },
  music: { width: 500, height: 500 },
  audiobook: { width: 500, height: 500 },
  ebook: { width: 400, height: 600 },
  game: { width: 400, height: 600 },
  software: { width: 500, height: 500 },
  stream: { width: 640, height: 360 },
};
