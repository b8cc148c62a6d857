import { describe, expect, it } from 'vitest';
import {
  adjustFieldOf,
  adjustment,
  emptyNewMemberForm,
  newMemberFieldOf,
  newMemberInput,
} from './member-form';

describe('the new member form', () => {
  const filled = {
    ...emptyNewMemberForm('fr-ca'),
    email: ' ada@example.com ',
    firstName: ' Ada ',
    lastName: 'Moss',
  };

  it('sends the trimmed fields, the language chosen and no plan when none is chosen', () => {
    expect(newMemberInput(filled)).toEqual({
      ok: true,
      value: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Moss',
        language: 'fr-ca',
        planId: null,
      },
    });
    expect(newMemberInput({ ...filled, planId: '101' })).toMatchObject({
      ok: true,
      value: { planId: '101' },
    });
  });

  it.each([
    [{ email: 'no-at-sign' }, 'email', 'invalid_email'],
    [{ firstName: '   ' }, 'firstName', 'member_name_required'],
    [{ lastName: 'x'.repeat(81) }, 'lastName', 'member_name_required'],
    [{ language: '' }, 'language', 'invalid_language'],
  ])('names the control in error: %o', (change, field, errorCode) => {
    expect(newMemberInput({ ...filled, ...change })).toEqual({ ok: false, field, errorCode });
  });

  it("reads the server's field only when it is one of the form's", () => {
    expect(newMemberFieldOf({ field: 'planId' })).toBe('planId');
    expect(newMemberFieldOf({ field: 'brandId' })).toBeNull();
    expect(newMemberFieldOf(null)).toBeNull();
    expect(adjustFieldOf({ field: 'reason' })).toBe('reason');
    expect(adjustFieldOf({ field: 'idempotencyKey' })).toBeNull();
  });
});

describe('an adjustment', () => {
  it.each([
    ['250', 250],
    ['-50', -50],
    ['\u221250', -50],
    ['+7', 7],
    ['1000000', 1_000_000],
  ])('reads %s as %d coins', (text, amount) => {
    expect(adjustment(text, ' Goodwill ')).toEqual({ ok: true, value: { amount, reason: 'Goodwill' } });
  });

  it.each(['0', '', '1.5', '1000001', 'ten', '--5'])('refuses the amount %j', (text) => {
    expect(adjustment(text, 'why')).toEqual({
      ok: false,
      field: 'amount',
      errorCode: 'coins_amount_invalid',
    });
  });

  it('needs a reason of at most 200 characters', () => {
    expect(adjustment('5', '  ')).toMatchObject({ ok: false, field: 'reason' });
    expect(adjustment('5', 'x'.repeat(201))).toMatchObject({ ok: false, field: 'reason' });
  });
});
