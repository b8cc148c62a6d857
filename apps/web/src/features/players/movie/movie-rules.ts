import { resumeTime } from '@member-area/domain';
import type { PlaybackData, PlayerProps } from '../core/contract';
import { SUBTITLES_OFF } from './subtitles';

type Video = NonNullable<PlaybackData['video']>;
type Episode = PlaybackData['episodes'][number];

/** Signed URLs refreshed after errors: at most this many a minute, then the player gives up. */
export const MAX_REFRESHES_PER_MINUTE = 3;

/** Where a source starts: the resume point for the first one (if it is this episode), else 0. */
export function startTimeFor(video: Video, resume: PlayerProps['resume'], first: boolean): number {
  if (!first || !resume) return 0;
  const position = resume.position;
  const saved = typeof position?.time === 'number' ? position.time : resume.progress;
  if (position && typeof position.episodeId === 'string' && position.episodeId !== video.episodeId) return 0;
  return resumeTime(saved, video.duration);
}

/** The position saved for a movie or an episode. */
export function moviePosition(episodeId: string | null | undefined, at: number): Record<string, unknown> {
  return episodeId ? { episodeId, time: at } : { time: at };
}

/** The episode playing and its neighbours in the series' list. */
export function episodesAround(
  episodes: readonly Episode[],
  episodeId: string | null | undefined,
): { episode: Episode | null; previous: Episode | null; next: Episode | null } {
  const index = episodes.findIndex((e) => e.id === episodeId);
  if (index < 0) return { episode: null, previous: null, next: null };
  return {
    episode: episodes[index] ?? null,
    previous: episodes[index - 1] ?? null,
    next: episodes[index + 1] ?? null,
  };
}

/**
 * The C key: off when subtitles show; else the language shown last, or the one of the interface,
 * or the first one (undefined: the video has none).
 */
export function subtitlesToggledTo(
  shown: string,
  languages: readonly string[],
  lastShown: string | null,
  uiLanguage: string,
): string | undefined {
  if (shown !== SUBTITLES_OFF) return SUBTITLES_OFF;
  if (lastShown && languages.includes(lastShown)) return lastShown;
  return languages.find((l) => l.split('-')[0] === uiLanguage) ?? languages[0];
}

/** The refreshes of the last minute with this one, or null when the minute's allowance is spent. */
export function allowRefresh(refreshes: readonly number[], now: number): number[] | null {
  const lastMinute = refreshes.filter((when) => now - when < 60_000);
  return lastMinute.length >= MAX_REFRESHES_PER_MINUTE ? null : [...lastMinute, now];
}
