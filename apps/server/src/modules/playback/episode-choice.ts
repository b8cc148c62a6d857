import { parseMediaId } from '@member-area/domain';
import type { EpisodeModel } from '../catalogue';

/** The episode a series opens on: the one asked for, else the one the position names, else the first. */
export function chooseEpisode(
  episodes: readonly EpisodeModel[],
  asked: number | null,
  position: Record<string, unknown> | null,
): number {
  if (asked != null) return episodes.findIndex((e) => e.id === asked);
  const resumed = position ? parseMediaId(position.episodeId) : null;
  const i = resumed == null ? -1 : episodes.findIndex((e) => e.id === resumed);
  return i >= 0 ? i : 0;
}
