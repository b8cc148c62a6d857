import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@web/ui/Button';
import { SectionState } from '@web/ui/SectionState';
import { LoadFailed } from './QueryState';

/**
 * An editor screen under its `header` while what it edits loads: loading until every query in
 * `queries` answered, the first failure with a retry, then `missing()` (the title of what is not
 * there, with the way `back`), else the form `children()` draws.
 */
export function EditorLoad({
  header,
  queries,
  missing,
  back,
  children,
}: {
  header: ReactNode;
  /** The queries the form waits for, the brand's first: a disabled one must be left out. */
  queries: readonly UseQueryResult[];
  missing(): string | null;
  back: { to: string; label: string };
  children(): ReactNode;
}) {
  const { t } = useTranslation();
  const failed = queries.find((query) => query.isError);
  const missingTitle = queries.some((query) => query.isPending) || failed ? null : missing();
  return (
    <>
      {header}
      {queries.some((query) => query.isPending) ? (
        <SectionState kind="loading" title={t('common.loading')} />
      ) : failed ? (
        <LoadFailed query={failed} />
      ) : missingTitle !== null ? (
        <SectionState
          kind="empty"
          title={missingTitle}
          action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
          data-testid="not-found"
        />
      ) : (
        children()
      )}
    </>
  );
}
