import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { intlLocale, staffMay } from '@member-area/domain';
import { Button, ButtonLink } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { Icon } from '@web/ui/Icon';
import { Notice } from '@web/ui/Notice';
import { SectionState } from '@web/ui/SectionState';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest, errorCodeOfError } from '../app/graphql';
import { errorText } from '../app/errors';
import { useStaff } from '../app/session';
import { useDocumentTitle } from '../app/useDocumentTitle';
import type { BrandMembersQuery } from '../gql/graphql';
import { ScrollRegion } from '../ui/ScrollRegion';
import { memberBrandKey, membersKey } from './member-keys';
import { BrandMembers, MemberBrand } from './queries';
import styles from './Members.module.css';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';
import { LoadFailed } from '../ui/QueryState';

const PAGE_SIZE = 50;

type Entry = BrandMembersQuery['members']['entries'][number];

/** `/brands/:brandId/members`: the brand's members, newest first, searched by e-mail or name (members.read). */
export function MembersPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const brandId = useParams().brandId ?? '';
  const location = useLocation();
  const arrived = (location.state as { outcome?: string } | null)?.outcome ?? null;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const brand = useQuery({
    queryKey: memberBrandKey(brandId),
    queryFn: () => consoleRequest(MemberBrand, { id: brandId }),
  });
  const list = useInfiniteQuery({
    queryKey: [...membersKey(brandId), search],
    queryFn: ({ pageParam }) =>
      consoleRequest(BrandMembers, { brandId, search: search || null, after: pageParam, first: PAGE_SIZE }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.members.nextCursor ?? undefined,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('members.listTitleOf', { brand: brandName }));
  const mayAct = staffMay(staff, 'members.act', brandId);
  const newPath = `/brands/${encodeURIComponent(brandId)}/members/new`;
  const entries = list.data?.pages.flatMap((page) => page.members.entries) ?? [];

  if (brand.isSuccess && !brand.data.brand) {
    return <BrandNotFound title={t('members.listTitle')} />;
  }

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('members.listTitleOf', { brand: brandName })}
        sections
        actions={
          <>
            {mayAct ? (
              <ButtonLink to={newPath} icon={<Icon name="plus" size={18} />} data-testid="member-new">
                {t('members.addMember')}
              </ButtonLink>
            ) : null}
          </>
        }
      />
      {arrived ? (
        <Notice className={styles.outcome} tone="success" role="status" data-testid="members-outcome">
          {arrived}
        </Notice>
      ) : null}
      <form
        className={styles.search}
        role="search"
        aria-label={t('members.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
        }}
        data-testid="member-search-form"
      >
        <TextField
          className={styles.searchField}
          label={t('members.search')}
          hint={t('members.searchHint')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          maxLength={200}
          data-testid="member-search"
        />
        <div className={styles.searchActions}>
          <Button type="submit" data-testid="member-search-submit">
            {t('members.searchSubmit')}
          </Button>
          {search ? (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft('');
                setSearch('');
              }}
              data-testid="member-search-clear"
            >
              {t('members.clearSearch')}
            </Button>
          ) : null}
        </div>
      </form>
      {list.isPending ? (
        <SectionState kind="loading" title={t('common.loading')} />
      ) : list.isError && entries.length === 0 ? (
        <LoadFailed query={list} />
      ) : entries.length === 0 ? (
        <SectionState
          kind="empty"
          title={search ? t('members.noMatch', { search }) : t('members.empty')}
          icon="list"
          action={
            !search && mayAct ? <ButtonLink to={newPath}>{t('members.addMember')}</ButtonLink> : undefined
          }
          data-testid="state-empty"
        />
      ) : (
        <>
          <MemberTable brandId={brandId} entries={entries} />
          <div className={styles.more}>
            {list.isFetchNextPageError ? (
              <p role="alert" className={styles.error}>
                {errorText(t, errorCodeOfError(list.error))}
              </p>
            ) : null}
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                data-testid="member-more"
              >
                {t('members.loadMore')}
              </Button>
            ) : (
              <p className="console-muted" role="status">
                {t('members.end', { count: entries.length })}
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}

function MemberTable({ brandId, entries }: { brandId: string; entries: readonly Entry[] }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ScrollRegion label={t('members.caption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="member-list">
        <caption className="visually-hidden">{t('members.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('members.columns.member')}</th>
            <th scope="col">{t('members.columns.email')}</th>
            <th scope="col">{t('members.columns.reference')}</th>
            <th scope="col">{t('members.columns.plan')}</th>
            <th scope="col">{t('members.columns.joined')}</th>
            <th scope="col" className={styles.number}>
              {t('members.columns.coins')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid={`member-row-${entry.id}`}>
              <td>
                <Link
                  className={styles.name}
                  to={`/brands/${encodeURIComponent(brandId)}/members/${encodeURIComponent(entry.id)}`}
                >
                  {entry.name || t('members.unnamed')}
                </Link>
                <span className="console-muted console-mono"> #{entry.id}</span>
              </td>
              <td>{entry.email}</td>
              <td className="console-mono">{entry.referenceNumber ?? t('members.none')}</td>
              <td>{entry.planName ?? t('members.noPlan')}</td>
              <td className={styles.nowrap}>{date.format(new Date(entry.joinedAt))}</td>
              <td className={styles.number}>{number.format(entry.coinBalance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
