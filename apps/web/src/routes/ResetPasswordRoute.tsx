import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { FormError } from '../ui/FormError';
import { checkResetLink, type ResetLinkStatus } from '../features/auth/api';
import { useResetPassword } from '../features/auth/useResetPassword';
import { PASSWORD_BOUNDS } from '../features/auth/password';
import { PasswordField } from '../ui/Field';
import { ButtonLink } from '../ui/Button';
import { SubmitButton } from '../features/auth/components/SubmitButton';
import { BackToSignIn } from '../features/auth/components/RecoverySent';
import { Notice } from '../ui/Notice';
import styles from '../features/auth/components/forms.module.css';

/**
 * /reset-password/{key}: the link is checked when the page opens (without using it), so a used,
 * expired or unknown link says so at once and offers a new one instead of a form that cannot work.
 * Should the check itself fail (offline, rate limited), the form shows and saving tells.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.resetPassword'));
  const { key = '' } = useParams();
  const link = useQuery({
    queryKey: ['reset-link', key],
    queryFn: () => checkResetLink(key),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (link.isPending)
    return (
      <AuthLayout title={t('auth.resetPassword.title')}>
        <p role="status" data-testid="reset-link-checking">
          {t('auth.resetPassword.checking')}
        </p>
      </AuthLayout>
    );
  if (link.data && link.data !== 'valid') return <InvalidResetLink status={link.data} />;
  return <ResetPasswordForm resetKey={key} />;
}

function InvalidResetLink({ status }: { status: Exclude<ResetLinkStatus, 'valid'> }) {
  const { t } = useTranslation();
  const message = {
    used: t('auth.resetPassword.invalid.used'),
    expired: t('auth.resetPassword.invalid.expired'),
    unknown: t('auth.resetPassword.invalid.unknown'),
  }[status];
  return (
    <AuthLayout title={t('auth.resetPassword.invalid.title')} footer={<BackToSignIn />}>
      <div className={styles.sent}>
        <Notice tone="warning" role="alert" data-testid="reset-link-invalid">
          {message}
        </Notice>
        <ButtonLink to="/forgot-password" size="lg" block>
          {t('auth.resetPassword.requestNew')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}

/** The new password and its confirmation; a refused link offers a new one beside the message. */
function ResetPasswordForm({ resetKey }: { resetKey: string }) {
  const { t } = useTranslation();
  const { password, setPassword, confirm, setConfirm, errors, formError, submitting, submit } =
    useResetPassword(resetKey);
  const passwordLabels = { showLabel: t('auth.login.showPassword'), hideLabel: t('auth.login.hidePassword') };

  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle', PASSWORD_BOUNDS)}
      footer={<BackToSignIn />}
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
