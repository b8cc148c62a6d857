/**
 * Where a series is at (SPEC.md 3: a movie of type series has seasonNumber and episodeNumber):
 * its latest episode, read from the episodes themselves. Episode numbers restart each season, so
 * the header of a series whose third season has six episodes reads "Season 3 · Episode 6", never a
 * count of every episode of every season (issue 10, item 9).
 */
export interface EpisodeNumbering {
  seasonNumber: number;
  episodeNumber: number;
}

/** The latest episode (highest season, then highest episode in it); null without episodes. */
export function latestEpisode<T extends EpisodeNumbering>(episodes: readonly T[]): T | null {
  let latest: T | null = null;
  for (const episode of episodes)
    if (
      !latest ||
      episode.seasonNumber > latest.seasonNumber ||
      (episode.seasonNumber === latest.seasonNumber && episode.episodeNumber > latest.episodeNumber)
    )
      latest = episode;
  return latest;
}
