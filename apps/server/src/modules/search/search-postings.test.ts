import { describe, expect, it } from 'vitest';
import {
  blocksToRead,
  collectMatches,
  decodePostings,
  encodePostings,
  entryOf,
  matchBlock,
  matchShare,
  popularityBlock,
  postingKey,
  type PostingLists,
  unionEntries,
} from './search-postings';

const ids = (...n: number[]) => Int32Array.from(n);
const list = (a: Int32Array) => [...a];
/** Entries of titles whose title does not hold the word. */
const e = (...n: number[]) => Int32Array.from(n, (id) => entryOf(id, false));

describe('popularityBlock: bands that double in width from the top', () => {
  it.each([
    [100, 0],
    [99, 1],
    [98, 2],
    [97, 2],
    [96, 3],
    [93, 3],
    [92, 4],
    [85, 4],
    [84, 5],
    [69, 5],
    [68, 6],
    [37, 6],
    [36, 7],
    [0, 7],
  ])('popularity %i is in block %i', (popularity, block) => {
    expect(popularityBlock(popularity)).toBe(block);
  });
});

describe('posting lists: varint gaps', () => {
  it('decodes unsigned LEB128 gaps into entries', () => {
    // 1, then +257 (0x81 0x02), then +1
    expect(list(decodePostings(Uint8Array.from([1, 0x81, 0x02, 1]), 3))).toEqual([1, 258, 259]);
  });

  it('round-trips every varint length up to the largest entry', () => {
    const entries = [
      0, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, 268_435_455, 268_435_456, 2_019_999_999,
    ];
    // Alone, each entry is its own gap from 0: one byte per 7 bits.
    expect(entries.map((n) => encodePostings([n]).length)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(list(decodePostings(encodePostings(entries), entries.length))).toEqual(entries);
  });

  it('stops at the count it was given', () => {
    expect(list(decodePostings(encodePostings([5, 9, 14]), 2))).toEqual([5, 9]);
  });
});

describe('unionEntries', () => {
  it('merges lists into one sorted list with one entry per title', () => {
    const merged = unionEntries([e(1, 5, 9), e(2, 5, 10), ids()]);
    expect(list(merged).map((x) => x >> 1)).toEqual([1, 2, 5, 9, 10]);
  });

  it('keeps "in the title" when any list has it', () => {
    const merged = unionEntries([ids(entryOf(5, false), entryOf(7, false)), ids(entryOf(5, true))]);
    expect(list(merged)).toEqual([entryOf(5, true), entryOf(7, false)]);
  });

  it('returns an only list as it is and nothing for none', () => {
    const only = e(3, 4);
    expect(unionEntries([only, ids()])).toBe(only);
    expect(list(unionEntries([]))).toEqual([]);
  });
});

describe('matchBlock: every query word, any of its alternatives', () => {
  it('merges the alternatives of a word and intersects the words', () => {
    // "spider ma": spider AND (man OR mango)
    const spider = [e(1, 2, 3, 8)];
    const ma = [e(2, 9), e(3, 8)];
    expect(list(matchBlock([spider, ma]).ids)).toEqual([2, 3, 8]);
  });

  it('finds matches far apart in a long list (galloping) and at its ends', () => {
    const long = Int32Array.from({ length: 10_000 }, (_, i) => entryOf(i * 2, false));
    expect(list(matchBlock([[e(0, 4_001, 4_002, 19_998, 20_000)], [long]]).ids)).toEqual([0, 4_002, 19_998]);
    expect(list(matchBlock([[long], [e(1, 3)]]).ids)).toEqual([]);
  });

  it('scores each match by the words found in its title', () => {
    const night = [ids(entryOf(1, true), entryOf(2, false), entryOf(3, true))];
    const star = [ids(entryOf(1, true), entryOf(3, false))];
    const m = matchBlock([night, star]);
    expect(list(m.ids)).toEqual([1, 3]);
    expect([...m.titleScores]).toEqual([2, 1]);
  });

  it('matches nothing when a word has no list in the block', () => {
    expect(list(matchBlock([[e(1, 2)], []]).ids)).toEqual([]);
    expect(list(matchBlock([]).ids)).toEqual([]);
  });
});

describe('matchShare: the first read is sized from document counts', () => {
  const docs = (w: string) => ({ man: 5_000, spider: 900, spiders: 100 })[w] ?? 0;

  it('multiplies the shares of the words and adds up alternatives', () => {
    expect(matchShare([['man']], docs, 10_000)).toBe(0.5);
    expect(matchShare([['man'], ['spider', 'spiders']], docs, 10_000)).toBeCloseTo(0.05);
  });

  it('is zero for an empty index and never above one', () => {
    expect(matchShare([['man']], docs, 0)).toBe(0);
    expect(matchShare([['man', 'spider', 'spiders']], docs, 1_000)).toBe(1);
  });
});

describe('blocksToRead', () => {
  const sizes = [100, 100, 1_000, 10_000];

  it('reads no more than the titles it may, unless one block alone holds more', () => {
    expect(blocksToRead(sizes, 0, 301, 0.001, 1_000)).toBe(2);
    expect(blocksToRead(sizes, 3, 301, 0.001, 1_500)).toBe(1);
  });

  it('reads enough blocks to expect half again the matches wanted', () => {
    // 301 wanted at a 10 % rate: about 4,515 titles, so blocks 0–3.
    expect(blocksToRead(sizes, 0, 301, 0.1)).toBe(4);
    // 10 wanted at 50 %: 30 titles, the first block holds them.
    expect(blocksToRead(sizes, 0, 10, 0.5)).toBe(1);
    expect(blocksToRead(sizes, 1, 100, 1)).toBe(2);
  });

  it('reads everything left when the rate is unknown, and nothing past the end', () => {
    expect(blocksToRead(sizes, 1, 5, 0)).toBe(3);
    expect(blocksToRead(sizes, 4, 5, 0.5)).toBe(0);
  });

  it('reads past empty blocks (no title has that popularity) to reach titles', () => {
    expect(blocksToRead([0, 0, 5, 5], 0, 1, 1)).toBe(3);
  });
});

describe('collectMatches: blocks read most popular first, stopping once the pool is full', () => {
  // Four blocks of 100 titles with rank keys 0–99, 100–199, …; "night" is in every even one, "star"
  // in every one divisible by 3, and in the title of those divisible by 9.
  const sizes = [100, 100, 100, 100];
  const entriesOf = (block: number, every: number) =>
    Int32Array.from({ length: 100 }, (_, i) => block * 100 + i)
      .filter((id) => id % every === 0)
      .map((id) => entryOf(id, every === 3 && id % 9 === 0));
  const reads: [number, number][] = [];
  const read = async (from: number, count: number): Promise<PostingLists> => {
    reads.push([from, count]);
    const lists = new Map<string, Int32Array>();
    for (let b = from; b < from + count; b++) {
      lists.set(postingKey(b, 'night'), entriesOf(b, 2));
      lists.set(postingKey(b, 'star'), entriesOf(b, 3));
    }
    return (block, word) => lists.get(postingKey(block, word));
  };

  it('returns the first matches in rank order and reads no further than needed', async () => {
    reads.length = 0;
    const { rankKeys } = await collectMatches([['night'], ['star']], sizes, 10, 1 / 6, read);
    expect(rankKeys).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54]);
    expect(reads).toEqual([[0, 1]]);
  });

  it('reads on from the rate it saw when the first read falls short', async () => {
    reads.length = 0;
    // Guessed at 90 %, so one block is read first; 17 of its 100 match, so more follow.
    const { rankKeys } = await collectMatches([['night'], ['star']], sizes, 40, 0.9, read);
    expect(rankKeys).toHaveLength(40);
    expect(rankKeys.slice(16, 18)).toEqual([96, 102]);
    expect(reads[0]).toEqual([0, 1]);
    expect(reads.length).toBeGreaterThan(1);
  });

  it('reads everything, in a few reads, when far fewer titles match than guessed', async () => {
    reads.length = 0;
    const { rankKeys } = await collectMatches([['night'], ['nothing']], sizes, 10, 0.9, read);
    expect(rankKeys).toEqual([]);
    expect(reads.reduce((n, [, count]) => n + count, 0)).toBe(4);
    expect(reads.length).toBeLessThanOrEqual(4);
  });

  it('takes any alternative of a word', async () => {
    const { rankKeys } = await collectMatches([['nothing', 'star']], sizes, 3, 0.3, read);
    expect(rankKeys).toEqual([0, 3, 6]);
  });

  it('scores each match by how many query words its title holds', async () => {
    const { titleScores } = await collectMatches([['night'], ['star']], sizes, 4, 1 / 6, read);
    // 0, 6, 12, 18 match; 0 and 18 hold "star" in their titles; "night" is in no title.
    expect([...titleScores]).toEqual([
      [0, 1],
      [6, 0],
      [12, 0],
      [18, 1],
    ]);
  });
});
