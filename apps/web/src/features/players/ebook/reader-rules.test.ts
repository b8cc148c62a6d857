import { describe, expect, it } from 'vitest';
import {
  chapterTitleAt,
  clampFontStep,
  DEFAULT_FONT_STEP,
  FONT_STEPS,
  isReaderTheme,
  locationsCacheKey,
  parseEbookPosition,
  swipeDirection,
} from './reader-rules';

describe('text size', () => {
  it('has five steps and stays within them', () => {
    expect(FONT_STEPS).toHaveLength(5);
    expect(clampFontStep(-3)).toBe(0);
    expect(clampFontStep(9)).toBe(4);
    expect(clampFontStep(Number.NaN)).toBe(DEFAULT_FONT_STEP);
    expect(clampFontStep(2.4)).toBe(2);
  });
});

describe('reading theme', () => {
  it('accepts only light, sepia and dark', () => {
    expect(['light', 'sepia', 'dark', 'blue', null].map(isReaderTheme)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('stored position', () => {
  it('resumes at a stored CFI with its percent and page', () => {
    expect(parseEbookPosition({ cfi: 'epubcfi(/6/4!/4/2/1:0)', percent: 0.42, page: 37 })).toEqual({
      cfi: 'epubcfi(/6/4!/4/2/1:0)',
      percent: 0.42,
      page: 37,
    });
  });

  it.each([[null], [{}], [{ cfi: 12 }], [{ cfi: '/6/4' }], [{ time: 12.5 }]])(
    'treats %j as no position',
    (position) => {
      expect(parseEbookPosition(position)).toBeNull();
    },
  );

  it('clamps a percent out of range and a page below 1', () => {
    expect(parseEbookPosition({ cfi: 'epubcfi(/6/2!)', percent: 3, page: -2 })).toEqual({
      cfi: 'epubcfi(/6/2!)',
      percent: 1,
      page: 1,
    });
  });
});

describe('locations cache key', () => {
  it('is the same for two signed URLs of one book', () => {
    const a = locationsCacheKey('http://playmax.localhost:3000/media/s/eyJwIjoi.abc/ebooks/e1/book.epub');
    const b = locationsCacheKey('http://playmax.localhost:3000/media/s/eyJwIjoi.xyz/ebooks/e1/book.epub?x=1');
    expect(a).toBe(b);
    expect(a).toBe('ma_epub_locations:/media/ebooks/e1/book.epub');
  });

  it('differs between books', () => {
    expect(locationsCacheKey('/media/s/t/ebooks/e1/book')).not.toBe(
      locationsCacheKey('/media/s/t/ebooks/e2/book'),
    );
  });
});

describe('swipe', () => {
  it.each([
    [-120, 10, 'next'],
    [120, -10, 'previous'],
    [-30, 0, null],
    [-80, 70, null],
  ] as const)('dx %s dy %s turns to %s', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});

describe('chapterTitleAt', () => {
  const toc = [
    { spineIndex: -1, title: 'Unlinked' },
    { spineIndex: 1, title: 'One' },
    { spineIndex: 3, title: 'Two' },
  ];
  it.each([
    ['no position yet', null, null],
    ['before the first chapter', 0, null],
    ['on a chapter', 1, 'One'],
    ['between chapters, the one before', 2, 'One'],
    ['after the last', 9, 'Two'],
  ])('%s', (_case, spine, expected) => {
    expect(chapterTitleAt(toc, spine)).toBe(expected);
  });
});
