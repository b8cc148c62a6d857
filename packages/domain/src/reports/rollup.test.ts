import { describe, expect, it } from 'vitest';
import { rollupDays, rollupSplit, wholeMonthsOf } from './rollup';

describe('rollupDays', () => {
  it.each([
    ['nothing yet, no activity', { today: '2026-03-01', rolledThrough: null, firstActivity: null }, null],
    [
      'nothing yet: from the first activity',
      { today: '2026-03-01', rolledThrough: null, firstActivity: '2026-01-15' },
      { from: '2026-01-15', to: '2026-02-28' },
    ],
    [
      'the days since the last, and yesterday',
      { today: '2026-03-01', rolledThrough: '2026-02-20', firstActivity: '2026-01-15' },
      { from: '2026-02-21', to: '2026-02-28' },
    ],
    [
      'up to date: yesterday again',
      { today: '2026-03-01', rolledThrough: '2026-02-28', firstActivity: '2026-01-15' },
      { from: '2026-02-28', to: '2026-02-28' },
    ],
    [
      "an operator's --from",
      { today: '2026-03-01', rolledThrough: '2026-02-28', firstActivity: '2026-01-15', from: '2026-02-01' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    [
      '--from past the last: no gap',
      { today: '2026-03-01', rolledThrough: '2026-02-10', firstActivity: '2026-01-15', from: '2026-02-20' },
      { from: '2026-02-11', to: '2026-02-28' },
    ],
    [
      'activity only today: yesterday, empty, marked done',
      { today: '2026-03-01', rolledThrough: null, firstActivity: '2026-03-01' },
      { from: '2026-02-28', to: '2026-02-28' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(rollupDays(input)).toEqual(expected);
  });
});

describe('rollupSplit', () => {
  it.each([
    [null, { rolled: null, live: { from: '2026-02-01', to: '2026-03-01' } }],
    ['2026-01-31', { rolled: null, live: { from: '2026-02-01', to: '2026-03-01' } }],
    [
      '2026-02-28',
      { rolled: { from: '2026-02-01', to: '2026-02-28' }, live: { from: '2026-03-01', to: '2026-03-01' } },
    ],
    ['2026-03-05', { rolled: { from: '2026-02-01', to: '2026-03-01' }, live: null }],
  ])('rolled through %s', (through, expected) => {
    expect(rollupSplit('2026-02-01', '2026-03-01', through)).toEqual(expected);
  });
});

describe('wholeMonthsOf', () => {
  it.each([
    ['2026-02-10', '2026-02-20', { months: [], days: [{ from: '2026-02-10', to: '2026-02-20' }] }],
    ['2026-02-01', '2026-02-28', { months: ['2026-02'], days: [] }],
    [
      '2025-12-15',
      '2026-03-01',
      {
        months: ['2026-01', '2026-02'],
        days: [
          { from: '2025-12-15', to: '2025-12-31' },
          { from: '2026-03-01', to: '2026-03-01' },
        ],
      },
    ],
    ['2024-01-31', '2024-02-29', { months: ['2024-02'], days: [{ from: '2024-01-31', to: '2024-01-31' }] }],
    ['2026-01-31', '2026-02-27', { months: [], days: [{ from: '2026-01-31', to: '2026-02-27' }] }],
  ])('%s to %s', (from, to, expected) => {
    expect(wholeMonthsOf(from, to)).toEqual(expected);
  });
});
