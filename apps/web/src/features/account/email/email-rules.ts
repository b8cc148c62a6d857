import { normalizeEmail } from '@member-area/domain';

/** A plain, deliberately permissive address check; the server decides with the same rule. */
export function isEmailLike(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) && value.trim().length <= 254;
}

export type EmailFormField = 'newEmail' | 'confirmation';

/** A problem's message is `account.errors.<code>`. */
export type EmailProblemCode = 'invalid_email' | 'email_unchanged' | 'email_mismatch';

/**
 * What the browser refuses before sending: an address that is not one, the current address again,
 * and a confirmation that differs (checked only once the new address is acceptable).
 */
export function emailFormProblems(
  newEmail: string,
  confirmation: string,
  currentEmail: string,
): Partial<Record<EmailFormField, EmailProblemCode>> {
  const problems: Partial<Record<EmailFormField, EmailProblemCode>> = {};
  if (!isEmailLike(newEmail)) problems.newEmail = 'invalid_email';
  else if (normalizeEmail(newEmail) === normalizeEmail(currentEmail)) problems.newEmail = 'email_unchanged';
  if (!problems.newEmail && normalizeEmail(confirmation) !== normalizeEmail(newEmail))
    problems.confirmation = 'email_mismatch';
  return problems;
}

/**
 * The field a refusal of the server is shown beside (null: the form). invalid_characters names its
 * field in extra.fields. An address another account uses is not refused here: the server answers
 * the same either way (it does not tell which addresses exist) and only refuses it on confirmation.
 */
export function refusedEmailField(code: string, fields: unknown): EmailFormField | null {
  if (code === 'email_mismatch') return 'confirmation';
  if (code === 'invalid_characters')
    return Array.isArray(fields) && fields[0] === 'confirmation' ? 'confirmation' : 'newEmail';
  if (code === 'invalid_email' || code === 'email_unchanged') return 'newEmail';
  return null;
}
