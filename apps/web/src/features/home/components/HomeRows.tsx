import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gqlRequest } from '../../../app/graphql';
import { useShell } from '../../../app/shell/ShellContext';
import { Skeleton } from '../../../ui/Skeleton';
import { CARD_WIDTH, isMediaType, seeAllPath, TitleRow } from '../../browse';
import { homeRowsFor } from './HomeRows.logic';
import { homeRowsKeys, homeRowsQuery } from './HomeRows.queries';
import styles from './HomeRows.module.css';

/** The rows change with the catalogue, not with what the member does: like browse's overview. */
const ROWS_STALE_MS = 5 * 60_000;
/** Skeleton rows while the rows load on their own (coming back to home after its one request). */
const SKELETON_ROWS = 2;
const SKELETON_CARDS = 8;

function RowsSkeleton() {
  const { t } = useTranslation();
  const width = CARD_WIDTH.portrait;
  return (
    <div className={styles.rows} role="status" data-testid="home-rows-loading">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <div key={row} className={styles.skeleton}>
          <Skeleton width={220} height={24} />
          <div className={styles.skeletonCards}>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <Skeleton key={i} width={width} height={width * 1.5} radius={12} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The brand's curated rows for the member's media types (new releases, popular, free… per type),
 * under the continue row: they come with home's one request (prefetchHome seeds them) and are read
 * on their own when home is opened again later. Nothing when the member has no media types.
 */
export function HomeRows() {
  const { menu } = useShell();
  const memberTypes = useMemo(() => new Set(menu.map((item) => item.type).filter(isMediaType)), [menu]);
  const answer = useQuery({
    queryKey: homeRowsKeys.rows,
    queryFn: async () => (await gqlRequest(homeRowsQuery)).content.homeRows,
    enabled: memberTypes.size > 0,
    staleTime: ROWS_STALE_MS,
    // Quiet: the rows are an extra on home; if they cannot load, home shows without them.
    meta: { quiet: true },
    retry: false,
  });
  if (memberTypes.size === 0 || answer.isError) return null;
  if (answer.isPending) return <RowsSkeleton />;
  const shown = homeRowsFor(answer.data, memberTypes);
  if (shown.length === 0) return null;
  return (
    <div className={styles.rows} data-testid="home-rows">
      {shown.map(({ row, items }, index) =>
        isMediaType(row.mediaType) ? (
          // Only the first row's visible covers load at once; the rest wait until scrolled to. The
          // slot's own title (translated by the server) names its type: "Popular Movies", "Free eBooks".
          <TitleRow
            key={row.id}
            id={`home-row-${row.id}`}
            title={row.title}
            media={row.mediaType}
            items={items}
            seeAll={seeAllPath(row.mediaType, row.properties)}
            eager={index === 0}
            data-testid={`home-row-${row.slug}`}
          />
        ) : null,
      )}
    </div>
  );
}
