import { describe, expect, it } from 'vitest';
import { creditedPlaySeconds, MAX_CREDITED_GAP_SECONDS, PLAYER_SAVE_INTERVAL_SECONDS } from './play-time';

const T = 1_700_000_000_000;
const at = (progress: number, seconds: number) => ({ progress, atMs: T + seconds * 1000 });

describe('play time credited by a progress save (SPEC.md 9 "Trees", issue 14 item 2)', () => {
  it('allows one and a half save intervals per save', () => {
    expect(PLAYER_SAVE_INTERVAL_SECONDS).toBe(10);
    expect(MAX_CREDITED_GAP_SECONDS).toBe(15);
  });

  it.each([
    { case: 'a regular save while playing', prev: at(100, 0), next: at(110, 10), expected: 10 },
    { case: 'a pause flushed after 4.5 s', prev: at(100, 0), next: at(104.5, 4.5), expected: 4.5 },
    { case: 'double speed: only the time that passed', prev: at(100, 0), next: at(120, 10), expected: 10 },
    { case: 'a seek forward: only the time that passed', prev: at(100, 0), next: at(3000, 10), expected: 10 },
    {
      case: 'the first save after a long pause: what the position advanced',
      prev: at(100, 0),
      next: at(110, 7200),
      expected: 10,
    },
    {
      case: 'a long pause, then a seek forward: one gap at most',
      prev: at(100, 0),
      next: at(900, 7200),
      expected: 15,
    },
    { case: 'a paused player saving again', prev: at(100, 0), next: at(100, 30), expected: 0 },
    { case: 'a seek backwards', prev: at(100, 0), next: at(40, 10), expected: 0 },
    { case: 'the same save replayed at once', prev: at(110, 10), next: at(110, 10), expected: 0 },
    { case: 'a clock that went back', prev: at(100, 10), next: at(110, 0), expected: 0 },
    { case: 'the first save of a title', prev: null, next: at(9, 0), expected: 9 },
    { case: 'the first save of a title resumed far in', prev: null, next: at(5000, 0), expected: 15 },
  ])('$case: $expected s', ({ prev, next, expected }) => {
    expect(creditedPlaySeconds(prev, next)).toBe(expected);
  });

  it('adds up to the real time of an hour watched in 10-second saves, whatever the seeks', () => {
    let total = 0;
    let previous = null as ReturnType<typeof at> | null;
    for (let s = 10; s <= 3600; s += 10) {
      // A seek to 40 minutes half way through: the hour is still one hour of play.
      const progress = s <= 1800 ? s : s + 600;
      const next = at(progress, s);
      total += creditedPlaySeconds(previous, next);
      previous = next;
    }
    expect(total).toBe(3600);
  });
});
