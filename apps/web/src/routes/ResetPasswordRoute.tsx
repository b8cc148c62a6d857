import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { passwordProblem } from '@member-area/domain';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSafeNavigate } from '../app/navigation';
import { ApiError } from '../app/rest';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { FormError } from '../features/auth/components/FormError';
import { resetPassword } from '../features/auth/api';
import { authErrorMessage } from '../features/auth/errors';
import { PASSWORD_BOUNDS, passwordProblemMessage } from '../features/auth/password';
import { PasswordField } from '../ui/Field';
import { ButtonLink } from '../ui/Button';
import { SubmitButton } from '../features/auth/components/SubmitButton';
import { Icon } from '../ui/Icon';
import styles from '../features/auth/components/forms.module.css';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.resetPassword'));
  const { key = '' } = useParams();
  const navigate = useSafeNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = passwordProblem(password);
    const next = {
      ...(problem ? { password: passwordProblemMessage(t, problem) } : {}),
      ...(!problem && confirm !== password ? { confirm: t('auth.validation.mismatch') } : {}),
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await resetPassword(key, password);
      navigate('/login', { replace: true, state: { notice: 'passwordReset' } });
    } catch (error) {
      // The password passed the same checks the server makes, so a refused input is the key itself.
      const linkInvalid =
        error instanceof ApiError &&
        (error.errorCode === 'reset_link_invalid' || error.errorCode === 'invalid_input');
      setFormError({
        message: linkInvalid ? t('errors.reset_link_invalid') : authErrorMessage(t, error),
        linkInvalid,
      });
      setSubmitting(false);
    }
  };

  const passwordLabels = { showLabel: t('auth.login.showPassword'), hideLabel: t('auth.login.hidePassword') };

  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle', PASSWORD_BOUNDS)}
      footer={
        <Link to="/login" className={styles.back}>
          <Icon name="arrow-left" size={16} />
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="reset-password-form"
      >
        <FormError
          message={formError?.message ?? null}
          action={
            formError?.linkInvalid ? (
              <ButtonLink to="/forgot-password" size="sm" variant="secondary">
                {t('auth.resetPassword.requestNew')}
              </ButtonLink>
            ) : undefined
          }
        />
        <PasswordField
          {...passwordLabels}
          label={t('auth.resetPassword.password')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          required
          autoFocus
        />
        <PasswordField
          {...passwordLabels}
          label={t('auth.resetPassword.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
          required
        />
        <SubmitButton
          submitting={submitting}
          label={t('auth.resetPassword.submit')}
          busyLabel={t('auth.resetPassword.submitting')}
        />
      </form>
    </AuthLayout>
  );
}
