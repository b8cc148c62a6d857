import { useRef, type RefObject } from 'react';
import type { PlayerProps } from '../core/contract';
import { isHlsMimeType } from './hls-rules';
import { diagnoseMediaError, type MediaFailure } from './media-error';
import { allowRefresh } from './movie-rules';
import type { MovieSource } from './useMovieSource';

/**
 * After the <video> fails: a fatal error ends the player; a signed URL that expired gets new URLs
 * and carries on from the same time (at most 3 refreshes a minute). hls.js knows what failed (the
 * request's status): it passes `known`, and the URL is not asked again.
 */
export function useSourceRecovery(
  video: RefObject<HTMLVideoElement | null>,
  media: MovieSource,
  onError: PlayerProps['onError'],
): (known?: MediaFailure) => Promise<void> {
  const refreshes = useRef<number[]>([]);
  const { source } = media;

  return async (known) => {
    const el = video.current;
    if (!el || !source) return;
    const at = el.currentTime || source.startAt;
    const wasPlaying = !el.paused || source.autoplay;
    // An HLS source that got this far has a way to play (useMovieHls ends an unsupported one itself).
    const canPlay = isHlsMimeType(source.mimeType) || el.canPlayType(source.mimeType) !== '';
    const failure = known ?? (await diagnoseMediaError(source.url, el.error, canPlay));
    if (failure.kind === 'fatal') {
      onError(failure.code);
      return;
    }
    const allowed = allowRefresh(refreshes.current, Date.now());
    if (!allowed) {
      onError('expired');
      return;
    }
    refreshes.current = allowed;
    try {
      const fresh = await media.refetch();
      const url = fresh?.video?.url;
      if (!fresh?.available || !url || !fresh.video) {
        onError(fresh?.available === false ? 'not_entitled' : 'expired');
        return;
      }
      media.setSource({
        url,
        mimeType: fresh.video.mimeType,
        episodeId: source.episodeId,
        startAt: at,
        autoplay: wasPlaying,
      });
    } catch {
      onError('expired');
    }
  };
}
