import type { RefObject } from 'react';

/** The events of an audio player's one <audio> that its engine handles. */
export interface AudioElementHandlers {
  onLoadedMetadata(): void;
  onEnded(): void;
  onError(): void;
  onPlaying(): void;
  onPause(): void;
  onTimeUpdate(): void;
}

export interface PlayerAudioEngine extends AudioElementHandlers {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The next file's URL when it is known, for the muted preloading <audio>. */
  preloadUrl: string | null;
}

/**
 * The music and audiobook players' <audio> elements: the one their engine drives, which stays
 * mounted between the full player and the mini-player, and a muted one that preloads the next file.
 * Test ids: `{testIdPrefix}-audio`, `{testIdPrefix}-preload`.
 */
export function PlayerAudio({ engine, testIdPrefix }: { engine: PlayerAudioEngine; testIdPrefix: string }) {
  return (
    <>
      <audio
        ref={engine.audioRef}
        preload="auto"
        onLoadedMetadata={engine.onLoadedMetadata}
        onEnded={engine.onEnded}
        onError={engine.onError}
        onPlaying={engine.onPlaying}
        onPause={engine.onPause}
        onTimeUpdate={engine.onTimeUpdate}
        data-testid={`${testIdPrefix}-audio`}
      />
      {engine.preloadUrl ? (
        <audio
          src={engine.preloadUrl}
          preload="auto"
          muted
          aria-hidden="true"
          data-testid={`${testIdPrefix}-preload`}
        />
      ) : null}
    </>
  );
}
