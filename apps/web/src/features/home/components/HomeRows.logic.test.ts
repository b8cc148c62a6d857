import { describe, expect, it } from 'vitest';
import { homeRowsFor } from './HomeRows.logic';

const rows = [
  { id: '1', mediaType: 'movie' },
  { id: '2', mediaType: 'audiobook' },
  { id: '3', mediaType: 'music' },
  { id: '4', mediaType: 'ebook' },
];
const entries = [
  { slotId: '1', media: 'film a' },
  { slotId: '1', media: 'film b' },
  { slotId: '2', media: 'audiobook a' },
  { slotId: '3', media: 'album a' },
];

describe('homeRowsFor', () => {
  it.each([
    {
      rule: "keeps the server's order and each row's titles in order",
      types: ['movie', 'audiobook', 'music', 'ebook'],
      expected: [
        ['1', ['film a', 'film b']],
        ['2', ['audiobook a']],
        ['3', ['album a']],
      ],
    },
    {
      rule: "leaves out rows of types the member's menu does not offer",
      types: ['music', 'movie'],
      expected: [
        ['1', ['film a', 'film b']],
        ['3', ['album a']],
      ],
    },
    { rule: 'shows no row to a member with no media types (the VPN brand)', types: [], expected: [] },
    { rule: 'leaves out a row with no titles', types: ['ebook'], expected: [] },
  ])('$rule', ({ types, expected }) => {
    const shown = homeRowsFor({ rows, entries }, new Set(types));
    expect(shown.map(({ row, items }) => [row.id, items])).toEqual(expected);
  });
});
