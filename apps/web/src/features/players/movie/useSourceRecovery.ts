import { useRef, type RefObject } from 'react';
import type { PlayerProps } from '../core/contract';
import { diagnoseMediaError } from './media-error';
import { allowRefresh } from './movie-rules';
import type { MovieSource } from './useMovieSource';

/**
 * After the <video> fails: a fatal error ends the player; a signed URL that expired gets new URLs
 * and carries on from the same time (at most 3 refreshes a minute).
 */
export function useSourceRecovery(
  video: RefObject<HTMLVideoElement | null>,
  media: MovieSource,
  onError: PlayerProps['onError'],
): () => Promise<void> {
  const refreshes = useRef<number[]>([]);
  const { source, currentVideo } = media;

  return async () => {
    const el = video.current;
    if (!el || !source) return;
    const at = el.currentTime || source.startAt;
    const wasPlaying = !el.paused || source.autoplay;
    const canPlay = currentVideo ? el.canPlayType(currentVideo.mimeType) !== '' : true;
    const failure = await diagnoseMediaError(source.url, el.error, canPlay);
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
      if (!fresh?.available || !url) {
        onError(fresh?.available === false ? 'not_entitled' : 'expired');
        return;
      }
      media.setSource({ url, episodeId: source.episodeId, startAt: at, autoplay: wasPlaying });
    } catch {
      onError('expired');
    }
  };
}
