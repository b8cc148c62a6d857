import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { IconName } from './Icon';
import { SectionState } from './SectionState';

/** What a list shows when the member has nothing in it yet (else SectionState's icon and test id). */
export interface EmptyList {
  title: string;
  icon?: IconName;
  'data-testid'?: string;
}

/**
 * Loading, error (with retry) and empty states around a list of an account section; the list itself
 * is the children, rendered only once there are items. Used by every list tab of the account page
 * (transactions, invoices, and the tabs that orders, wallet and giveaways add) and by the plans;
 * the tables among them go through ListTable.
 */
export function ListBody<T>({
  query,
  items,
  empty,
  children,
}: {
  query: UseQueryResult<unknown>;
  items: readonly T[] | undefined;
  empty: EmptyList;
  children(items: readonly T[]): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionState kind="loading" title={t('account.common.loading')} />;
  if (query.isError || !items)
    return (
      <SectionState
        kind="error"
        title={t('account.common.loadFailed')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('account.common.retry')}
          </Button>
        }
      />
    );
  if (items.length === 0) return <SectionState kind="empty" {...empty} />;
  return <>{children(items)}</>;
}
