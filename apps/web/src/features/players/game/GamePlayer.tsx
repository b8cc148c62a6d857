import type { PlayerProps } from '../core/contract';
import { GameFrame } from './GameFrame';
import { SoftwareDetails } from './SoftwareDetails';

/**
 * The game player, which also serves software (SPEC.md 2): a game plays in a sandboxed frame,
 * software shows its downloads. The host unmounts it on close (no mini-player for these types).
 */
export default function GamePlayer(props: PlayerProps) {
  const { playback } = props;
  if (playback.mediaType === 'software' || (!playback.game && playback.downloads.length > 0)) {
    return <SoftwareDetails playback={playback} setMediaSession={props.setMediaSession} />;
  }
  if (!playback.game) return null;
  return (
    <GameFrame
      playback={playback}
      game={playback.game}
      resume={props.resume}
      reportProgress={props.reportProgress}
      useActions={props.useActions}
      setMediaSession={props.setMediaSession}
      onClose={props.onClose}
    />
  );
}
