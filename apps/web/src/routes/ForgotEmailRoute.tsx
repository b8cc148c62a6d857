import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { FormError } from '../features/auth/components/FormError';
import { BackToSignIn, RecoverySent } from '../features/auth/components/RecoverySent';
import { requestEmailReminder } from '../features/auth/api';
import { authErrorMessage, DIGITS } from '../features/auth/errors';
import { TextField } from '../ui/Field';
import { SubmitButton } from '../features/auth/components/SubmitButton';
import { Icon } from '../ui/Icon';
import styles from '../features/auth/components/forms.module.css';

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.forgotEmail'));
  const [first6, setFirst6] = useState('');
  const [last4, setLast4] = useState('');
  const [errors, setErrors] = useState<{ first6?: string; last4?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const next = {
      ...(DIGITS.first6.test(first6) ? {} : { first6: t('auth.validation.first6') }),
      ...(DIGITS.last4.test(last4) ? {} : { last4: t('auth.validation.last4') }),
    };
    setErrors(next);
    if (next.first6 || next.last4) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await requestEmailReminder(first6, last4);
      setSent(true);
    } catch (error) {
      setFormError(authErrorMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

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
            onChange={(event) => setFirst6(onlyDigits(event.target.value, 6))}
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
            onChange={(event) => setLast4(onlyDigits(event.target.value, 4))}
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
