import { describe, expect, it } from 'vitest';
import { buildVocabulary, planTerms } from './search-index';

const vocabulary = buildVocabulary([
  ['spider', 900],
  ['spiders', 40],
  ['man', 5000],
  ['mango', 12],
  ['cartographer', 30],
  ['kyoto', 80],
  ['eleve', 7],
  ['elevens', 3],
  ['nocturne', 20],
]);
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
