import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlausibleEmail, LOGIN_EMAIL_COOKIE } from '@member-area/domain';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { getCookie } from '../app/cookies';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { FormError } from '../ui/FormError';
import { BackToSignIn, RecoverySent } from '../features/auth/components/RecoverySent';
import { requestPasswordReset } from '../features/auth/api';
import { authErrorMessage } from '../features/auth/errors';
import { TextField } from '../ui/Field';
import { SubmitButton } from '../features/auth/components/SubmitButton';
import styles from '../features/auth/components/forms.module.css';

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
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={<BackToSignIn />}
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="forgot-password-form"
      >
        <FormError message={formError} />
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
        <SubmitButton
          submitting={submitting}
          label={t('auth.forgotPassword.submit')}
          busyLabel={t('auth.forgotPassword.submitting')}
        />
      </form>
    </AuthLayout>
  );
}
