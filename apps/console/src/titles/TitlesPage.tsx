import { useEffect, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MEDIA_TYPES } from '@member-area/domain';
import { Button } from '@web/ui/Button';
import { TextField } from '@web/ui/Field';
import { SelectField } from '@web/ui/SelectField';
import tableStyles from '@web/ui/ListTable.module.css';
import { consoleRequest } from '../app/graphql';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BrandPageHeader } from '../brands/BrandPageHeader';
import { BrandNotFound } from '../ui/useBrandPage';
import type { ConsoleTitleListFieldsFragment } from '../gql/graphql';
import { QueryState } from '../ui/QueryState';
import { ScrollRegion } from '../ui/ScrollRegion';
import { BrandTitles, TitleBrand } from './queries';
import { titleBrandKey, titlesKey } from './title-keys';
import styles from './Titles.module.css';

const PAGE = 50;
/** The search waits this long after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** `/brands/:brandId/titles` (catalogue.edit): the brand's titles, searchable, by type and listing. */
export function TitlesPage() {
  const { t } = useTranslation();
  const brandId = useParams().brandId ?? '';
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [mediaType, setMediaType] = useState('');
  const [hidden, setHidden] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const brand = useQuery({
    queryKey: titleBrandKey(brandId),
    queryFn: () => consoleRequest(TitleBrand, { id: brandId }),
  });
  const titles = useInfiniteQuery({
    queryKey: [...titlesKey(brandId), { query, mediaType, hidden }],
    queryFn: ({ pageParam }) =>
      consoleRequest(BrandTitles, {
        brandId,
        query: query || null,
        mediaType: mediaType || null,
        hidden: hidden || null,
        first: PAGE,
        after: pageParam,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.titles?.endCursor ?? null,
  });
  const brandName = brand.data?.brand?.name ?? brandId;
  useDocumentTitle(t('titles.listTitleOf', { brand: brandName }));

  if (titles.isSuccess && !titles.data.pages[0]?.titles)
    return <BrandNotFound title={t('titles.listTitle')} />;

  return (
    <>
      <BrandPageHeader
        brandId={brandId}
        brandName={brandName}
        title={t('titles.listTitleOf', { brand: brandName })}
        sections
      />
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t('titles.search')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          data-testid="titles-search"
        />
        <SelectField
          label={t('titles.type')}
          options={[
            { value: '', label: t('titles.allTypes') },
            ...MEDIA_TYPES.map((type) => ({ value: type, label: t(`titles.types.${type}`) })),
          ]}
          value={mediaType}
          onChange={(event) => setMediaType(event.target.value)}
          data-testid="titles-type"
        />
        <SelectField
          label={t('titles.listing')}
          options={[
            { value: '', label: t('titles.listingAll') },
            { value: 'listed', label: t('titles.listingListed') },
            { value: 'hidden', label: t('titles.listingHidden') },
          ]}
          value={hidden}
          onChange={(event) => setHidden(event.target.value)}
          data-testid="titles-hidden"
        />
      </form>
      <QueryState
        query={titles}
        isEmpty={(data) => (data.pages[0]?.titles?.items.length ?? 0) === 0}
        empty={{ title: query || mediaType || hidden ? t('titles.noMatch') : t('titles.empty') }}
      >
        {(data) => (
          <>
            <TitleTable brandId={brandId} titles={data.pages.flatMap((p) => p.titles?.items ?? [])} />
            {titles.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  loading={titles.isFetchingNextPage}
                  loadingLabel={t('common.loading')}
                  onClick={() => void titles.fetchNextPage()}
                  data-testid="titles-more"
                >
                  {t('titles.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

/** The hidden reason's words, or listed. */
export function ListingBadge({ reason }: { reason: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-state={reason ?? 'listed'} data-testid="title-listing">
      {reason ? t(`titles.hiddenReasons.${reason}`, { defaultValue: reason }) : t('titles.listed')}
    </span>
  );
}

function TitleTable({
  brandId,
  titles,
}: {
  brandId: string;
  titles: readonly ConsoleTitleListFieldsFragment[];
}) {
  const { t } = useTranslation();
  return (
    <ScrollRegion label={t('titles.listCaption')} className={styles.scroll}>
      <table className={tableStyles.table} data-testid="title-list">
        <caption className="visually-hidden">{t('titles.listCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('titles.cover')}</span>
            </th>
            <th scope="col">{t('titles.name')}</th>
            <th scope="col">{t('titles.type')}</th>
            <th scope="col">{t('titles.releaseDate')}</th>
            <th scope="col">{t('titles.free')}</th>
            <th scope="col">{t('titles.listing')}</th>
          </tr>
        </thead>
        <tbody>
          {titles.map((title) => (
            <tr key={title.id} data-testid={`title-row-${title.id}`}>
              <td>
                <img
                  className={styles.cover}
                  src={title.coverUrl}
                  alt=""
                  loading="lazy"
                  width={40}
                  height={56}
                />
              </td>
              <td>
                <Link
                  className={styles.name}
                  to={`/brands/${encodeURIComponent(brandId)}/titles/${encodeURIComponent(title.id)}`}
                  data-testid="title-link"
                >
                  {title.title}
                </Link>
                {title.shared ? <div className={styles.muted}>{t('titles.shared')}</div> : null}
              </td>
              <td className={styles.nowrap}>
                {t(`titles.types.${title.mediaType}`, { defaultValue: title.mediaType })}
              </td>
              <td className={styles.nowrap}>{title.releaseDate ?? '—'}</td>
              <td>{title.isFree ? t('titles.yes') : t('titles.no')}</td>
              <td>
                <ListingBadge reason={title.hiddenReason} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
