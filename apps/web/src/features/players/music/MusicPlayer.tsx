import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { usePlayer } from '../core/usePlayer';
import { MiniPlayer } from '../mini/MiniPlayer';
import { PlayerAudio } from '../mini/PlayerAudio';
import { fractionOf } from '@member-area/domain';
import { MusicFull } from './MusicFull';
import { useMusicEngine } from './useMusicEngine';

/**
 * The music player (docs/players.md): one <audio> that survives the switch between the full player
 * and the mini-player, plus a second one that preloads the next track so it starts without a gap.
 */
export default function MusicPlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const player = usePlayer();
  const engine = useMusicEngine(props, player);
  const { track, audio } = engine;

  return (
    <>
      <PlayerAudio engine={engine} testIdPrefix="music" />
      {props.presentation === 'mini' ? (
        <MiniPlayer
          coverUrl={track?.thumbnail.url ?? props.playback.thumbnail.url}
          title={track?.title ?? props.playback.title}
          subtitle={track?.artist ?? props.playback.subtitle}
          fraction={fractionOf(audio.time, audio.duration)}
          playing={!audio.paused}
          onTogglePlay={engine.togglePlay}
          onNext={engine.next}
          nextLabel={t('players-audio.music.next')}
          nextDisabled={!engine.hasNext}
          onExpand={props.onExpand}
          onClose={player.stop}
        />
      ) : (
        <MusicFull engine={engine} player={player} playback={props.playback} />
      )}
    </>
  );
}
