import { describe, expect, it } from 'vitest';
import {
  bookDuration,
  parseBookPosition,
  bookPositionAt,
  shiftBookPosition,
  bookTotalSeconds,
} from './book-position';

/** Three chapters: 100 s, 200 s and 50 s. */
const chapters = [100, 200, 50];

describe('bookTotalSeconds and bookPositionAt', () => {
  it.each([
    [{ chapter: 0, time: 0 }, 0],
    [{ chapter: 0, time: 42 }, 42],
    [{ chapter: 1, time: 0 }, 100],
    [{ chapter: 2, time: 10 }, 310],
  ])('%j is %i s into the book and back', (position, total) => {
    expect(bookTotalSeconds(chapters, position)).toBe(total);
    expect(bookPositionAt(chapters, total)).toEqual(position);
  });

  it('clamps to the start and to the end of the last chapter', () => {
    expect(bookPositionAt(chapters, -20)).toEqual({ chapter: 0, time: 0 });
    expect(bookPositionAt(chapters, 9999)).toEqual({ chapter: 2, time: 50 });
    expect(bookDuration(chapters)).toBe(350);
  });

  it('counts a negative time or chapter length as zero (a book never runs backwards)', () => {
    expect(bookTotalSeconds(chapters, { chapter: 1, time: -5 })).toBe(100);
    expect(bookTotalSeconds([100, -30, 50], { chapter: 2, time: 1 })).toBe(101);
    expect(bookDuration([100, -30, 50])).toBe(150);
  });
});

describe('shiftBookPosition (10 s back, 30 s forward across chapters)', () => {
  it.each([
    ['forward within a chapter', { chapter: 0, time: 10 }, 30, { chapter: 0, time: 40 }],
    ['forward into the next chapter', { chapter: 0, time: 85 }, 30, { chapter: 1, time: 15 }],
    ['back into the previous chapter', { chapter: 1, time: 4 }, -10, { chapter: 0, time: 94 }],
    ['back stops at the start of the book', { chapter: 0, time: 4 }, -10, { chapter: 0, time: 0 }],
    ['forward stops at the end of the book', { chapter: 2, time: 40 }, 30, { chapter: 2, time: 50 }],
  ])('%s', (_rule, from, delta, to) => {
    expect(shiftBookPosition(chapters, from, delta)).toEqual(to);
  });
});

describe('parseBookPosition (resume)', () => {
  it.each([
    [
      { chapter: 1, time: 31.2 },
      { chapter: 1, time: 31.2 },
    ],
    [
      { chapter: 7, time: 10 },
      { chapter: 2, time: 10 },
    ],
    [
      { chapter: 0, time: 500 },
      { chapter: 0, time: 100 },
    ],
    [{ chapter: '1', time: 3 }, null],
    [null, null],
  ])('reads %j as %j', (position, expected) => {
    expect(parseBookPosition(position, chapters)).toEqual(expected);
  });
});
