import { describe, expect, it } from 'vitest';
import { chooseLadder, rungVideoCodec } from './ladder';

const sizes = (source: { width: number; height: number }) =>
  chooseLadder(source).map((r) => `${r.name} ${r.width}x${r.height}`);

describe('chooseLadder', () => {
  it.each([
    {
      case: '1080p gets every rung',
      source: [1920, 1080],
      expected: ['360p 640x360', '720p 1280x720', '1080p 1920x1080'],
    },
    {
      case: '4K stops at 1080p',
      source: [3840, 2160],
      expected: ['360p 640x360', '720p 1280x720', '1080p 1920x1080'],
    },
    {
      case: '720p is not enlarged to 1080p',
      source: [1280, 720],
      expected: ['360p 640x360', '720p 1280x720'],
    },
    { case: 'between rungs: the ones below', source: [1024, 576], expected: ['360p 640x360'] },
    { case: 'exactly 360p', source: [640, 360], expected: ['360p 640x360'] },
    { case: 'below 360p: one rung at its own size', source: [320, 240], expected: ['240p 320x240'] },
    { case: 'odd sizes round down to even', source: [321, 179], expected: ['178p 320x178'] },
    {
      case: 'scope keeps its ratio',
      source: [1920, 800],
      expected: ['360p 640x266', '720p 1280x532', '1080p 1920x800'],
    },
    {
      case: '4:3 fits the box by height',
      source: [1440, 1080],
      expected: ['360p 480x360', '720p 960x720', '1080p 1440x1080'],
    },
    {
      case: 'portrait fits the box by height',
      source: [1080, 1920],
      expected: ['360p 202x360', '720p 404x720', '1080p 606x1080'],
    },
    { case: 'no picture: nothing', source: [0, 0], expected: [] },
    { case: 'not a number: nothing', source: [Number.NaN, 720], expected: [] },
  ])('$case', ({ source, expected }) => {
    expect(sizes({ width: source[0]!, height: source[1]! })).toEqual(expected);
  });

  it('announces bitrates that grow with the rung and follow the real pixels', () => {
    const [low, mid, high] = chooseLadder({ width: 1920, height: 1080 });
    expect([low!.videoBitrate, mid!.videoBitrate, high!.videoBitrate]).toEqual([
      800_000, 2_800_000, 5_000_000,
    ]);
    expect(high!.bandwidth).toBe(5_128_000);
    expect([low!.profile, high!.profile]).toEqual(['main', 'high']);
    const scope = chooseLadder({ width: 1920, height: 800 });
    expect(scope[2]!.videoBitrate).toBeLessThan(5_000_000);
    expect(chooseLadder({ width: 2, height: 2 })[0]!.videoBitrate).toBe(100_000);
  });

  it.each([
    { profile: 'main', level: '3.1', expected: 'avc1.4d001f' },
    { profile: 'high', level: '4.0', expected: 'avc1.640028' },
    { profile: 'high', level: '4.2', expected: 'avc1.64002a' },
  ] as const)('names $profile at $level as $expected', ({ profile, level, expected }) => {
    expect(rungVideoCodec({ profile, level })).toBe(expected);
  });
});
