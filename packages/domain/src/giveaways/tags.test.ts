import { describe, expect, it } from 'vitest';
import {
  parseSaWinnerTag,
  parseWinnerDisplayedTag,
  saUpsellTag,
  saWinnerTag,
  sweepEntriesTag,
  winnerDisplayedTag,
} from './tags';
import { parseSaUpsellTag, parseSweepEntriesTag } from '../tags';

describe('parseSaWinnerTag (SPEC.md 5: exactly 2 parts)', () => {
  it.each([
    { tag: 'sa_winner:1001', expected: { sweepId: '1001' } },
    { tag: 'sa_winner:abc-1', expected: { sweepId: 'abc-1' } },
    { tag: 'sa_winner', expected: null },
    { tag: 'sa_winner:', expected: null },
    { tag: 'sa_winner:1001:x', expected: null },
    { tag: 'sa_winner::1001', expected: null },
    { tag: 'sa_winners:1001', expected: null },
    { tag: 'SA_WINNER:1001', expected: null },
    { tag: 'xsa_winner:1001', expected: null },
    { tag: '', expected: null },
  ])('$tag → $expected', ({ tag, expected }) => {
    expect(parseSaWinnerTag(tag)).toEqual(expected);
  });
});

describe('parseWinnerDisplayedTag', () => {
  it.each([
    { tag: 'winner_displayed:1001', expected: { sweepId: '1001' } },
    { tag: 'winner_displayed', expected: null },
    { tag: 'winner_displayed:1001:1', expected: null },
    { tag: 'winner_displayed:', expected: null },
  ])('$tag → $expected', ({ tag, expected }) => {
    expect(parseWinnerDisplayedTag(tag)).toEqual(expected);
  });
});

describe('tag builders round-trip through the parsers', () => {
  it.each(['1001', '2042'])('sweep %s', (id) => {
    expect(parseSaWinnerTag(saWinnerTag(id))).toEqual({ sweepId: id });
    expect(parseWinnerDisplayedTag(winnerDisplayedTag(id))).toEqual({ sweepId: id });
    expect(parseSweepEntriesTag(sweepEntriesTag(id))).toEqual({ sweepId: id });
    expect(parseSaUpsellTag(saUpsellTag(true, id))).toEqual({ alternative: true, rest: id });
    expect(parseSaUpsellTag(saUpsellTag(false, id))).toEqual({ alternative: false, rest: id });
  });
});
