import { useTranslation } from 'react-i18next';
import { RetryNotice } from '../../../ui/RetryNotice';

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
    <RetryNotice
      message={message ?? t('marketplace.loadFailed')}
      retryLabel={t('common.retry')}
      onRetry={onRetry}
      data-testid={testId}
    />
  );
}
