/**
 * The contract between the player host (features/players/core) and each player
 * (features/players/<movie|stream|music|audiobook|ebook|game>). docs/players.md explains the whole.
 *
 * The host owns: the play queue (rules in @member-area/domain playback), fetching Playback (and
 * refetching it when a signed URL expires), the full-screen overlay with the app underneath, the
 * keyboard scheme and its help panel, Media Session wiring, the throttled progress saver, history
 * and consumption events when playback starts, the "report a problem" entry, and the mini-player.
 * A player owns only its media element and its own controls.
 */
import type { ComponentType } from 'react';
import type { QueuePresentation } from '@member-area/domain';
import type { PlaybackQuery } from '../../../gql/graphql';

export type PlaybackData = PlaybackQuery['content']['playback'];

/** One entry of the play queue. `id` is the catalogue title (album, series, book …). */
export interface QueueItem {
  mediaType: string;
  id: string;
  title: string;
  subtitle?: string | null;
  thumbnailUrl?: string | null;
  /** Music: the track to play within the album. */
  trackId?: string | null;
  /** Series: the episode to play. */
  episodeId?: string | null;
  /** Local key so the same title may sit in the queue twice. */
  key: string;
}

/** Where a player resumes (parsed from MediaProgress.position, see playback.graphql). */
export interface ResumePoint {
  progress: number;
  position: Record<string, unknown> | null;
}

/** The actions of the one keyboard scheme (packages/domain playback/keyboard.ts maps keys to them). */
export type PlayerAction =
  | 'togglePlay' // Space, K
  | 'seekBack' // ←  (10 s; previous page in the reader)
  | 'seekForward' // → (30 s; next page in the reader)
  | 'slower' // Shift+<  (speed down; smaller font in the reader)
  | 'faster' // Shift+>  (speed up; larger font in the reader)
  | 'previousChapter' // PageUp (chapter, track or episode)
  | 'nextChapter' // PageDown
  | 'toggleMute' // M
  | 'toggleFullscreen' // F
  | 'toggleCaptions' // C (subtitles; table of contents in the reader)
  | 'toggleHelp' // ?
  | 'close'; // Escape

export type PlayerActionHandlers = Partial<Record<PlayerAction, () => void>>;

export interface PlayerProps {
  item: QueueItem;
  /**
   * 'full': the full-screen player over the app. 'mini': the member closed the full player of a
   * music or audiobook item; the same component stays mounted (so the audio element keeps playing)
   * and renders the mini-player bar instead. Other media types are unmounted on close.
   */
  presentation: 'full' | 'mini';
  /** Back to the full-screen player (from the mini-player). */
  onExpand(): void;
  /** Close the full player (music and audiobooks go to 'mini'), or stop from the mini-player. */
  onClose(): void;
  playback: PlaybackData;
  resume: ResumePoint | null;
  /**
   * Report the position while playing; the host throttles writes (one per 10 s) and writes at once
   * when `flush` is set (pause, chapter change, close). progress: seconds, or 0..1 for ebooks.
   */
  reportProgress(progress: number, position: Record<string, unknown>, opts?: { flush?: boolean }): void;
  /** The item finished: the host moves the queue on (next). */
  onEnded(): void;
  /** Ask the host for fresh signed URLs (after a 403 or near expiresAt); resolves to new Playback. */
  refreshPlayback(): Promise<PlaybackData>;
  /** A media error the player could not recover from: the host shows the translated message. */
  onError(code: PlayerErrorCode): void;
  /**
   * Bind this player's meaning of the keyboard actions (the host listens once, ignores keys typed
   * into inputs, and handles toggleHelp and close itself).
   */
  useActions(handlers: PlayerActionHandlers): void;
  /** Media Session metadata and handlers (OS media keys); the host calls navigator.mediaSession. */
  setMediaSession(meta: { title: string; artist?: string; album?: string; artworkUrl?: string | null }): void;
}

/** Messages under players.errors.<code> in every locale. */
export type PlayerErrorCode =
  | 'media_unavailable' // corrupt or missing file
  | 'network' // the stream stopped / network failed
  | 'expired' // signed URL expired and refreshing failed
  | 'not_entitled' // the member lost access mid-play
  | 'unsupported'; // the browser cannot play the format

/** What usePlayer() returns (features/players/core/usePlayer.ts); the PlayerProvider implements it. */
export interface PlayerController {
  /** The queue in play order; queue[0] is the active item (SPEC.md 4: next removes the current item). */
  queue: readonly QueueItem[];
  active: QueueItem | null;
  /** 'queued': items wait in the queue and nothing plays (the queued bar shows; its Play plays). */
  presentation: QueuePresentation;
  /** Replaces the queue and opens the full player; random picks a random item to play first. */
  play(items: readonly Omit<QueueItem, 'key'>[], opts?: { random?: boolean }): void;
  /** Appends to the queue without interrupting what plays; never starts playback (a closed player shows the queued bar). */
  addToQueue(items: readonly Omit<QueueItem, 'key'>[]): void;
  /** Removes the active item and plays the next one (the only item empties the queue and closes). */
  next(): void;
  /** Moves the most recent played item back to the front and plays it. */
  previous(): void;
  /** Jump to a queued item (it becomes the front). */
  playQueued(key: string): void;
  removeFromQueue(key: string): void;
  /** Reorder or shuffle: the new order of the queue (keys of the current queue). */
  setQueueOrder(keys: readonly string[]): void;
  open(): void;
  close(): void;
  /** Stops playback and empties the queue. */
  stop(): void;
}

/** Each media type's player, loaded lazily by the host. */
export type PlayerComponent = ComponentType<PlayerProps>;
