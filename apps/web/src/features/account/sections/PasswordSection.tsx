import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { PasswordField } from '../../../ui/Field';
import { changePasswordMutation } from '../api';
import { ensureSucceeded, outcomeCodeOf, ResultError, useResultErrorMessage } from '../../../app/outcome';
import { passwordProblemMessage, passwordRulesHint } from '../../auth';
import { AccountForm } from '../components/AccountForm';
import { Panel } from '../../../ui/Panel';

type Errors = { currentPassword?: string; newPassword?: string; verification?: string };

export function PasswordSection() {
  const { t } = useTranslation();
  const errorMessage = useResultErrorMessage();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', verification: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const labels = { showLabel: t('account.password.show'), hideLabel: t('account.password.hide') };
  const problem = form.newPassword ? passwordProblem(form.newPassword) : null;

  const weakMessage = (which: string | null | undefined) => passwordProblemMessage(t, which);

  // The wait comes from the server (extra.retryAfterSeconds); minutes read better past one.
  const tooManyMessage = (error: unknown) => {
    const extra =
      error instanceof ResultError ? (error.extra as { retryAfterSeconds?: unknown } | null) : null;
    const seconds = Math.ceil(Number(extra?.retryAfterSeconds));
    if (!Number.isFinite(seconds) || seconds <= 0) return t('account.password.tooManyAttempts');
    return seconds < 60
      ? t('account.password.tooManyAttemptsSeconds', { seconds })
      : t('account.password.tooManyAttemptsMinutes', { minutes: Math.ceil(seconds / 60) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next: Errors = {};
    if (!form.currentPassword) next.currentPassword = t('account.password.currentRequired');
    if (passwordProblem(form.newPassword)) next.newPassword = weakMessage(passwordProblem(form.newPassword));
    else if (form.newPassword === form.currentPassword)
      next.newPassword = t('account.errors.password_unchanged');
    if (!next.newPassword && form.verification !== form.newPassword)
      next.verification = t('account.errors.password_mismatch');
    setErrors(next);
    setFormError(null);
    setDone(false);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    try {
      ensureSucceeded((await gqlRequest(changePasswordMutation, form)).member.changePassword);
      setForm({ currentPassword: '', newPassword: '', verification: '' });
      setDone(true);
    } catch (error) {
      const code = outcomeCodeOf(error);
      if (code === 'wrong_password') setErrors({ currentPassword: errorMessage(error) });
      // Not account.errors.too_many_attempts: that one is about e-mail change requests.
      else if (code === 'too_many_attempts') setFormError(tooManyMessage(error));
      else if (code === 'weak_password') {
        const extra = error instanceof ResultError ? (error.extra as { problem?: string } | null) : null;
        setErrors({ newPassword: weakMessage(extra?.problem) });
      } else if (code === 'password_unchanged') setErrors({ newPassword: errorMessage(error) });
      else if (code === 'password_mismatch') setErrors({ verification: errorMessage(error) });
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const set = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setDone(false);
  };

  return (
    <Panel title={t('account.password.title')} description={t('account.password.description')}>
      <AccountForm
        onSubmit={submit}
        saving={saving}
        submitLabel={t('account.password.submit')}
        success={done ? { text: t('account.messages.passwordChanged') } : null}
        error={formError}
        saveTestId="password-save"
        data-testid="password-form"
      >
        <PasswordField
          {...labels}
          label={t('account.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(event) => set('currentPassword')(event.target.value)}
          error={errors.currentPassword}
        />
        <PasswordField
          {...labels}
          label={t('account.password.new')}
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(event) => set('newPassword')(event.target.value)}
          error={errors.newPassword}
          hint={
            form.newPassword
              ? problem
                ? passwordProblemMessage(t, problem)
                : t('account.password.strong')
              : passwordRulesHint(t)
          }
        />
        <PasswordField
          {...labels}
          label={t('account.password.verification')}
          name="verification"
          autoComplete="new-password"
          value={form.verification}
          onChange={(event) => set('verification')(event.target.value)}
          error={errors.verification}
        />
      </AccountForm>
    </Panel>
  );
}
