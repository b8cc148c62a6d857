import { describe, expect, it } from 'vitest';
import type { LiveStreamAsset } from '../../lib/media-manifest';
import { LIVE_WINDOW, liveEdge, livePlaylist, liveWindow } from './live-playlist';

const at = (sequence: number, seconds = 4) => sequence * seconds * 1000;

describe('the live window', () => {
  it('ends at the segment of the clock and holds fifteen segments (a minute at 4 s)', () => {
    const w = liveWindow(at(100) + 1_500, 4, 10);
    expect(liveEdge(at(100) + 1_500, 4)).toBe(100);
    expect(w.mediaSequence).toBe(86);
    expect(w.segments.map((s) => s.sequence)).toEqual(Array.from({ length: 15 }, (_, i) => 86 + i));
    expect(w.segments).toHaveLength(LIVE_WINDOW);
  });

  it.each([
    // [edge, loop length, discontinuity sequence, sequences preceded by a discontinuity]
    [5, 10, 0, []],
    [10, 10, 0, [10]],
    [20, 10, 0, [10, 20]],
    [24, 10, 0, [10, 20]],
    [25, 10, 1, [20]],
    [30, 10, 1, [20, 30]],
    [36, 10, 2, [30]],
    [29, 4, 3, [16, 20, 24, 28]],
  ])('edge %i, loop of %i: discontinuity sequence %i, wraps before %j', (edge, n, ds, wraps) => {
    const w = liveWindow(at(edge), 4, n);
    expect(w.discontinuitySequence).toBe(ds);
    expect(w.segments.filter((s) => s.discontinuity).map((s) => s.sequence)).toEqual(wraps);
  });

  it('counts every wrap exactly once as the window slides (RFC 8216 6.2.2)', () => {
    const n = 7;
    let previous = liveWindow(at(50, 2), 2, n);
    for (let edge = 51; edge < 200; edge++) {
      const w = liveWindow(at(edge, 2), 2, n);
      const dropped = previous.segments[0]!;
      // The discontinuity sequence grows exactly when a segment carrying the tag slides out.
      expect(w.discontinuitySequence - previous.discontinuitySequence).toBe(dropped.discontinuity ? 1 : 0);
      previous = w;
    }
  });

  it('writes a version 3 playlist with relative segment names for MPEG-TS', () => {
    const live: LiveStreamAsset = {
      key: 'sports',
      segmentSeconds: 4,
      segments: [0, 1, 2].map((i) => ({
        file: `live/sports/s${i}.ts`,
        bytes: 1,
        sha256: '',
        mimeType: 'video/mp2t',
      })),
      init: null,
      codecs: 'avc1.42c01e,mp4a.40.2',
      resolution: '1280x720',
      bitrateKbps: 1500,
      language: 'en',
    };
    expect(livePlaylist(live, at(8))).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-DISCONTINUITY-SEQUENCE:0',
        '#EXTINF:4.000,',
        'seg-0.ts',
        '#EXTINF:4.000,',
        'seg-1.ts',
        '#EXTINF:4.000,',
        'seg-2.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:4.000,',
        'seg-3.ts',
        '#EXTINF:4.000,',
        'seg-4.ts',
        '#EXTINF:4.000,',
        'seg-5.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:4.000,',
        'seg-6.ts',
        '#EXTINF:4.000,',
        'seg-7.ts',
        '#EXTINF:4.000,',
        'seg-8.ts',
        '',
      ].join('\n'),
    );
  });
});
