import { useTranslation } from 'react-i18next';
import type { PlayerProps } from '../core/contract';
import { usePlayer } from '../core/usePlayer';
import { MiniPlayer } from '../mini/MiniPlayer';
import { PlayerAudio } from '../mini/PlayerAudio';
import { fractionOf } from '@member-area/domain';
import { AudiobookFull } from './AudiobookFull';
import { useAudiobookEngine } from './useAudiobookEngine';

/**
 * The audiobook player (docs/players.md): chapters are separate files played by one <audio> that
 * stays mounted between the full player and the mini-player; the next chapter preloads.
 */
export default function AudiobookPlayer(props: PlayerProps) {
  const { t } = useTranslation();
  const player = usePlayer();
  const engine = useAudiobookEngine(props);
  const { audio, chapter } = engine;

  return (
    <>
      <PlayerAudio engine={engine} testIdPrefix="audiobook" />
      {props.presentation === 'mini' ? (
        <MiniPlayer
          coverUrl={props.playback.thumbnail.url}
          title={props.playback.title}
          subtitle={chapter?.title ?? props.playback.subtitle}
          fraction={fractionOf(audio.time, audio.duration)}
          playing={!audio.paused}
          onTogglePlay={engine.togglePlay}
          onNext={engine.nextChapter}
          nextLabel={t('players-audio.audiobook.nextChapter')}
          nextDisabled={engine.chapterIndex >= engine.chapters.length - 1}
          onExpand={props.onExpand}
          onClose={player.stop}
        />
      ) : (
        <AudiobookFull engine={engine} player={player} playback={props.playback} />
      )}
    </>
  );
}
