import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { RecoveryForm } from '../features/auth/components/RecoveryForm';
import { RecoverySent } from '../features/auth/components/RecoverySent';
import { useEmailReminder } from '../features/auth/useEmailReminder';
import { TextField } from '../ui/Field';
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
    <RecoveryForm
      texts="auth.forgotEmail"
      formError={formError}
      submitting={submitting}
      onSubmit={submit}
      data-testid="forgot-email-form"
    >
      <div className={styles.row}>
        <CardDigitsField
          name="first6"
          digits={6}
          label={t('auth.forgotEmail.first6')}
          value={first6}
          onType={typeFirst6}
          error={errors.first6}
          autoFocus
        />
        <CardDigitsField
          name="last4"
          digits={4}
          label={t('auth.forgotEmail.last4')}
          value={last4}
          onType={typeLast4}
          error={errors.last4}
        />
      </div>
      <p className={styles.hintText}>
        <Icon name="card" size={16} />
        {t('auth.forgotEmail.cardHint')}
      </p>
    </RecoveryForm>
  );
}

/** A field for some of the card's digits: numeric keyboard, no autofill, dots as the placeholder. */
function CardDigitsField({
  name,
  digits,
  label,
  value,
  onType,
  error,
  autoFocus,
}: {
  name: string;
  digits: number;
  label: string;
  value: string;
  onType(value: string): void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      pattern={`[0-9]{${digits}}`}
      maxLength={digits}
      placeholder={'•'.repeat(digits)}
      value={value}
      onChange={(event) => onType(event.target.value)}
      error={error}
      required
      autoFocus={autoFocus}
    />
  );
}
