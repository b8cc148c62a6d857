import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from '../../../ui/StatusScreen';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { Issue } from '../../../app/issue';
import styles from './status.module.css';

export interface ErrorScreenProps {
  issue: Issue | null;
  onRetry(): void;
  fullscreen?: boolean;
  top?: ReactNode;
}

/** SPEC.md 8: where load failures land, with the issue flag's reference for support. */
export function ErrorScreen({ issue, onRetry, fullscreen, top }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      data-testid="error-screen"
      icon="broken"
      tone="danger"
      fullscreen={fullscreen}
      top={top}
      title={t('status.error.title')}
      actions={
        <>
          <Button onClick={onRetry} icon={<Icon name="refresh" size={18} />}>
            {t('common.retry')}
          </Button>
          <ButtonLink to="/" variant="secondary" icon={<Icon name="home" size={18} />}>
            {t('common.goHome')}
          </ButtonLink>
        </>
      }
      footer={
        issue?.transactionId ? (
          <div className={styles.reference} data-testid="error-reference">
            <span className={styles.referenceLabel}>{t('status.error.reference')}</span>
            <code className={styles.referenceCode}>{issue.transactionId}</code>
            <span className={styles.referenceHelp}>{t('status.error.referenceHelp')}</span>
          </div>
        ) : null
      }
    >
      <p>{t('status.error.body')}</p>
      {issue && issue.errorCode !== 'internal_error' ? (
        <p className={styles.detail}>
          {t(`errors.${issue.errorCode}`, { defaultValue: t('errors.internal_error'), seconds: 60 })}
        </p>
      ) : null}
    </StatusScreen>
  );
}
