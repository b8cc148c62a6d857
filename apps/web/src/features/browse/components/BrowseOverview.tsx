import { useTranslation } from 'react-i18next';
import type { MediaType } from '@member-area/domain';
import type { BrowseOverviewQuery, GenresQuery } from '../../../gql/graphql';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { COVER_SIZE } from '../../../ui/MediaCard';
import { firstScreenCardsHere } from '../../../ui/first-screen-cards';
import { useProgressiveCount } from '../../../ui/use-progressive-count';
import { useBrowseOverview, useGenres } from '../hooks';
import { CARD_WIDTH, COVER_SHAPE, paths } from '../paths';
import { SLOT_TITLE_KEY, seeAllPath, slotInfo } from '../slots';
import { TitleRow } from './TitleRow';
import { GenreTiles } from './GenreTiles';
import { PlanNotice } from './PlanNotice';
import styles from './Browse.module.css';

type Slot = BrowseOverviewQuery['content']['slots'][number];
type Genre = GenresQuery['content']['genres'][number];

export function RowsSkeleton({ media, rows = 3 }: { media: MediaType; rows?: number }) {
  const { t } = useTranslation();
  const width = CARD_WIDTH[COVER_SHAPE[media]];
  const size = COVER_SIZE[COVER_SHAPE[media]];
  return (
    <div className={styles.rows} role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={styles.rows}>
          <Skeleton width={220} height={24} />
          <div className={styles.skeletonRow}>
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className={styles.skeletonCard} style={{ width }}>
                <Skeleton width={width} height={(width * size.height) / size.width} radius={12} />
                <Skeleton width={width * 0.7} height={14} />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function Hero({ media, slot }: { media: MediaType; slot: Slot }) {
  const { t } = useTranslation();
  const item = slot.items[0];
  if (!item) return null;
  const size = COVER_SIZE[COVER_SHAPE[media]];
  return (
    <section className={styles.hero} aria-labelledby="browse-hero-title" data-testid="browse-hero">
      <img
        className={styles.heroBackdrop}
        src={item.thumbnail.url}
        alt=""
        width={size.width}
        height={size.height}
      />
      <div className={styles.heroCover}>
        {/* The largest paint of the page: the server preloads this URL (apps/server/src/web/lcp-image.ts). */}
        <img src={item.thumbnail.url} alt="" width={size.width} height={size.height} fetchPriority="high" />
      </div>
      <div className={styles.heroText}>
        <span className={styles.eyebrow}>{t('browse.hero.eyebrow', { type: t(`menu.${media}`) })}</span>
        <h2 id="browse-hero-title" className={styles.heroTitle}>
          {item.title}
        </h2>
        {item.subtitle || item.releaseYear ? (
          <p className={styles.heroMeta}>
            {[item.subtitle, item.releaseYear ? String(item.releaseYear) : null].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <div className={styles.heroActions}>
          <ButtonLink to={paths.details(media, item.id, item.title)} icon={<Icon name="play" size={16} />}>
            {t('browse.hero.open')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** Rows the first screen shows, under the hero: their visible cards load at once, the rest lazily. */
const FIRST_SCREEN_ROWS = 2;

function Row({
  media,
  slot,
  index,
  complete,
}: {
  media: MediaType;
  slot: Slot;
  index: number;
  complete: boolean;
}) {
  const firstScreenCards = firstScreenCardsHere(CARD_WIDTH[COVER_SHAPE[media]]);
  // Until complete, the cards the screen shows and one to peek at (Rows decides when).
  const shownItems = complete ? slot.items.length : firstScreenCards + 1;
  const { t } = useTranslation();
  const info = slotInfo(slot.properties);
  const key = SLOT_TITLE_KEY[info.kind];
  const title = key ? t(key) : slot.title;
  const seeAll = seeAllPath(media, slot.properties);
  if (slot.items.length === 0) return null;
  return (
    <TitleRow
      id={`row-${slot.id}`}
      title={title}
      media={media}
      items={slot.items.slice(0, shownItems)}
      seeAll={seeAll}
      eager={index < FIRST_SCREEN_ROWS}
      data-testid={`row-${slot.slug}`}
    />
  );
}

/** browse/{media}: a hero and the type's curated rows (new releases, popular, staff picks, free…). */
export function BrowseOverview({ media }: { media: MediaType }) {
  const { t } = useTranslation();
  const overview = useBrowseOverview(media);
  const hasGenreSlot = overview.data?.some((slot) => slotInfo(slot.properties).kind === 'genres') ?? false;
  const genres = useGenres(media, hasGenreSlot);

  if (overview.isPending) return <RowsSkeleton media={media} />;
  if (overview.isError) return null; // the query cache sends the member to the error screen
  const slots = overview.data.filter(
    (slot) => slot.items.length > 0 || slotInfo(slot.properties).kind === 'genres',
  );
  if (slots.length === 0) {
    return <EmptyState icon="compass" title={t('browse.empty.nothing')} data-testid="browse-empty" />;
  }
  const heroSlot = slots.find((slot) => slot.items.length > 0);
  return (
    <>
      <PlanNotice media={media} />
      {heroSlot ? <Hero media={media} slot={heroSlot} /> : null}
      <Rows key={media} media={media} slots={slots} genres={genres.data ?? []} />
    </>
  );
}

/** Rows rendered with the hero: the first screen's, and one more the screen may reach. */
const FIRST_RENDER_ROWS = FIRST_SCREEN_ROWS + 1;

/**
 * The rows under the hero, in short tasks (useProgressiveCount): first the hero and the first rows
 * with only the cards the screen shows; then, one per task, the rest of each of those rows; then
 * each further row, whole.
 */
function Rows({ media, slots, genres }: { media: MediaType; slots: Slot[]; genres: Genre[] }) {
  const { t } = useTranslation();
  const stage = useProgressiveCount(slots.length, 0);
  const shown = Math.min(slots.length, FIRST_RENDER_ROWS + Math.max(0, stage - FIRST_RENDER_ROWS));
  return (
    <div className={styles.rows}>
      {slots.slice(0, shown).map((slot, index) =>
        slotInfo(slot.properties).kind === 'genres' ? (
          <section key={slot.id} className={styles.rows} aria-labelledby={`row-${slot.id}`}>
            <h2 id={`row-${slot.id}`} className={styles.rowTitle}>
              {t('browse.rows.genres')}
            </h2>
            <GenreTiles media={media} genres={genres} limit={12} />
          </section>
        ) : (
          <Row
            key={slot.id}
            media={media}
            slot={slot}
            index={index}
            complete={index >= FIRST_RENDER_ROWS || index < stage}
          />
        ),
      )}
    </div>
  );
}
