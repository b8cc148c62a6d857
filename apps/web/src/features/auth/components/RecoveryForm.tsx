import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/FormError';
import { AuthLayout } from './AuthLayout';
import { BackToSignIn } from './RecoverySent';
import { SubmitButton } from './SubmitButton';
import styles from './forms.module.css';

/**
 * A recovery form (a forgotten password or address) with the texts under `texts`: its title and
 * lead, the server's refusal above the fields, the wide submit button below them and the way back
 * to sign-in under the card.
 */
export function RecoveryForm({
  texts,
  formError,
  submitting,
  onSubmit,
  children,
  'data-testid': testId,
}: {
  texts: 'auth.forgotPassword' | 'auth.forgotEmail';
  formError: string | null;
  submitting: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  children: ReactNode;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} footer={<BackToSignIn />}>
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid={testId}
      >
        <FormError message={formError} />
        {children}
        <SubmitButton
          submitting={submitting}
          label={t(`${texts}.submit`)}
          busyLabel={t(`${texts}.submitting`)}
        />
      </form>
    </AuthLayout>
  );
}
