import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { FormError } from '../features/auth/components/FormError';
import { BackToSignIn, RecoverySent } from '../features/auth/components/RecoverySent';
import { useEmailReminder } from '../features/auth/useEmailReminder';
import { TextField } from '../ui/Field';
import { SubmitButton } from '../features/auth/components/SubmitButton';
import { Icon } from '../ui/Icon';
import styles from '../features/auth/components/forms.module.css';

/** /forgot-email: the card's first six and last four digits, and the address is mailed as a reminder. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.forgotEmail'));
  const { first6, last4, typeFirst6, typeLast4, errors, formError, submitting, sent, submit } =
    useEmailReminder();

  if (sent) {
    return (
      <RecoverySent
        title={t('auth.forgotEmail.sentTitle')}
        message={t('auth.forgotEmail.sent')}
        testId="forgot-email-sent"
      />
    );
  }

  return (
    <AuthLayout
      title={t('auth.forgotEmail.title')}
      subtitle={t('auth.forgotEmail.subtitle')}
      footer={<BackToSignIn />}
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        data-testid="forgot-email-form"
      >
        <FormError message={formError} />
        <div className={styles.row}>
          <TextField
            label={t('auth.forgotEmail.first6')}
            name="first6"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]{6}"
            maxLength={6}
            placeholder="••••••"
            value={first6}
            onChange={(event) => typeFirst6(event.target.value)}
            error={errors.first6}
            required
            autoFocus
          />
          <TextField
            label={t('auth.forgotEmail.last4')}
            name="last4"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]{4}"
            maxLength={4}
            placeholder="••••"
            value={last4}
            onChange={(event) => typeLast4(event.target.value)}
            error={errors.last4}
            required
          />
        </div>
        <p className={styles.hintText}>
          <Icon name="card" size={16} />
          {t('auth.forgotEmail.cardHint')}
        </p>
        <SubmitButton
          submitting={submitting}
          label={t('auth.forgotEmail.submit')}
          busyLabel={t('auth.forgotEmail.submitting')}
        />
      </form>
    </AuthLayout>
  );
}
