import { describe, expect, it } from 'vitest';
import {
  ADD_CREDITS_DAILY_MAX,
  ADD_CREDITS_DESCRIPTION_MAX,
  ADD_CREDITS_MAX_PER_CALL,
  ADD_CREDITS_REQUEST_ID_MAX,
  addCreditsProblem,
  creditKey,
  creditsAllowed,
  isValidCreditRequestId,
  type AddCreditsRequest,
} from './credits';

describe('creditsAllowed (SPEC.md 5: only on the clickplay layout, only when the balance is above 0)', () => {
  it.each([
    { layout: 'clickplay', balance: 40, expected: true },
    { layout: 'clickplay', balance: 1, expected: true },
    { layout: 'clickplay', balance: 0, expected: false },
    { layout: 'clickcoins', balance: 1250, expected: false },
    { layout: 'default', balance: 300, expected: false },
    { layout: 'vpn', balance: 10, expected: false },
  ] as const)('$layout with a balance of $balance: $expected', ({ layout, balance, expected }) => {
    expect(creditsAllowed(layout, balance)).toBe(expected);
  });
});

describe('addCreditsProblem (SPEC.md 5 and the bounds of member.addCredits)', () => {
  const ok: AddCreditsRequest = {
    layout: 'clickplay',
    balance: 40,
    amount: 10,
    description: 'Daily play reward',
    addedInWindow: 0,
  };
  it.each([
    { case: 'accepted on clickplay with a balance', change: {}, expected: null },
    { case: 'refused off clickplay', change: { layout: 'clickcoins' }, expected: 'credits_not_available' },
    {
      case: 'refused off clickplay even at balance 0',
      change: { layout: 'default', balance: 0 },
      expected: 'credits_not_available',
    },
    { case: 'refused at balance 0', change: { balance: 0 }, expected: 'credits_need_balance' },
    { case: 'refused for 0 credits', change: { amount: 0 }, expected: 'invalid_amount' },
    { case: 'refused for a negative amount', change: { amount: -5 }, expected: 'invalid_amount' },
    { case: 'refused for a fraction', change: { amount: 1.5 }, expected: 'invalid_amount' },
    {
      case: 'accepted at the per-call maximum',
      change: { amount: ADD_CREDITS_MAX_PER_CALL },
      expected: null,
    },
    {
      case: 'refused above the per-call maximum',
      change: { amount: ADD_CREDITS_MAX_PER_CALL + 1 },
      expected: 'invalid_amount',
    },
    {
      case: 'refused without a description',
      change: { description: '   ' },
      expected: 'invalid_description',
    },
    {
      case: 'accepted at the longest description',
      change: { description: 'x'.repeat(ADD_CREDITS_DESCRIPTION_MAX) },
      expected: null,
    },
    {
      case: 'refused for a description that is too long',
      change: { description: 'x'.repeat(ADD_CREDITS_DESCRIPTION_MAX + 1) },
      expected: 'invalid_description',
    },
    {
      case: 'accepted when it reaches the daily cap exactly',
      change: { addedInWindow: ADD_CREDITS_DAILY_MAX - 10 },
      expected: null,
    },
    {
      case: 'refused when it would pass the daily cap',
      change: { addedInWindow: ADD_CREDITS_DAILY_MAX - 9 },
      expected: 'credits_limit_reached',
    },
  ] as const)('$case', ({ change, expected }) => {
    expect(addCreditsProblem({ ...ok, ...change })).toBe(expected);
  });
});

describe('the addCredits request id (its idempotency key)', () => {
  it.each([
    ['b9c1e0de-4b1f-4f3e-9d1a-2f0c3b7a9e11', true],
    ['play:2026-03-01:level-4', true],
    ['', false],
    ['has space', false],
    ['x'.repeat(ADD_CREDITS_REQUEST_ID_MAX), true],
    ['x'.repeat(ADD_CREDITS_REQUEST_ID_MAX + 1), false],
  ])('%j is valid: %s', (id, expected) => {
    expect(isValidCreditRequestId(id)).toBe(expected);
  });

  it('keys a credit by member and request (issue 13 contract credit:{memberId}:{requestId})', () => {
    expect(creditKey(42, 'req-1')).toBe('credit:42:req-1');
  });
});
