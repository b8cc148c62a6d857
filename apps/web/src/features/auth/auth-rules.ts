import { isPlausibleEmail, passwordProblem, type PasswordProblem } from '@member-area/domain';
import { DIGITS } from './errors';

/** The sign-in form's own checks; each is a key under `auth.validation`. */
export function loginFieldProblems(
  email: string,
  password: string,
): { email?: 'emailRequired' | 'emailInvalid'; password?: 'passwordRequired' } {
  const problems: { email?: 'emailRequired' | 'emailInvalid'; password?: 'passwordRequired' } = {};
  if (!email.trim()) problems.email = 'emailRequired';
  else if (!isPlausibleEmail(email.trim())) problems.email = 'emailInvalid';
  if (!password) problems.password = 'passwordRequired';
  return problems;
}

/** What a card-digits field keeps of what is typed: digits only, at most `max`. */
export function onlyDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The forgotten-address form's fields that are not the card's first six and last four digits. */
export function cardDigitProblems(first6: string, last4: string): { first6?: true; last4?: true } {
  return {
    ...(DIGITS.first6.test(first6) ? {} : { first6: true as const }),
    ...(DIGITS.last4.test(last4) ? {} : { last4: true as const }),
  };
}

/** The new password's problem (packages/domain), then, only for an acceptable one, a differing confirmation. */
export function resetFieldProblems(
  password: string,
  confirm: string,
): { password?: PasswordProblem; confirm?: 'mismatch' } {
  const problem = passwordProblem(password);
  if (problem) return { password: problem };
  return confirm !== password ? { confirm: 'mismatch' } : {};
}

/** The password passed the same checks the server makes, so a refused input is the reset key itself. */
export function isResetLinkRefusal(errorCode: string | null | undefined): boolean {
  return errorCode === 'reset_link_invalid' || errorCode === 'invalid_input';
}
