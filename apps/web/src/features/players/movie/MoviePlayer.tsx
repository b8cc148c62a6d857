import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { VideoCenter, VideoFrame, VideoPicture, videoStyles } from '../core/video';
import { Spinner } from '../../../ui/Spinner';
import { MovieControls } from './MovieControls';
import { MovieOverlays } from './MovieOverlays';
import { useMovieEngine } from './useMovieEngine';

/**
 * The movie and series player (docs/players.md): the view of useMovieEngine, one <video> with
 * its own controls. Markup only; every state and action comes from the engine.
 */
/**
 * For journeys and support (issue 32 point 3): `data-rendition` is the height of the rendition on
 * screen, `data-rendition-loading` the one hls.js loads; absent for MP4 and until known.
 */
function renditionData(onScreen: number | null, loading: number | null): Record<`data-${string}`, string> {
  return {
    ...(onScreen ? { 'data-rendition': String(onScreen) } : {}),
    ...(loading ? { 'data-rendition-loading': String(loading) } : {}),
  };
}

export default function MoviePlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const engine = useMovieEngine(props);
  const { element, source, currentVideo, visible } = engine;
  const { playing } = element.state;

  if (!source || !currentVideo) {
    return (
      <div className={videoStyles.frame} data-testid="movie-player">
        <VideoCenter>
          <Spinner size={40} label={t('players.host.loading')} />
        </VideoCenter>
      </div>
    );
  }

  return (
    <VideoFrame
      element={element}
      visible={visible}
      poke={engine.poke}
      testId="movie-player"
      data-playing={playing}
      {...renditionData(engine.renditionHeight, engine.renditionLoadingHeight)}
      data-quality={engine.quality}
    >
      <VideoPicture
        element={element}
        src={engine.videoSrc}
        poster={currentVideo.posterUrl ?? undefined}
        preload="metadata"
        {...engine.videoEvents}
        data-testid="movie-video"
      >
        {engine.subtitles.map((track) => (
          <track
            key={track.language}
            kind="subtitles"
            src={track.url}
            srcLang={track.language}
            label={track.label}
          />
        ))}
      </VideoPicture>

      <MovieOverlays engine={engine} />
      <MovieControls engine={engine} />
    </VideoFrame>
  );
}
