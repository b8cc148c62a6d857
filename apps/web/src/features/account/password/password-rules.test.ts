import { describe, expect, it } from 'vitest';
import { passwordFormProblems, refusedPasswordField, retryWait } from './password-rules';

const strong = 'Correct-Horse-42-Battery';

describe('passwordFormProblems', () => {
  it('accepts a current password, a strong new one and its verification', () => {
    expect(
      passwordFormProblems({ currentPassword: 'old', newPassword: strong, verification: strong }),
    ).toEqual({});
  });

  it('asks for the current password', () => {
    expect(
      passwordFormProblems({ currentPassword: '', newPassword: strong, verification: strong })
        .currentPassword,
    ).toEqual({ kind: 'current_required' });
  });

  it('refuses a weak new password with the domain’s reason and does not check the verification', () => {
    const problems = passwordFormProblems({
      currentPassword: 'old',
      newPassword: 'short',
      verification: 'x',
    });
    expect(problems.newPassword).toMatchObject({ kind: 'weak' });
    expect(problems.verification).toBeUndefined();
  });

  it('refuses the current password again', () => {
    expect(
      passwordFormProblems({ currentPassword: strong, newPassword: strong, verification: strong })
        .newPassword,
    ).toEqual({ kind: 'password_unchanged' });
  });

  it('refuses a verification that differs', () => {
    expect(
      passwordFormProblems({ currentPassword: 'old', newPassword: strong, verification: `${strong}!` })
        .verification,
    ).toEqual({ kind: 'password_mismatch' });
  });
});

describe('refusedPasswordField', () => {
  it.each([
    ['wrong_password', 'currentPassword'],
    ['password_unchanged', 'newPassword'],
    ['password_mismatch', 'verification'],
    ['weak_password', null],
    ['too_many_attempts', null],
    ['internal', null],
  ])('%s is shown beside %s', (code, field) => {
    expect(refusedPasswordField(code)).toBe(field);
  });
});

describe('retryWait', () => {
  it.each([
    [30, { seconds: 30 }],
    [59.2, { minutes: 1 }],
    [60, { minutes: 1 }],
    [61, { minutes: 2 }],
    [0, null],
    [undefined, null],
    ['soon', null],
  ])('%s seconds read as %j', (value, expected) => {
    expect(retryWait(value)).toEqual(expected);
  });
});
