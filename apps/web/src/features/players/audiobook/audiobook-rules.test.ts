import { describe, expect, it } from 'vitest';
import { chapterEnd, startPosition } from './audiobook-rules';

const durations = [600, 600, 600];

describe('startPosition', () => {
  it('starts at the beginning without a saved position', () => {
    expect(startPosition(durations, null)).toEqual({ chapter: 0, time: 0 });
  });
  it('resumes at the saved chapter and time', () => {
    expect(startPosition(durations, { chapter: 1, time: 42 })).toEqual({ chapter: 1, time: 42 });
  });
  it('starts over when the member had reached the end of the book', () => {
    expect(startPosition(durations, { chapter: 2, time: 599 })).toEqual({ chapter: 0, time: 0 });
  });
});

describe('chapterEnd', () => {
  it('moves to the next chapter', () => {
    expect(chapterEnd(0, durations, null)).toEqual({ kind: 'nextChapter', next: 1 });
  });
  it('ends the book after its last chapter, saving its end', () => {
    expect(chapterEnd(2, durations, null)).toEqual({ kind: 'bookEnd', time: 600 });
  });
  it('stops at the chapter end the sleep timer asked for, with the next chapter waiting', () => {
    expect(chapterEnd(0, durations, { kind: 'chapterEnd' })).toEqual({ kind: 'stopHere', next: 1 });
    expect(chapterEnd(2, durations, { kind: 'chapterEnd' })).toEqual({ kind: 'stopHere', next: null });
  });
  it('goes on when the sleep timer counts minutes', () => {
    expect(chapterEnd(0, durations, { kind: 'minutes', minutes: 5, endsAt: 0 })).toEqual({
      kind: 'nextChapter',
      next: 1,
    });
  });
});
