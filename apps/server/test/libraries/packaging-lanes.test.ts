import { describe, expect, it } from 'vitest';
import { probeFromTags } from '../../src/modules/libraries/packaging';
import { PACKAGE_JOB, PACKAGE_LIGHT_JOB, packagingLaneOf } from '../../src/modules/libraries/service';

describe('probeFromTags: what the scan read stands in for ffprobe only where it is sure', () => {
  const mp3 = { audioCodec: 'MPEG 1 Layer 3', container: 'MPEG', durationSeconds: 8.05 };
  const flac = { audioCodec: 'FLAC', container: 'FLAC', durationSeconds: 61 };
  it.each([
    ['an MP3', mp3, 'a.mp3', { codec: 'mp3', container: 'mp3', durationSeconds: 8.05 }],
    [
      'an MPEG-2.5 MP3',
      { ...mp3, audioCodec: 'MPEG 2.5 Layer 3' },
      'a.MP3',
      { codec: 'mp3', container: 'mp3', durationSeconds: 8.05 },
    ],
    ['a FLAC', flac, 'b.flac', { codec: 'flac', container: 'flac', durationSeconds: 61 }],
    ['an MP2 named .mp3', { ...mp3, audioCodec: 'MPEG 1 Layer 2' }, 'a.mp3', null],
    ['an MP3 named .flac', mp3, 'a.flac', null],
    ['a FLAC named .mp3', flac, 'a.mp3', null],
    [
      'an M4A (ALAC or AAC: ffprobe tells)',
      { audioCodec: 'ALAC', container: 'M4A/isom', durationSeconds: 3 },
      'a.m4a',
      null,
    ],
    ['no duration', { ...mp3, durationSeconds: undefined }, 'a.mp3', null],
    ['a zero duration', { ...mp3, durationSeconds: 0 }, 'a.mp3', null],
    ['no codec', { container: 'MPEG', durationSeconds: 3 }, 'a.mp3', null],
  ])('%s', (_name, tags, fileName, expected) => {
    expect(probeFromTags(tags, fileName)).toEqual(expected);
  });
});

describe('packagingLaneOf: a film waits for no album, and films go one at a time', () => {
  it.each([
    ['video', PACKAGE_JOB],
    ['audio', PACKAGE_LIGHT_JOB],
    ['ebook', PACKAGE_LIGHT_JOB],
    ['game', PACKAGE_LIGHT_JOB],
    ['software', PACKAGE_LIGHT_JOB],
  ])('%s → %s', (kind, lane) => {
    expect(packagingLaneOf(kind)).toBe(lane);
  });
});
