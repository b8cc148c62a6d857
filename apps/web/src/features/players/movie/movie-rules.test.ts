import { describe, expect, it } from 'vitest';
import { allowRefresh, episodesAround, moviePosition, subtitlesToggledTo } from './movie-rules';

describe('subtitlesToggledTo', () => {
  const languages = ['en', 'fr-FR', 'de'];
  it('turns shown subtitles off', () => {
    expect(subtitlesToggledTo('fr-FR', languages, 'fr-FR', 'en')).toBe('off');
  });
  it('turns back on the language shown last', () => {
    expect(subtitlesToggledTo('off', languages, 'de', 'fr')).toBe('de');
  });
  it('else picks the interface’s language, else the first', () => {
    expect(subtitlesToggledTo('off', languages, null, 'fr')).toBe('fr-FR');
    expect(subtitlesToggledTo('off', languages, 'it', 'es')).toBe('en');
  });
  it('has nothing to show for a video without subtitles', () => {
    expect(subtitlesToggledTo('off', [], null, 'en')).toBeUndefined();
  });
});

describe('allowRefresh', () => {
  it('allows three refreshes a minute', () => {
    expect(allowRefresh([1_000, 2_000], 3_000)).toEqual([1_000, 2_000, 3_000]);
    expect(allowRefresh([1_000, 2_000, 3_000], 4_000)).toBeNull();
  });
  it('forgets refreshes older than a minute', () => {
    expect(allowRefresh([1_000, 2_000, 3_000], 61_500)).toEqual([2_000, 3_000, 61_500]);
  });
});

describe('episodesAround', () => {
  const episodes = ['e1', 'e2', 'e3'].map((id) => ({
    id,
    seasonNumber: 1,
    episodeNumber: 1,
    title: id,
    duration: 60,
  })) satisfies Parameters<typeof episodesAround>[0];
  it('finds the episode and its neighbours', () => {
    const around = episodesAround(episodes, 'e2');
    expect([around.previous?.id, around.episode?.id, around.next?.id]).toEqual(['e1', 'e2', 'e3']);
  });
  it('has none for a movie', () => {
    expect(episodesAround(episodes, null)).toEqual({ episode: null, previous: null, next: null });
  });
});

describe('moviePosition', () => {
  it('names the episode of a series', () => {
    expect(moviePosition('e2', 30)).toEqual({ episodeId: 'e2', time: 30 });
    expect(moviePosition(null, 30)).toEqual({ time: 30 });
  });
});
