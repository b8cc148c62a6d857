import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEDIA_TYPES, type MediaType, intlLocale } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { Notice } from '../../../ui/Notice';
import { PillNav, pillClass } from '../../../ui/PillNav';
import { isMediaType, paths, hiddenOnThisDevice, TitleGrid, GridSkeleton } from '../../browse';
import { normalizeQuery } from '../limits';
import { searchKeys, searchQuery } from '../queries';
import { SearchBox } from './SearchBox';
import styles from './Search.module.css';

const PAGE_SIZE = 48;

function useSearch(query: string, mediaType: MediaType | null) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(query, mediaType),
    queryFn: async ({ pageParam }) =>
      (await gqlRequest(searchQuery, { query, mediaType, first: PAGE_SIZE, after: pageParam })).content
        .search,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    enabled: query.length > 0,
    staleTime: 60_000,
  });
}

/** /search?q=&type=: ranked results across every type or one, with the "no results" message. */
export function SearchResults() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = normalizeQuery(params.get('q') ?? '');
  const rawType = params.get('type') ?? undefined;
  const type = isMediaType(rawType) ? rawType : null;
  useDocumentTitle(query ? t('search.titleFor', { query }) : t('search.title'));
  const results = useSearch(query, type);
  const first = results.data?.pages[0];
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('search.title')}</h1>
        <SearchBox variant="page" autoFocus={!query} />
        <SearchScopes query={query} type={type} />
      </header>
      {!query ? (
        <EmptyState icon="search" title={t('search.prompt')} data-testid="search-prompt" />
      ) : results.isPending ? (
        <GridSkeleton />
      ) : results.isError ? null : first?.errorCode ? (
        <Notice tone="warning" role="alert" data-testid="search-refused">
          {first.errorCode === 'query_too_long'
            ? t('search.tooLong')
            : (first.message ?? t('search.refused'))}
        </Notice>
      ) : items.length === 0 ? (
        <EmptyState icon="search" title={t('search.noResults', { query })} data-testid="search-no-results">
          {t('search.noResultsBody')}
        </EmptyState>
      ) : (
        <>
          <ResultCount query={query} first={first} shown={items.length} />
          <TitleGrid
            media={type ?? 'movie'}
            items={items}
            hasMore={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
            label={t('search.titleFor', { query })}
            showType={type === null}
            data-testid="search-results"
          />
        </>
      )}
    </div>
  );
}

/** Every type, or one: the scope of the search as pills. */
function SearchScopes({ query, type }: { query: string; type: MediaType | null }) {
  const { t } = useTranslation();
  const types = MEDIA_TYPES.filter((media) => !hiddenOnThisDevice(media));
  return (
    <PillNav label={t('search.scope')}>
      <Link
        to={paths.search(query, null)}
        replace
        className={pillClass(styles.scope)}
        aria-current={type === null ? 'true' : undefined}
        data-testid="search-scope-all"
      >
        {t('search.all')}
      </Link>
      {types.map((media) => (
        <Link
          key={media}
          to={paths.search(query, media)}
          replace
          className={pillClass(styles.scope)}
          aria-current={type === media ? 'true' : undefined}
          data-testid={`search-scope-${media}`}
        >
          {t(`menu.${media}`)}
        </Link>
      ))}
    </PillNav>
  );
}

/** "300+ results for …": a broad search counts its matches up to the ranked pool. */
function ResultCount({
  query,
  first,
  shown,
}: {
  query: string;
  first: { totalCount?: number | null; totalCapped?: boolean | null } | undefined;
  shown: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p className={styles.count} data-testid="search-count" aria-live="polite">
      {t('search.resultCount', {
        count: first?.totalCount ?? shown,
        // A broad search counts its matches up to the ranked pool: "300+ results".
        formatted:
          new Intl.NumberFormat(intlLocale(i18n.language)).format(first?.totalCount ?? shown) +
          (first?.totalCapped ? '+' : ''),
        query,
      })}
    </p>
  );
}
