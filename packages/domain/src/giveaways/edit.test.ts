import { describe, expect, it } from 'vitest';
import { giveawayEditChanges, giveawayEditRefusal, giveawayFieldLock, type GiveawayEditable } from './edit';

const current: GiveawayEditable = {
  name: 'Gaming PC',
  prize: 'A desktop',
  description: 'Fast',
  image: '/a.svg',
  physical: true,
  memberOnly: false,
  priceMinor: 199,
  priceEntries: 10,
  multiplierMinor: 499,
  multiplierFactor: 3,
  firstMonth: '2026-12',
  months: 1,
  category: 'promotional',
};
const fresh = { entriesBought: 0, drawn: false };
const bought = { entriesBought: 10, drawn: false };
const drawn = { entriesBought: 10, drawn: true };

describe('giveawayEditRefusal (docs/draws.md: each month keeps its published commitment)', () => {
  it.each([
    { case: 'nothing changed', change: {}, facts: drawn, expected: null },
    { case: 'the name, after a draw', change: { name: 'Gaming rig' }, facts: drawn, expected: null },
    { case: 'the prize text, after a draw', change: { prize: 'A rig' }, facts: drawn, expected: null },
    {
      case: 'the description and picture',
      change: { description: 'x', image: '/b.svg' },
      facts: drawn,
      expected: null,
    },
    { case: 'physical before a draw', change: { physical: false }, facts: bought, expected: null },
    {
      case: 'physical after a draw',
      change: { physical: false },
      facts: drawn,
      expected: { field: 'physical', lock: 'winner_drawn' },
    },
    { case: 'member only, nothing bought', change: { memberOnly: true }, facts: fresh, expected: null },
    {
      case: 'member only, entries bought',
      change: { memberOnly: true },
      facts: bought,
      expected: { field: 'memberOnly', lock: 'entries_bought' },
    },
    { case: 'the price, nothing bought', change: { priceMinor: 299 }, facts: fresh, expected: null },
    {
      case: 'the price, entries bought',
      change: { priceMinor: 299 },
      facts: bought,
      expected: { field: 'price', lock: 'entries_bought' },
    },
    {
      case: 'the entries per price, entries bought',
      change: { priceEntries: 5 },
      facts: bought,
      expected: { field: 'entries', lock: 'entries_bought' },
    },
    {
      case: 'the multiplier price, entries bought',
      change: { multiplierMinor: 1 },
      facts: bought,
      expected: { field: 'multiplierPrice', lock: 'entries_bought' },
    },
    {
      case: 'the factor, entries bought',
      change: { multiplierFactor: 2 },
      facts: bought,
      expected: { field: 'factor', lock: 'entries_bought' },
    },
    {
      case: 'the first month, even fresh',
      change: { firstMonth: '2027-01' },
      facts: fresh,
      expected: { field: 'month', lock: 'commitment_published' },
    },
    {
      case: 'the number of months, even fresh',
      change: { months: 2 },
      facts: fresh,
      expected: { field: 'months', lock: 'commitment_published' },
    },
    {
      case: 'the category, even fresh',
      change: { category: 'monthly_exclusive' },
      facts: fresh,
      expected: { field: 'category', lock: 'commitment_published' },
    },
    {
      case: 'the first refused change is named',
      change: { name: 'x', priceMinor: 1, months: 3 },
      facts: bought,
      expected: { field: 'price', lock: 'entries_bought' },
    },
  ])('$case', ({ change, facts, expected }) => {
    expect(giveawayEditRefusal(current, { ...current, ...change }, facts)).toEqual(expected);
  });

  it('lists what an edit changes', () => {
    expect(giveawayEditChanges(current, { ...current, name: 'y', multiplierFactor: 4 })).toEqual([
      'name',
      'factor',
    ]);
  });

  it('never locks the texts', () => {
    for (const field of ['name', 'prize', 'description', 'image'] as const)
      expect(giveawayFieldLock(field, drawn)).toBeNull();
  });
});
