import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { SectionState } from '@web/ui/SectionState';
import type { IconName } from '@web/ui/Icon';
import { errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';

/**
 * Loading, error (with retry) and empty states around what a query read; `children` renders only
 * once there is something to show. `isEmpty` says when the answer holds nothing.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?(data: T): boolean;
  empty?: { title: string; icon?: IconName; action?: ReactNode };
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionState kind="loading" title={t('common.loading')} />;
  if (query.isError) return <LoadFailed query={query} />;
  if (empty && isEmpty?.(query.data)) {
    return (
      <SectionState
        kind="empty"
        title={empty.title}
        icon={empty.icon}
        action={empty.action}
        data-testid="state-empty"
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** What a query that failed says, with a retry. */
export function LoadFailed({ query }: { query: { error: unknown; refetch(): unknown } }) {
  const { t } = useTranslation();
  return (
    <SectionState
      kind="error"
      title={t('common.loadFailed')}
      action={
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} data-testid="retry">
          {t('common.retry')}
        </Button>
      }
    >
      {errorText(t, errorCodeOfError(query.error))}
    </SectionState>
  );
}
