import { useEffect, useRef, useState } from 'react';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { usePlayback } from '../core/playback-query';
import { startTimeFor } from './movie-rules';

/** Where the <video> starts after a source change: the resume point, 0, or where a refresh left off. */
export interface Source {
  url: string;
  /** The URL's type: `application/vnd.apple.mpegurl` plays through HLS (hls-rules.ts), else the file. */
  mimeType: string;
  episodeId: string | null;
  startAt: number;
  autoplay: boolean;
}

export interface MovieSource {
  /** The playback of what plays: the host's, or the episode the member moved to. */
  current: PlaybackData | undefined;
  currentVideo: NonNullable<PlaybackData['video']> | null;
  source: Source | null;
  setSource(source: Source): void;
  setEpisodeId(episodeId: string): void;
  /** Fresh signed URLs for what plays (after a URL expired). */
  refetch(): Promise<PlaybackData | undefined>;
}

/**
 * What the <video> plays. A series' episode may differ from the one the host fetched (the member
 * moved on): its playback is fetched here. A refresh of the same episode keeps the URL in use.
 */
export function useMovieSource(props: PlayerProps): MovieSource {
  const { item, playback, refreshPlayback } = props;
  const hostEpisodeId = playback.video?.episodeId ?? null;
  const [episodeId, setEpisodeId] = useState<string | null>(hostEpisodeId);
  const ownEpisode = episodeId !== hostEpisodeId;
  const episodeQuery = usePlayback(ownEpisode ? { ...item, episodeId } : null);
  const current: PlaybackData | undefined = ownEpisode ? episodeQuery.data : playback;
  const currentVideo = current?.video ?? null;

  const firstSource = useRef(true);
  const [source, setSource] = useState<Source | null>(null);
  useEffect(() => {
    if (!currentVideo) return;
    setSource((previous) => {
      if (previous && previous.episodeId === currentVideo.episodeId) return previous; // a refresh keeps the URL in use
      const startAt = startTimeFor(currentVideo, props.resume, firstSource.current);
      firstSource.current = false;
      return {
        url: currentVideo.url,
        mimeType: currentVideo.mimeType,
        episodeId: currentVideo.episodeId,
        startAt,
        autoplay: true,
      };
    });
    // props.resume is read once for the first source only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentVideo?.episodeId, currentVideo?.url]);

  return {
    current,
    currentVideo,
    source,
    setSource,
    setEpisodeId,
    refetch: async () => (ownEpisode ? (await episodeQuery.refetch()).data : await refreshPlayback()),
  };
}
