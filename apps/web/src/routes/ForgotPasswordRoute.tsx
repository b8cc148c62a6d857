import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlausibleEmail, LOGIN_EMAIL_COOKIE } from '@member-area/domain';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { getCookie } from '../app/cookies';
import { RecoveryForm } from '../features/auth/components/RecoveryForm';
import { RecoverySent } from '../features/auth/components/RecoverySent';
import { requestPasswordReset } from '../features/auth/api';
import { authErrorMessage } from '../features/auth/errors';
import { TextField } from '../ui/Field';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.forgotPassword'));
  const [email, setEmail] = useState(() => getCookie(LOGIN_EMAIL_COOKIE) ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim();
    const problem = !value
      ? t('auth.validation.emailRequired')
      : !isPlausibleEmail(value)
        ? t('auth.validation.emailInvalid')
        : null;
    setFieldError(problem);
    if (problem) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await requestPasswordReset(value);
      setSentTo(value);
    } catch (error) {
      setFormError(authErrorMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <RecoverySent
        title={t('auth.forgotPassword.sentTitle')}
        message={t('auth.forgotPassword.sent', { email: sentTo })}
        testId="forgot-password-sent"
      />
    );
  }

  return (
    <RecoveryForm
      texts="auth.forgotPassword"
      formError={formError}
      submitting={submitting}
      onSubmit={submit}
      data-testid="forgot-password-form"
    >
      <TextField
        label={t('auth.forgotPassword.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.login.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        required
        autoFocus
      />
    </RecoveryForm>
  );
}
