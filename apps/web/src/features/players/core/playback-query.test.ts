import { describe, expect, it } from 'vitest';
import type { PlaybackData } from './contract';
import { PLAYBACK_FRESH_MARGIN_MS, expiresSoon, playbackKey, resumePointOf } from './playback-query';

const data = (over: Partial<PlaybackData>) => over as PlaybackData;

describe('playback cache rules', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');

  it.each([
    ['no expiry (a refusal) is not expiring', null, false],
    ['15 minutes left is fresh', '2026-01-01T12:15:00Z', false],
    [
      'less than the margin left is refetched',
      new Date(now + PLAYBACK_FRESH_MARGIN_MS - 1).toISOString(),
      true,
    ],
    ['already expired is refetched', '2026-01-01T11:59:00Z', true],
  ])('%s', (_case, expiresAt, expected) => {
    expect(expiresSoon(data({ expiresAt }), now)).toBe(expected);
  });

  it('the details page and the host share one cache entry per title (no episode = null)', () => {
    expect(playbackKey({ mediaType: 'movie', id: '4' })).toEqual(
      playbackKey({ mediaType: 'movie', id: '4', episodeId: null }),
    );
    expect(playbackKey({ mediaType: 'movie', id: '4', episodeId: 'e2' })).not.toEqual(
      playbackKey({ mediaType: 'movie', id: '4' }),
    );
  });

  it('reads the exact position from the stored JSON, and a broken one as no position', () => {
    const progress = { progress: 12, sequence: 1, updatedAt: '' };
    expect(resumePointOf(data({ progress: { ...progress, position: '{"time":12.5}' } }))).toEqual({
      progress: 12,
      position: { time: 12.5 },
    });
    expect(resumePointOf(data({ progress: { ...progress, position: 'nope' } }))).toEqual({
      progress: 12,
      position: null,
    });
    expect(resumePointOf(data({ progress: null }))).toBeNull();
  });
});
