import { describe, expect, it } from 'vitest';
import { SUBTITLES_OFF, subtitleLanguage } from './subtitles';

describe('subtitleLanguage: the remembered choice applied to the languages a video has', () => {
  it.each([
    ['off stays off', SUBTITLES_OFF, ['en', 'fr'], SUBTITLES_OFF],
    ['a language the video has is shown', 'fr', ['en', 'fr'], 'fr'],
    ['a regional choice finds the base language', 'pt-PT', ['en', 'pt'], 'pt'],
    ['a base choice finds a regional track', 'es', ['en', 'es-ES'], 'es-ES'],
    ['a language the video lacks shows nothing (no surprise language)', 'ja', ['en', 'fr'], SUBTITLES_OFF],
  ])('%s', (_case, choice, available, expected) => {
    expect(subtitleLanguage(choice, available)).toBe(expected);
  });
});
