import { describe, expect, it } from 'vitest';
import { isLedgerKind, isValidMovement, LEDGER_KINDS } from './ledger';

describe('ledger kinds (issue 13 item 1: purchase, bonus, spend, refund, onboarding reward, adjustment; SPEC.md 5 credits)', () => {
  it('names every kind the issue lists, and credits', () => {
    expect([...LEDGER_KINDS].sort()).toEqual(
      ['adjustment', 'bonus', 'credit', 'onboarding_reward', 'purchase', 'refund', 'spend'].sort(),
    );
  });

  it.each([
    ['purchase', true],
    ['spend', true],
    ['credit', true],
    ['Purchase', false],
    ['withdrawal', false],
    ['', false],
  ])('isLedgerKind(%j) is %s', (value, expected) => {
    expect(isLedgerKind(value)).toBe(expected);
  });

  it.each([
    { kind: 'purchase', amount: 1100, ok: true },
    { kind: 'purchase', amount: -5, ok: false },
    { kind: 'bonus', amount: 5, ok: true },
    { kind: 'spend', amount: -250, ok: true },
    { kind: 'spend', amount: 250, ok: false },
    { kind: 'refund', amount: 250, ok: true },
    { kind: 'onboarding_reward', amount: 600, ok: true },
    { kind: 'credit', amount: 10, ok: true },
    { kind: 'credit', amount: -10, ok: false },
    { kind: 'adjustment', amount: -40, ok: true },
    { kind: 'adjustment', amount: 40, ok: true },
    { kind: 'adjustment', amount: 0, ok: false },
    { kind: 'bonus', amount: 2.5, ok: false },
    { kind: 'bonus', amount: Number.MAX_SAFE_INTEGER + 1, ok: false },
  ] as const)('a $kind of $amount coins is valid: $ok', ({ kind, amount, ok }) => {
    expect(isValidMovement(kind, amount)).toBe(ok);
  });
});
