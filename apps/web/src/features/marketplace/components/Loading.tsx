import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../ui/Skeleton';

/**
 * A screen's loading skeleton: the placeholders (hidden from screen readers) and one announcement
 * that the marketplace is loading.
 */
export function Loading({
  children,
  className,
  label,
  'data-testid': testId,
}: {
  children: ReactNode;
  className?: string;
  /** What is loading, when not the marketplace ("Loading your cart…"). */
  label?: string;
  'data-testid': string;
}) {
  const { t } = useTranslation();
  return (
    <SkeletonBlock className={className} label={label ?? t('marketplace.loading')} data-testid={testId}>
      {children}
    </SkeletonBlock>
  );
}
