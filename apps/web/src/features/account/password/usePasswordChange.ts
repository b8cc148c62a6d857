import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { passwordProblemMessage } from '../../auth';
import { changePasswordMutation } from '../api';
import {
  EMPTY_PASSWORD_FORM,
  passwordFormProblems,
  refusedPasswordField,
  retryWait,
  type PasswordFieldProblem,
  type PasswordForm,
} from './password-rules';

type Errors = Partial<Record<keyof PasswordForm, string>>;

/** The password form's state and its save: the fields, their messages, saving and done. */
export function usePasswordChange() {
  const { t } = useTranslation();
  const errorMessage = useResultErrorMessage();
  const [form, setForm] = useState<PasswordForm>(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);

  const problemMessage = (problem: PasswordFieldProblem) => {
    if (problem.kind === 'weak') return passwordProblemMessage(t, problem.problem);
    if (problem.kind === 'current_required') return t('account.password.currentRequired');
    return t(`account.errors.${problem.kind}`);
  };

  // Not account.errors.too_many_attempts: that one is about e-mail change requests.
  const tooManyMessage = (error: unknown) => {
    const extra =
      error instanceof ResultError ? (error.extra as { retryAfterSeconds?: unknown } | null) : null;
    const wait = retryWait(extra?.retryAfterSeconds);
    if (!wait) return t('account.password.tooManyAttempts');
    return 'seconds' in wait
      ? t('account.password.tooManyAttemptsSeconds', wait)
      : t('account.password.tooManyAttemptsMinutes', wait);
  };

  const showRefusal = (error: unknown) => {
    const code = outcomeCodeOf(error);
    const field = refusedPasswordField(code);
    if (field) setErrors({ [field]: errorMessage(error) });
    else if (code === 'too_many_attempts') setFormError(tooManyMessage(error));
    else if (code === 'weak_password') {
      const extra = error instanceof ResultError ? (error.extra as { problem?: string } | null) : null;
      setErrors({ newPassword: passwordProblemMessage(t, extra?.problem) });
    } else setFormError(errorMessage(error));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next: Errors = {};
    for (const [field, problem] of Object.entries(passwordFormProblems(form)))
      next[field as keyof PasswordForm] = problemMessage(problem);
    setErrors(next);
    setFormError(null);
    setDone(false);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      ensureSucceeded((await gqlRequest(changePasswordMutation, form)).member.changePassword);
      setForm(EMPTY_PASSWORD_FORM);
      setDone(true);
    } catch (error) {
      showRefusal(error);
    } finally {
      setSaving(false);
    }
  };

  const set = (key: keyof PasswordForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setDone(false);
  };

  return { form, errors, formError, done, saving, set, submit };
}
