import { describe, expect, it } from 'vitest';
import {
  HLS_AUTO_LEVEL,
  QUALITY_AUTO,
  hlsErrorOutcome,
  isHlsMimeType,
  levelForPin,
  pinQuality,
  qualityLevels,
  qualityOptions,
  qualityValue,
  videoPathFor,
  type HlsErrorFacts,
} from './hls-rules';

const HLS = 'application/vnd.apple.mpegurl';

describe('isHlsMimeType: the master playlist of an imported title, not the demo MP4', () => {
  it.each([
    [HLS, true],
    ['application/x-mpegURL', true],
    ['Application/VND.Apple.MPEGURL; charset=utf-8', true],
    ['video/mp4', false],
    ['', false],
    [null, false],
  ])('%s → %s', (mimeType, expected) => {
    expect(isHlsMimeType(mimeType)).toBe(expected);
  });
});

describe('videoPathFor: MP4 by src, HLS by hls.js, the browser’s own HLS where hls.js cannot run', () => {
  const chrome = { hlsJsSupported: true, prefersNative: false, playsHlsNatively: false };
  const desktopSafari = { hlsJsSupported: true, prefersNative: false, playsHlsNatively: true };
  const iPhone = { hlsJsSupported: false, prefersNative: true, playsHlsNatively: true };
  const oldSafariNoMse = { hlsJsSupported: false, prefersNative: false, playsHlsNatively: true };
  const nothing = { hlsJsSupported: false, prefersNative: false, playsHlsNatively: false };
  it.each([
    ['MP4 anywhere plays from its file', 'video/mp4', chrome, 'file'],
    ['MP4 on an iPhone too', 'video/mp4', iPhone, 'file'],
    ['HLS in Chrome through hls.js', HLS, chrome, 'hls.js'],
    ['HLS in desktop Safari (MSE) through hls.js', HLS, desktopSafari, 'hls.js'],
    ['HLS on an iPhone natively', HLS, iPhone, 'native'],
    ['HLS without MSE but a "maybe" natively', HLS, oldSafariNoMse, 'native'],
    ['HLS with neither is unsupported', HLS, nothing, 'unsupported'],
  ] as const)('%s', (_case, mimeType, browser, expected) => {
    expect(videoPathFor(mimeType, browser)).toBe(expected);
  });
});

describe('qualityLevels: the menu’s renditions from hls.js levels', () => {
  it('lists each height once, highest first, keeping the level index', () => {
    const levels = [
      { height: 360, bitrate: 800_000 },
      { height: 720, bitrate: 2_800_000 },
      { height: 1080, bitrate: 5_000_000 },
    ];
    expect(qualityLevels(levels)).toEqual([
      { index: 2, height: 1080 },
      { index: 1, height: 720 },
      { index: 0, height: 360 },
    ]);
  });
  it('offers the higher bitrate of two levels of one height, and no audio-only level', () => {
    const levels = [
      { height: 720, bitrate: 2_000_000 },
      { height: 0, bitrate: 128_000 },
      { height: 720, bitrate: 3_000_000 },
      { height: 360, bitrate: 700_000 },
    ];
    expect(qualityLevels(levels)).toEqual([
      { index: 2, height: 720 },
      { index: 3, height: 360 },
    ]);
  });
  it('a single rendition is a menu of one', () => {
    expect(qualityLevels([{ height: 720 }])).toEqual([{ index: 0, height: 720 }]);
    expect(qualityLevels([])).toEqual([]);
  });
});

describe('hlsErrorOutcome: hls.js errors mapped to the player’s error and retry states', () => {
  const facts = (over: Partial<HlsErrorFacts>): HlsErrorFacts => ({
    type: 'networkError',
    fatal: true,
    recoveredOnce: false,
    ...over,
  });
  it.each<[string, Partial<HlsErrorFacts>, ReturnType<typeof hlsErrorOutcome>]>([
    [
      'an expired signed URL (403) refreshes, fatal or not',
      { fatal: false, status: 403 },
      { kind: 'expired' },
    ],
    ['401 likewise', { status: 401 }, { kind: 'expired' }],
    ['a non-fatal error is left to hls.js', { fatal: false, type: 'mediaError' }, { kind: 'ignore' }],
    ['a fatal network error without a status is the network', {}, { kind: 'fatal', code: 'network' }],
    [
      'a playlist or segment gone (404) is the file',
      { status: 404 },
      { kind: 'fatal', code: 'media_unavailable' },
    ],
    ['a server error (503) is the file', { status: 503 }, { kind: 'fatal', code: 'media_unavailable' }],
    ['a first fatal media error is recovered in place', { type: 'mediaError' }, { kind: 'recover' }],
    [
      'a second fatal media error gives up',
      { type: 'mediaError', recoveredOnce: true },
      { kind: 'fatal', code: 'media_unavailable' },
    ],
    ['a fatal demux error is the file', { type: 'muxError' }, { kind: 'fatal', code: 'media_unavailable' }],
    [
      'any other fatal error is the file',
      { type: 'otherError' },
      { kind: 'fatal', code: 'media_unavailable' },
    ],
  ])('%s', (_case, over, expected) => {
    expect(hlsErrorOutcome(facts(over))).toEqual(expected);
  });
});

describe('qualityOptions: "Auto (720p)" while adaptive, then each rendition', () => {
  const autoLabel = (rendition: string | null) => (rendition ? `Auto (${rendition})` : 'Auto');
  const levels = qualityLevels([{ height: 360 }, { height: 720 }, { height: 1080 }]);
  it('names the rendition playing in the Auto option and lists the ladder highest first', () => {
    expect(qualityOptions(levels, 720, autoLabel)).toEqual([
      { value: 'auto', label: 'Auto (720p)', testId: 'quality-auto' },
      { value: '2', label: '1080p', testId: 'quality-1080' },
      { value: '1', label: '720p', testId: 'quality-720' },
      { value: '0', label: '360p', testId: 'quality-360' },
    ]);
  });
  it('says plain Auto before a rendition plays', () => {
    expect(qualityOptions(levels, null, autoLabel)[0]?.label).toBe('Auto');
  });
});

describe('pinning a rendition and going back to Auto', () => {
  const levels = qualityLevels([{ height: 360 }, { height: 720 }, { height: 1080 }]);
  it('choosing a rendition pins its height and plays its level', () => {
    expect(pinQuality('1', levels)).toEqual({ pinnedHeight: 720, level: 1 });
  });
  it('Auto unpins and hands the choice back to adaptive bitrate (-1)', () => {
    expect(pinQuality(QUALITY_AUTO, levels)).toEqual({ pinnedHeight: null, level: HLS_AUTO_LEVEL });
  });
  it('an index the ladder lacks changes nothing', () => {
    expect(pinQuality('7', levels)).toBeNull();
  });
  it('the menu shows the pinned level, else Auto', () => {
    expect(qualityValue(levels, 1080)).toBe('2');
    expect(qualityValue(levels, null)).toBe(QUALITY_AUTO);
  });
  it('a pin survives a reloaded ladder by height (fresh signed URLs), even in another order', () => {
    const reloaded = qualityLevels([{ height: 1080 }, { height: 720 }, { height: 360 }]);
    expect(levelForPin(reloaded, 720)).toBe(1);
    expect(levelForPin(reloaded, 360)).toBe(2);
  });
  it('a pinned height the new ladder lacks falls back to adaptive', () => {
    expect(levelForPin(levels, 480)).toBe(HLS_AUTO_LEVEL);
    expect(qualityValue(levels, 480)).toBe(QUALITY_AUTO);
  });
});
