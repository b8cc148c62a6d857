import { memo, useContext, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { gqlRequest } from '../../../app/graphql';
import { useSession } from '../../../app/session';
import type { ContinueWatchingQuery } from '../../../gql/graphql';
import { Carousel, CarouselItem } from '../../../ui/Carousel';
import { Icon } from '../../../ui/Icon';
import { firstScreenCardsHere } from '../../../ui/first-screen-cards';
import cardStyles from '../../../ui/MediaCard.module.css';
import { isMediaType, paths } from '../../browse';
import { PlayerContext } from '../../players';
import { minutesLeft, percentDone } from './ContinueRow.logic';
import {
  CONTINUE_ROW_SIZE,
  continueKeys,
  continueRowStaleTime,
  continueWatchingQuery,
} from './ContinueRow.queries';
import styles from './ContinueRow.module.css';

type Entry = ContinueWatchingQuery['content']['continueWatching'][number];

/** The host flushes the last position as the player closes; read the row again once it has landed. */
const REFRESH_AFTER_CLOSE_MS = 1000;
/** Every type shares one wide tile (the cover sits on its own blurred copy), so mixed rows line up. */
const CARD_WIDTH = 264;

export function useContinueWatching(enabled: boolean) {
  return useQuery({
    queryKey: continueKeys.row,
    queryFn: async () =>
      (await gqlRequest(continueWatchingQuery, { first: CONTINUE_ROW_SIZE })).content.continueWatching,
    enabled,
    // Quiet: the row is an extra on home; if it cannot load, home simply shows without it.
    meta: { quiet: true },
    // Progress changes while the member plays; come back to home and the row is fresh (a row that
    // came with home's one request a moment ago is not asked for again).
    staleTime: continueRowStaleTime,
    retry: false,
  });
}

/** Refetches the row when the full-screen player closes (or shrinks to the mini-player) over home. */
function useRefreshAfterPlaying() {
  const client = useQueryClient();
  const presentation = useContext(PlayerContext)?.presentation;
  const previous = useRef(presentation);
  useEffect(() => {
    const was = previous.current;
    previous.current = presentation;
    if (was !== 'full' || presentation === 'full') return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: continueKeys.row }),
      REFRESH_AFTER_CLOSE_MS,
    );
    return () => clearTimeout(timer);
  }, [client, presentation]);
}

/** "Pick up where you left off": unfinished titles; hidden when empty, failing, or for visitors. */
export function ContinueRow() {
  const { t } = useTranslation();
  const { status } = useSession();
  const row = useContinueWatching(status === 'member');
  useRefreshAfterPlaying();
  const entries = row.data ?? [];
  if (status !== 'member' || entries.length === 0) return null;
  const title = t('home.continue.title');
  const firstScreenCards = firstScreenCardsHere(CARD_WIDTH);
  return (
    <Carousel
      id="home-continue"
      title={title}
      itemWidth={CARD_WIDTH}
      previousLabel={t('home.continue.previous')}
      nextLabel={t('home.continue.next')}
      data-testid="continue-row"
    >
      {entries.map((entry, i) => (
        <CarouselItem key={`${entry.media.mediaType}:${entry.media.id}`}>
          <ContinueCard entry={entry} eager={i < firstScreenCards} />
        </CarouselItem>
      ))}
    </Carousel>
  );
}

const ContinueCard = memo(function ContinueCard({ entry, eager }: { entry: Entry; eager: boolean }) {
  const { t } = useTranslation();
  // The PlayerProvider (features/players/core) sits at the app root; without it, resuming falls back
  // to the title's page so home never breaks on a build that has no player host.
  const player = useContext(PlayerContext);
  const navigate = useNavigate();
  const { media, progress, fraction } = entry;
  const detailsTo = paths.details(media.mediaType, media.id, media.title);
  const percent = percentDone(fraction);
  const left = minutesLeft({
    mediaType: media.mediaType,
    progress: progress.progress,
    position: progress.position ?? null,
    fraction: fraction ?? null,
  });
  const typeLabel = isMediaType(media.mediaType) ? t(`menu.${media.mediaType}`) : media.mediaType;
  const status =
    left != null
      ? t('home.continue.minutesLeft', { count: left })
      : percent != null
        ? t('home.continue.percentDone', { percent })
        : typeLabel;

  const resume = () => {
    const item = {
      mediaType: media.mediaType,
      id: media.id,
      title: media.title,
      subtitle: media.subtitle ?? null,
      thumbnailUrl: media.thumbnail.url || null,
    };
    if (player) player.play([item]);
    else void navigate(detailsTo);
  };

  return (
    <div className={styles.card} data-testid="continue-card" data-media-id={media.id}>
      <button
        type="button"
        className={[cardStyles.card, styles.resume].join(' ')}
        onClick={resume}
        data-carousel-item=""
        aria-label={t('home.continue.resume', { title: media.title, status })}
        data-testid="continue-resume"
      >
        <ContinueCover media={media} percent={percent} eager={eager} />
        <span className={cardStyles.title} data-testid="continue-title">
          {media.title}
        </span>
      </button>
      <div className={styles.meta}>
        <span className={styles.status} data-testid="continue-status">
          {status}
        </span>
        <Link
          to={detailsTo}
          className={styles.details}
          aria-label={t('home.continue.detailsOf', { title: media.title })}
          data-testid="continue-details"
        >
          {t('home.continue.details')}
        </Link>
      </div>
    </div>
  );
});

/** The cover on its blurred copy (or the title's initial), the play mark and the progress bar. */
function ContinueCover({
  media,
  percent,
  eager,
}: {
  media: Entry['media'];
  percent: number | null;
  eager: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const image = media.thumbnail.url && !failed ? media.thumbnail.url : null;
  // The same picture twice: blurred behind, whole in front.
  const picture = {
    src: image ?? undefined,
    alt: '',
    width: media.thumbnail.width,
    height: media.thumbnail.height,
    loading: eager ? 'eager' : 'lazy',
  } as const;
  return (
    <span className={[cardStyles.cover, styles.cover].join(' ')}>
      {image ? (
        <>
          <img className={styles.backdrop} {...picture} />
          <img
            className={styles.art}
            {...picture}
            decoding="async"
            draggable={false}
            onError={() => setFailed(true)}
          />
        </>
      ) : (
        <span className={cardStyles.fallback} aria-hidden="true">
          {media.title.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span className={styles.play} aria-hidden="true">
        <Icon name="play" size={18} />
      </span>
      {percent != null ? (
        <span className={styles.bar} aria-hidden="true">
          <span className={styles.fill} style={{ width: `${Math.max(percent, 3)}%` }} />
        </span>
      ) : null}
    </span>
  );
}
