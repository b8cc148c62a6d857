import { describe, expect, it } from 'vitest';
import { bookDuration, parseBookPosition, positionAt, shiftPosition, totalSeconds } from './bookPosition';

/** Three chapters: 100 s, 200 s and 50 s. */
const chapters = [100, 200, 50];

describe('totalSeconds and positionAt', () => {
  it.each([
    [{ chapter: 0, time: 0 }, 0],
    [{ chapter: 0, time: 42 }, 42],
    [{ chapter: 1, time: 0 }, 100],
    [{ chapter: 2, time: 10 }, 310],
  ])('%j is %i s into the book and back', (position, total) => {
    expect(totalSeconds(chapters, position)).toBe(total);
    expect(positionAt(chapters, total)).toEqual(position);
  });

  it('clamps to the start and to the end of the last chapter', () => {
    expect(positionAt(chapters, -20)).toEqual({ chapter: 0, time: 0 });
    expect(positionAt(chapters, 9999)).toEqual({ chapter: 2, time: 50 });
    expect(bookDuration(chapters)).toBe(350);
  });
});

describe('shiftPosition (10 s back, 30 s forward across chapters)', () => {
  it.each([
    ['forward within a chapter', { chapter: 0, time: 10 }, 30, { chapter: 0, time: 40 }],
    ['forward into the next chapter', { chapter: 0, time: 85 }, 30, { chapter: 1, time: 15 }],
    ['back into the previous chapter', { chapter: 1, time: 4 }, -10, { chapter: 0, time: 94 }],
    ['back stops at the start of the book', { chapter: 0, time: 4 }, -10, { chapter: 0, time: 0 }],
    ['forward stops at the end of the book', { chapter: 2, time: 40 }, 30, { chapter: 2, time: 50 }],
  ])('%s', (_rule, from, delta, to) => {
    expect(shiftPosition(chapters, from, delta)).toEqual(to);
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
