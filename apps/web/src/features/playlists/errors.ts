import type { TFunction } from 'i18next';
import { MutationFailedError } from '../collection';

const KNOWN = new Set([
  'playlist_name_required',
  'playlist_name_too_long',
  'playlist_not_found',
  'track_not_found',
  'stale_playlist',
  'invalid_position',
  'too_many_tracks',
  'unauthenticated',
]);

/** A playlist failure in the member's language: our translation of the code, else the server's message. */
export function playlistErrorText(t: TFunction, error: unknown): string {
  if (error instanceof MutationFailedError) {
    if (error.errorCode && KNOWN.has(error.errorCode)) return t(`playlists.errors.${error.errorCode}`);
    if (error.errorCode === 'invalid_characters') return t('errors.invalid_characters');
    return error.message;
  }
  return t('playlists.errors.generic');
}
