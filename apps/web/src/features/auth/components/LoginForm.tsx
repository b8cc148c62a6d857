import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlausibleEmail, LOGIN_EMAIL_COOKIE } from '@member-area/domain';
import { getCookie } from '../../../app/cookies';
import { useSession } from '../../../app/session';
import { TextField, PasswordField } from '../../../ui/Field';
import { SubmitButton } from './SubmitButton';
import { FormError } from './FormError';
import { authErrorMessage } from '../errors';
import { signInLanguage } from '../sign-in-language';
import styles from './forms.module.css';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function LoginForm({ initialError, onSignedIn }: { initialError: string | null; onSignedIn(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState(() => getCookie(LOGIN_EMAIL_COOKIE) ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(initialError);
  const [submitting, setSubmitting] = useState(false);

  const validate = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = t('auth.validation.emailRequired');
    else if (!isPlausibleEmail(email.trim())) errors.email = t('auth.validation.emailInvalid');
    if (!password) errors.password = t('auth.validation.passwordRequired');
    return errors;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await session.login(email.trim(), password, signInLanguage());
      onSignedIn();
    } catch (error) {
      setFormError(authErrorMessage(t, error));
      setPassword('');
      setSubmitting(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="login-form"
      aria-busy={submitting}
    >
      <FormError message={formError} />
      <TextField
        label={t('auth.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('auth.login.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
        data-testid="login-email"
        required
        autoFocus={!email}
      />
      <PasswordField
        label={t('auth.login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        data-testid="login-password"
        showLabel={t('auth.login.showPassword')}
        hideLabel={t('auth.login.hidePassword')}
        required
        autoFocus={Boolean(email)}
      />
      <SubmitButton
        submitting={submitting}
        label={t('auth.login.submit')}
        busyLabel={t('auth.login.submitting')}
        data-testid="login-submit"
      />
      <div className={styles.links}>
        <Link className={styles.link} to="/forgot-password">
          {t('auth.login.forgotPassword')}
        </Link>
        <Link className={styles.link} to="/forgot-email">
          {t('auth.login.forgotEmail')}
        </Link>
      </div>
    </form>
  );
}
