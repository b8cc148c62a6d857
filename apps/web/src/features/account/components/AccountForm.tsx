import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { FormError } from '../../../ui/FormError';
import styles from '../../../ui/Form.module.css';

/**
 * The frame of every account form (profile, e-mail, password, address): the success notice, the
 * form-wide error, the fields (children), then the save button (with its saving state) and any
 * further actions. Field validation and the request stay with each section.
 */
export function AccountForm({
  onSubmit,
  saving,
  submitLabel,
  success,
  error,
  actions,
  children,
  saveTestId,
  'data-testid': testId,
}: {
  onSubmit(event: FormEvent): Promise<void>;
  saving: boolean;
  submitLabel: string;
  /** Shown as a success notice once the change is saved (a title is optional). */
  success?: { title?: string; text: string } | null;
  error: string | null;
  /** Shown after the save button (a cancel link). */
  actions?: ReactNode;
  children: ReactNode;
  saveTestId: string;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate data-testid={testId}>
      {success ? (
        <Notice tone="success" role="status" data-testid="form-success" title={success.title}>
          {success.text}
        </Notice>
      ) : null}
      <FormError message={error} />
      {children}
      <div className={styles.formActions}>
        <Button
          type="submit"
          loading={saving}
          loadingLabel={t('account.common.saving')}
          data-testid={saveTestId}
        >
          {saving ? t('account.common.saving') : submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
