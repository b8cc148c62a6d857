import { passwordProblem } from '@member-area/domain';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  verification: string;
}

export type PasswordFormField = keyof PasswordForm;

/** What is wrong with one field; `weak` carries the domain's reason (too short, too common…). */
export type PasswordFieldProblem =
  | { kind: 'current_required' }
  | { kind: 'weak'; problem: string | null | undefined }
  | { kind: 'password_unchanged' }
  | { kind: 'password_mismatch' };

export const EMPTY_PASSWORD_FORM: PasswordForm = { currentPassword: '', newPassword: '', verification: '' };

/** The server's refusals shown beside the field they are about, with the server's own message. */
const FIELD_OF_ERROR: Partial<Record<string, PasswordFormField>> = {
  wrong_password: 'currentPassword',
  password_unchanged: 'newPassword',
  password_mismatch: 'verification',
};

/**
 * What the browser refuses before sending: no current password, a weak new one (packages/domain's
 * rule), a new one equal to the current one, and a verification that differs (only once the new one
 * is acceptable).
 */
export function passwordFormProblems(
  form: PasswordForm,
): Partial<Record<PasswordFormField, PasswordFieldProblem>> {
  const problems: Partial<Record<PasswordFormField, PasswordFieldProblem>> = {};
  if (!form.currentPassword) problems.currentPassword = { kind: 'current_required' };
  const weak = passwordProblem(form.newPassword);
  if (weak) problems.newPassword = { kind: 'weak', problem: weak };
  else if (form.newPassword === form.currentPassword) problems.newPassword = { kind: 'password_unchanged' };
  if (!problems.newPassword && form.verification !== form.newPassword)
    problems.verification = { kind: 'password_mismatch' };
  return problems;
}

/** The field a refusal of the server is shown beside (null: the form, or a code handled on its own). */
export function refusedPasswordField(code: string): PasswordFormField | null {
  return FIELD_OF_ERROR[code] ?? null;
}

/**
 * How long too_many_attempts asks to wait (extra.retryAfterSeconds): seconds under a minute, whole
 * minutes past one (they read better), null when the server gave no usable wait.
 */
export function retryWait(retryAfterSeconds: unknown): { seconds: number } | { minutes: number } | null {
  const seconds = Math.ceil(Number(retryAfterSeconds));
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return seconds < 60 ? { seconds } : { minutes: Math.ceil(seconds / 60) };
}
