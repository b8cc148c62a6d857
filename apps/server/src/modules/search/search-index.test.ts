import { describe, expect, it } from 'vitest';
import {
  buildVocabulary,
  expandPrefixes,
  indexedWords,
  planTerms,
  buildPeopleNames,
  peopleHolding,
  personScores,
  rankPool,
  searchRankKey,
  titleScore,
} from './search-index';

const vocabulary = buildVocabulary(
  [
    ['spider', 900],
    ['spiders', 40],
    ['man', 5000],
    ['mango', 12],
    ['cartographer', 30],
    ['kyoto', 80],
    ['eleve', 7],
    ['elevens', 3],
    ['nocturne', 20],
    ['seventh', 60],
  ],
  10_000,
);
const plan = (q: string) => planTerms(q.split(' '), vocabulary);

describe('planTerms: how each query word matches', () => {
  it('matches the last word as a prefix and known words before it exactly', () => {
    expect(plan('spider man')).toEqual([
      [{ term: 'spider', prefix: false }],
      [{ term: 'man', prefix: true }],
    ]);
  });

  it('keeps a partial word before the last as a prefix', () => {
    expect(plan('spid man')[0]).toEqual([{ term: 'spid', prefix: true }]);
  });

  it('widens an unknown word to the indexed words one edit away, most frequent first', () => {
    expect(plan('spidr man')[0]).toEqual([{ term: 'spider', prefix: false }]);
    expect(plan('kyoto cartographr')[1]).toEqual([{ term: 'cartographer', prefix: true }]);
  });

  it('does not correct words shorter than the typo minimum, so they match nothing', () => {
    expect(plan('xyz')).toEqual([[{ term: 'xyz', prefix: false }]]);
  });

  it('keeps an unknown word with nothing near it, so the search is honestly empty', () => {
    expect(plan('zzzzzz man')[0]).toEqual([{ term: 'zzzzzz', prefix: false }]);
  });

  it('lets a single word still being typed match every word it starts', () => {
    expect(plan('elev')).toEqual([[{ term: 'elev', prefix: true }]]);
  });
});

describe('expandPrefixes: a prefix with few completions becomes those exact words', () => {
  it('expands a long prefix into its indexed completions', () => {
    const groups = expandPrefixes(plan('night spid'), vocabulary, { minLength: 4, max: 40 });
    expect(groups[1]).toEqual([
      { term: 'spider', prefix: false },
      { term: 'spiders', prefix: false },
    ]);
  });

  it('keeps prefixes shorter than minLength for the engine prefix index', () => {
    expect(expandPrefixes(plan('ma'), vocabulary, { minLength: 5, max: 40 })).toEqual([
      [{ term: 'ma', prefix: true }],
    ]);
  });

  it('keeps the engine prefix when there are more completions than max', () => {
    expect(expandPrefixes(plan('spid'), vocabulary, { minLength: 2, max: 1 })).toEqual([
      [{ term: 'spid', prefix: true }],
    ]);
  });

  it('leaves exact words alone', () => {
    expect(expandPrefixes(plan('spider man'), vocabulary, { minLength: 2, max: 40 })[0]).toEqual([
      { term: 'spider', prefix: false },
    ]);
  });
});

describe('titleScore: how many query words a title holds', () => {
  it('counts exact words and the last word as a prefix', () => {
    expect(titleScore('spider man of the seventh street', plan('spider sev'))).toBe(2);
  });

  it('does not count a word found only outside the title', () => {
    expect(titleScore('the silent cartographer', plan('kyoto cartographer'))).toBe(1);
  });

  it('does not let an exact word match a longer title word', () => {
    expect(titleScore('spiders in the attic', plan('spider attic'))).toBe(1);
  });
});

describe('indexedWords: what each query word may match in the index', () => {
  it('turns a prefix into its completions and keeps exact words as they are', () => {
    expect(indexedWords(plan('spider sp'), vocabulary, 10)).toEqual([['spider'], ['spider', 'spiders']]);
  });

  it('keeps only the first completions of a prefix with many', () => {
    expect(indexedWords([[{ term: 'sp', prefix: true }]], vocabulary, 1)).toEqual([['spider']]);
  });

  it('leaves a group empty when the index holds none of its words', () => {
    expect(indexedWords([[{ term: 'zzqx', prefix: false }]], vocabulary, 10)).toEqual([[]]);
  });
});

describe('rankPool: exact titles, then title words, then popularity', () => {
  // Titles 1–4 in popularity order (1 most popular).
  const keys = [searchRankKey(90, 1), searchRankKey(80, 2), searchRankKey(70, 3), searchRankKey(60, 4)];

  it('puts an exact title first, then more query words in the title, then the more popular', () => {
    const hit = rankPool(
      { offset: 0, limit: 10 },
      keys,
      new Map([
        [3, 2],
        [2, 1],
        [4, 1],
      ]),
      [4],
    );
    expect(hit.ids).toEqual([4, 3, 2, 1]);
    expect(hit).toMatchObject({ total: 4, totalCapped: false });
  });

  it('pages through the ranking and says "more" once the scan stopped at its limit', () => {
    const many = Array.from({ length: 301 }, (_, i) => searchRankKey(50, i + 1));
    const page = rankPool({ offset: 10, limit: 5 }, many, new Map(), []);
    expect(page.ids).toEqual([11, 12, 13, 14, 15]);
    expect(page).toMatchObject({ total: 300, totalCapped: true });
  });

  it('puts a title whose one person holds every query word before titles that split them between people', () => {
    // 1 and 2 credit a Beatriz and a Bianchi who are two people (1 word each); 3 credits Beatriz Bianchi.
    const names = buildPeopleNames([
      [10, 'Beatriz Okafor'],
      [11, 'Mei Bianchi'],
      [12, 'Beatriz Lund'],
      [13, 'Tomás Bianchi'],
      [14, 'Beatriz Bianchi'],
    ]);
    const holders = peopleHolding(plan('beatriz bianchi'), names);
    expect([...holders]).toEqual([[14, 2]]);
    const people = personScores(
      [
        { mediaId: 1, personId: 10 },
        { mediaId: 1, personId: 11 },
        { mediaId: 2, personId: 12 },
        { mediaId: 2, personId: 13 },
        { mediaId: 3, personId: 14 },
      ],
      holders,
    );
    expect([...people]).toEqual([[3, 2]]);
    expect(rankPool({ offset: 0, limit: 10 }, keys, new Map(), [], people).ids).toEqual([3, 1, 2, 4]);
  });

  it('a name still being typed matches as a prefix, accents forgiven, each query word once', () => {
    const names = buildPeopleNames([
      [1, 'Beatriz Bianchi'],
      [2, 'Béatriz Bianco-Bianchi'],
      [3, 'Bianca Bianchi'],
    ]);
    const groups = [[{ term: 'beatriz', prefix: false }], [{ term: 'bian', prefix: true }]];
    expect(peopleHolding(groups, names)).toEqual(
      new Map([
        [1, 2],
        [2, 2],
      ]),
    );
  });

  it('at equal words held together, the title match goes first; exact titles stay first of all', () => {
    // 2 holds both words in its title, 3 in one person's name; 4 is the exact title.
    const hit = rankPool(
      { offset: 0, limit: 10 },
      keys,
      new Map([[2, 2]]),
      [4],
      new Map([
        [3, 2],
        [1, 1],
      ]),
    );
    expect(hit.ids).toEqual([4, 2, 3, 1]);
  });
});
