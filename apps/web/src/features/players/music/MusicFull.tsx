import { useTranslation } from 'react-i18next';
import type { PlaybackData, PlayerController } from '../core/contract';
import { AddToPlaylistMenu } from '../../playlists';
import { IconButton, SeekBar } from '../core/controls';
import { AudioPlayerLayout } from '../mini/AudioPlayerLayout';
import { ModeButton } from '../mini/ModeButton';
import { SidePanel } from '../mini/SidePanel';
import { VolumeControl } from '../mini/VolumeControl';
import { usePersisted } from '../mini/persistedStore';
import { musicModes, nextRepeatMode } from './modes';
import { TrackList } from './TrackList';
import type { MusicEngine } from './useMusicEngine';
import layout from '../mini/AudioLayout.module.css';
import styles from './MusicPlayer.module.css';

/** The full-screen music player: cover, track, transport, and the album / up-next panel. */
export function MusicFull({
  engine,
  player,
  playback,
}: {
  engine: MusicEngine;
  player: PlayerController;
  playback: PlaybackData;
}) {
  const { t } = useTranslation();
  const { track, audio } = engine;
  const playing = !audio.paused;
  const cover = track?.thumbnail.url ?? playback.thumbnail.url;

  return (
    <AudioPlayerLayout
      cover={cover}
      testId="music-player"
      stageLabel={t('players-audio.music.nowPlaying')}
      panel={
        <SidePanel
          label={t('players-audio.music.panels')}
          ownTab={{ key: 'album', label: t('players-audio.music.album') }}
          player={player}
          testIdPrefix="music"
        >
          <TrackList
            tracks={playback.tracks}
            currentId={track?.id ?? null}
            playing={playing}
            onPick={engine.pickTrack}
          />
        </SidePanel>
      }
    >
      <img className={layout.cover} src={cover} alt="" width={480} height={480} data-testid="music-cover" />
      <div className={styles.meta}>
        <div className={styles.metaText}>
          <p className={layout.eyebrow}>{t('players-audio.music.nowPlaying')}</p>
          <h2 className={layout.title} data-testid="music-track-title">
            {track?.title ?? playback.title}
          </h2>
          <p className={layout.byline} data-testid="music-track-artist">
            {track ? `${track.artist} · ${track.albumTitle}` : playback.subtitle}
          </p>
        </div>
        {track ? (
          <AddToPlaylistMenu
            trackIds={[track.id]}
            label={t('players-audio.music.addToPlaylist', { title: track.title })}
            compact
            data-testid="music-add-to-playlist"
          />
        ) : null}
      </div>
      <SeekBar
        current={audio.time}
        duration={audio.duration || (track?.duration ?? 0)}
        onSeek={engine.seek}
        label={t('players-audio.controls.seek')}
        data-testid="music-seek"
      />
      <MusicTransport engine={engine} />
      <div className={layout.secondary}>
        <VolumeControl />
      </div>
    </AudioPlayerLayout>
  );
}

/** Shuffle, previous, play/pause, next, repeat. */
function MusicTransport({ engine }: { engine: MusicEngine }) {
  const { t } = useTranslation();
  const { audio } = engine;
  const playing = !audio.paused;
  const modes = usePersisted(musicModes);
  const shuffled = modes.shuffleOrigin !== null;
  const repeatLabel = {
    off: t('players-audio.music.repeatOff'),
    all: t('players-audio.music.repeatAll'),
    one: t('players-audio.music.repeatOne'),
  }[modes.repeat];

  return (
    <div className={layout.transport}>
      <ModeButton
        icon="shuffle"
        label={t('players-audio.music.shuffle')}
        pressed={shuffled}
        onClick={engine.toggleShuffle}
        data-testid="music-shuffle"
      />
      <IconButton
        icon="previous"
        label={t('players-audio.music.previous')}
        onClick={engine.previous}
        data-testid="music-previous"
      />
      <IconButton
        icon={playing ? 'pause' : 'play'}
        label={playing ? t('players-audio.controls.pause') : t('players-audio.controls.play')}
        size="lg"
        className={audio.buffering ? styles.buffering : undefined}
        onClick={engine.togglePlay}
        data-testid="music-toggle"
        data-state={playing ? 'playing' : 'paused'}
      />
      <IconButton
        icon="next"
        label={t('players-audio.music.next')}
        onClick={engine.next}
        disabled={!engine.hasNext}
        data-testid="music-next"
      />
      <ModeButton
        icon={modes.repeat === 'one' ? 'repeat-one' : 'repeat'}
        label={repeatLabel}
        pressed={modes.repeat !== 'off'}
        onClick={() => musicModes.set((m) => ({ ...m, repeat: nextRepeatMode(m.repeat) }))}
        data-testid="music-repeat"
        data-mode={modes.repeat}
      />
    </div>
  );
}
