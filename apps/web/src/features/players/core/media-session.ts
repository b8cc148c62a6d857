import { useCallback, useEffect, type MutableRefObject } from 'react';
import type { PlayerActionHandlers, PlayerProps } from './contract';

type SessionMeta = Parameters<PlayerProps['setMediaSession']>[0];

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
}

/**
 * OS media keys and lock-screen controls (Media Session API) mapped onto the same player actions
 * as the keyboard, so every player gets them by binding its keyboard actions.
 */
export function useMediaSession(handlers: MutableRefObject<PlayerActionHandlers>, active: boolean) {
  useEffect(() => {
    const media = session();
    if (!media || !active) return;
    const bind: [MediaSessionAction, () => void][] = [
      ['play', () => handlers.current.togglePlay?.()],
      ['pause', () => handlers.current.togglePlay?.()],
      ['seekbackward', () => handlers.current.seekBack?.()],
      ['seekforward', () => handlers.current.seekForward?.()],
      ['previoustrack', () => handlers.current.previousChapter?.()],
      ['nexttrack', () => handlers.current.nextChapter?.()],
    ];
    for (const [action, handler] of bind) {
      try {
        media.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: the others still work.
      }
    }
    return () => {
      for (const [action] of bind) {
        try {
          media.setActionHandler(action, null);
        } catch {
          // see above
        }
      }
      media.metadata = null;
    };
  }, [handlers, active]);

  return useCallback((meta: SessionMeta) => {
    const media = session();
    if (!media || typeof MediaMetadata === 'undefined') return;
    media.metadata = new MediaMetadata({
      title: meta.title,
      artist: meta.artist ?? '',
      album: meta.album ?? '',
      artwork: meta.artworkUrl ? [{ src: meta.artworkUrl, sizes: '512x512' }] : [],
    });
  }, []);
}

/**
 * A player whose Media Session shows the title itself (stream, reader, game, software): title,
 * subtitle line and cover of the Playback.
 */
export function useTitleMediaSession({
  playback,
  setMediaSession,
}: Pick<PlayerProps, 'playback' | 'setMediaSession'>) {
  useEffect(() => {
    setMediaSession({
      title: playback.title,
      artist: playback.subtitle ?? undefined,
      artworkUrl: playback.thumbnail.url,
    });
  }, [setMediaSession, playback.title, playback.subtitle, playback.thumbnail.url]);
}
