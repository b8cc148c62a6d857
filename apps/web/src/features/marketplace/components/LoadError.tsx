import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';

/** A read that failed, in place, with a way to try again (the marketplace never leaves for the error screen). */
export function LoadError({
  message,
  onRetry,
  'data-testid': testId = 'marketplace-error',
}: {
  message?: string;
  onRetry(): void;
  'data-testid'?: string;
}) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="danger"
      role="alert"
      data-testid={testId}
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message ?? t('marketplace.loadFailed')}
    </Notice>
  );
}
