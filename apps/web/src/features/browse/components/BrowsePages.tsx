import { intlLocale } from '@member-area/domain';
import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { useBrowsePages } from '../hooks';
import { TitleGrid } from './TitleGrid';
import { NothingToDisplay } from './BrowseFrame';
import { PlanNotice } from './PlanNotice';
import styles from './Browse.module.css';

export function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.genreGrid} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: 12 }, (_, i) => (
        <Skeleton key={i} height={240} radius={12} />
      ))}
    </div>
  );
}

/** All titles of a tab (new releases, popular) or a genre, fetched page by page while scrolling. */
export function BrowsePages({
  media,
  genre,
  tab,
  label,
}: {
  media: MediaType;
  genre: string | null;
  tab: string | null;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const pages = useBrowsePages(media, { genre, tab });
  if (pages.isPending) return <GridSkeleton />;
  if (pages.isError) return null; // the query cache sends the member to the error screen
  const first = pages.data.pages[0];
  // Unknown genre or tab: the server answers as data (errorCode); show "nothing to display".
  if (first?.errorCode) return <NothingToDisplay media={media} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState icon="compass" title={t('browse.empty.nothing')} data-testid="browse-empty" />;
  }
  return (
    <>
      <PlanNotice media={media} />
      <p className={styles.subtitle} data-testid="browse-count">
        {t('browse.titleCount', {
          count: first?.totalCount ?? items.length,
          formatted: new Intl.NumberFormat(intlLocale(i18n.language)).format(
            first?.totalCount ?? items.length,
          ),
        })}
      </p>
      <TitleGrid
        media={media}
        items={items}
        hasMore={pages.hasNextPage}
        loadingMore={pages.isFetchingNextPage}
        onLoadMore={() => void pages.fetchNextPage()}
        label={label}
      />
    </>
  );
}
