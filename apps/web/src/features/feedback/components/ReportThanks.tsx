import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import styles from './ReportProblemDialog.module.css';

/** The dialog once the report is stored: thanks, and Done. */
export function ReportThanks({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  // Its own key: a fresh dialog runs its open focus again, onto Done (the Send button is gone).
  return (
    <Dialog
      key="thanks"
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('feedback.title')}
      closeLabel={t('feedback.close')}
      focusMainAction
      data-testid="report-problem-dialog"
      footer={
        <Button onClick={onClose} data-testid="report-problem-done">
          {t('feedback.thanks.done')}
        </Button>
      }
    >
      <div className={styles.thanks} role="status" data-testid="report-problem-thanks">
        <span className={styles.thanksIcon} aria-hidden="true">
          <Icon name="check-circle" size={32} />
        </span>
        <p className={styles.thanksTitle}>{t('feedback.thanks.title')}</p>
        <p className={styles.thanksText}>{t('feedback.thanks.text')}</p>
      </div>
    </Dialog>
  );
}
