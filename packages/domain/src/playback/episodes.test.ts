import { describe, expect, it } from 'vitest';
import { latestEpisode } from './episodes';

const ep = (seasonNumber: number, episodeNumber: number) => ({ seasonNumber, episodeNumber });
/** Seasons of the given lengths, episodes numbered from 1 in each season. */
const series = (...lengths: number[]) =>
  lengths.flatMap((length, s) => Array.from({ length }, (_, e) => ep(s + 1, e + 1)));

describe('latestEpisode: where a series is at', () => {
  it.each([
    {
      case: 'seasons of 4, 4 and 6 episodes end at season 3, episode 6 (not 14)',
      episodes: series(4, 4, 6),
      latest: ep(3, 6),
    },
    { case: 'one season of 8 ends at episode 8', episodes: series(8), latest: ep(1, 8) },
    { case: 'a longer earlier season does not lend its number', episodes: series(8, 5), latest: ep(2, 5) },
    {
      case: 'the order of the list does not matter',
      episodes: [ep(2, 1), ep(1, 7), ep(2, 3), ep(1, 2)],
      latest: ep(2, 3),
    },
  ])('$case', ({ episodes, latest }) => {
    expect(latestEpisode(episodes)).toEqual(latest);
  });

  it('a film without episodes has none', () => {
    expect(latestEpisode([])).toBeNull();
  });
});
