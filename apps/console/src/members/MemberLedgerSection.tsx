import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberSectionKey } from './member-keys';
import { MemberSection, useMemberFormat } from './MemberSection';
import { MemberLedger } from './queries';
import styles from './Members.module.css';

const LEDGER_PAGE = 20;

/** The member's coin ledger, newest first, a page at a time. */
export function MemberLedgerSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const f = useMemberFormat();
  const list = useInfiniteQuery({
    queryKey: memberSectionKey(memberId, 'ledger'),
    queryFn: ({ pageParam }) =>
      consoleRequest(MemberLedger, { id: memberId, after: pageParam, first: LEDGER_PAGE }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.member?.ledger.nextCursor ?? undefined,
  });
  const title = t('members.coins.ledger');
  return (
    <MemberSection
      id="ledger"
      title={title}
      query={list}
      isEmpty={(data) => data.pages.every((page) => (page.member?.ledger.rows.length ?? 0) === 0)}
      emptyText={t('members.coins.ledgerEmpty')}
    >
      {(data) => {
        const rows = data.pages.flatMap((page) => page.member?.ledger.rows ?? []);
        return (
          <>
            <ScrollRegion label={title}>
              <table className={tableStyles.table}>
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('members.coins.when')}</th>
                    <th scope="col">{t('members.coins.kind')}</th>
                    <th scope="col">{t('members.coins.description')}</th>
                    <th scope="col" className={styles.number}>
                      {t('members.coins.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} data-testid={`member-ledger-row-${row.id}`}>
                      <td className={styles.nowrap}>{f.dateTime(row.createdAt)}</td>
                      <td>{t(`members.coins.kinds.${row.kind}`, { defaultValue: row.kind })}</td>
                      <td>{row.description}</td>
                      <td className={`${styles.number} ${row.amount > 0 ? styles.positive : ''}`}>
                        {row.amount > 0 ? '+' : ''}
                        {f.number(row.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <div className={styles.more}>
              {list.isFetchNextPageError ? (
                <p role="alert" className={styles.error}>
                  {errorText(t, errorCodeOfError(list.error))}
                </p>
              ) : null}
              {list.hasNextPage ? (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                  data-testid="member-ledger-more"
                >
                  {t('members.loadMore')}
                </Button>
              ) : (
                <p className="console-muted" role="status">
                  {t('members.end', { count: rows.length })}
                </p>
              )}
            </div>
          </>
        );
      }}
    </MemberSection>
  );
}
