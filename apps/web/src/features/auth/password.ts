import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '@member-area/domain';

/**
 * The numbers of packages/domain's password rule, for the messages that state it. Every screen
 * that sets a password (reset, change) goes through these two helpers, so the texts cannot drift
 * from the rule again (they once said 10 on reset and 8 on change).
 */
export const PASSWORD_BOUNDS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } as const;

const PROBLEMS: readonly string[] = ['too_short', 'too_long', 'too_common'] satisfies PasswordProblem[];

/** The message for a problem of passwordProblem, or for the server's extra.problem (unknown: generic). */
export function passwordProblemMessage(t: TFunction, problem: string | null | undefined): string {
  return problem && PROBLEMS.includes(problem)
    ? t(`auth.validation.${problem}`, PASSWORD_BOUNDS)
    : t('errors.weak_password');
}

/** The hint under a new-password field. */
export function passwordRulesHint(t: TFunction): string {
  return t('account.password.rules', PASSWORD_BOUNDS);
}
