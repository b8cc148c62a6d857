import { describe, expect, it } from 'vitest';
import { cardButton, statusTone } from './card';

describe('cardButton: what the button of a card state does (SPEC.md 4)', () => {
  it.each([
    ['winner', 'promotional', { state: 'winner', action: 'claim' }],
    ['winner_claimed', 'promotional', { state: 'winner_claimed', action: 'none' }],
    ['loser', 'promotional', { state: 'loser', action: 'none' }],
    ['drawing', 'promotional', { state: 'drawing', action: 'none' }],
    ['entered', 'promotional', { state: 'entered', action: 'buy' }],
    ['active', 'promotional', { state: 'active', action: 'buy' }],
    // A monthly exclusive sells nothing (SPEC.md 6): its "enter giveaway" leads to the explanation.
    ['active', 'monthly_exclusive', { state: 'active', action: 'details' }],
    ['monthly_exclusive', 'monthly_exclusive', { state: 'monthly_exclusive', action: 'none' }],
    ['future', 'promotional', { state: 'future', action: 'none' }],
    ['something-new', 'promotional', null],
  ])('%s (%s)', (state, category, expected) => {
    expect(cardButton(state, category)).toEqual(expected);
  });
});

describe('statusTone', () => {
  it.each([
    ['winner', 'win'],
    ['winner_claimed', 'win'],
    ['active', 'open'],
    ['future', 'open'],
    ['entered', 'mine'],
    ['monthly_exclusive', 'mine'],
    ['loser', 'muted'],
    ['drawing', 'muted'],
  ] as const)('%s → %s', (state, tone) => {
    expect(statusTone(state)).toBe(tone);
  });
});
