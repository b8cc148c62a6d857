import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField, PasswordField } from '../../../ui/Field';
import { useLoginForm } from '../useLoginForm';
import { SubmitButton } from './SubmitButton';
import { FormError } from '../../../ui/FormError';
import styles from './forms.module.css';

/** The sign-in form: address and password, then the links to the recovery screens. */
export function LoginForm({ initialError, onSignedIn }: { initialError: string | null; onSignedIn(): void }) {
  const { t } = useTranslation();
  const { email, setEmail, password, setPassword, fieldErrors, formError, submitting, submit } = useLoginForm(
    initialError,
    onSignedIn,
  );

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
