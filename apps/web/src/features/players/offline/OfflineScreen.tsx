import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  latestProgress,
  offlineShelf,
  reloadWhenOnline,
  type DownloadableMediaType,
} from '@member-area/domain';
import { BrandLogo } from '../../../ui/BrandLogo';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon, type IconName } from '../../../ui/Icon';
import { usePlayer } from '../core/usePlayer';
import type { RememberedBrand } from './brand-memory';
import { coverUrlOf, listDownloads } from './downloads';
import { flushProgress, pendingProgress } from './progress-outbox';
import styles from './OfflineScreen.module.css';

interface ShelfItem {
  key: string;
  mediaType: DownloadableMediaType;
  id: string;
  title: string;
  subtitle: string | null;
  coverUrl: string | null;
  savedAt: string;
  lastPlayedAt: number | null;
  started: boolean;
}

const KIND_ICON: Record<DownloadableMediaType, IconName> = {
  audiobook: 'headphones',
  music: 'music',
  ebook: 'book-open',
};

/** The downloads with where the member is in each (latestProgress of the copy and the outbox). */
async function loadShelf(): Promise<ShelfItem[]> {
  const records = await listDownloads();
  const items = await Promise.all(
    records.map(async (record): Promise<ShelfItem> => {
      const pending = await pendingProgress(record).catch(() => null);
      const latest = latestProgress<{ progress: number; sequence: number }>(
        record.playback.progress,
        pending,
      );
      return {
        key: record.key,
        mediaType: record.mediaType as DownloadableMediaType,
        id: record.id,
        title: record.title,
        subtitle: record.playback.subtitle ?? null,
        coverUrl: coverUrlOf(record),
        savedAt: record.savedAt,
        lastPlayedAt: latest ? latest.sequence : null,
        started: Boolean(latest && latest.progress > 0),
      };
    }),
  );
  return offlineShelf(items);
}

/**
 * Whether the browser said it is back online since this page opened (its `online` event). Not
 * navigator.onLine at start: the page may have opened on a network that connects but does not
 * answer, where reloading at once would only bring this page back, again and again.
 */
function useBackOnline(): boolean {
  const [back, setBack] = useState(false);
  useEffect(() => {
    const online = () => setBack(true);
    const offline = () => setBack(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  return back;
}

/**
 * The offline page (docs/offline.md): the brand, a clear "offline" with Try again, and the
 * member's downloads, each opened in its player from the copy on the device.
 */
export function OfflineScreen({ brand }: { brand: RememberedBrand | null }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const back = useBackOnline();
  const headingId = useId();

  useEffect(() => {
    const title = t('players.offline.page.pageTitle');
    document.title = brand ? `${title} - ${brand.name}` : title;
  }, [t, brand]);

  const presentation = player.presentation;
  const shelf = useShelf(presentation);
  useReloadWhenBack(back, presentation);

  const play = (item: ShelfItem) =>
    player.play([
      {
        mediaType: item.mediaType,
        id: item.id,
        title: item.title,
        subtitle: item.subtitle,
        thumbnailUrl: item.coverUrl,
      },
    ]);

  return (
    <div className={styles.page} data-testid="offline-screen">
      <header className={styles.top}>
        {brand ? <BrandLogo name={brand.name} logoUrl={brand.logoData} size="md" /> : null}
      </header>
      <main id="main" className={styles.main}>
        <OfflineStatus back={back} headingId={headingId} />
        <OfflineDownloads shelf={shelf} headingId={headingId} onPlay={play} />
      </main>
    </div>
  );
}

/** The downloads, re-read when the player opens, closes or stops (their positions moved). */
function useShelf(presentation: string): ShelfItem[] | null {
  const [shelf, setShelf] = useState<ShelfItem[] | null>(null);
  useEffect(() => {
    let live = true;
    loadShelf()
      .then((items) => live && setShelf(items))
      .catch((error: unknown) => {
        console.warn('[offline] downloads not readable', error);
        if (live) setShelf([]);
      });
    return () => {
      live = false;
    };
  }, [presentation]);
  return shelf;
}

/**
 * Back online: the positions made here are sent, then the member area comes back, unless that
 * would cut what is playing (then "Try again" is the member's to press).
 */
function useReloadWhenBack(back: boolean, presentation: Parameters<typeof reloadWhenOnline>[0]): void {
  useEffect(() => {
    if (!back || !reloadWhenOnline(presentation)) return;
    let live = true;
    flushProgress()
      .catch(() => undefined)
      .finally(() => {
        if (live) window.location.reload();
      });
    return () => {
      live = false;
    };
  }, [back, presentation]);
}

/** "Offline" (or "back online") with Try again. */
function OfflineStatus({ back, headingId }: { back: boolean; headingId: string }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.status}
      aria-labelledby={headingId}
      data-testid="offline-status"
      data-online={back}
    >
      <span className={styles.badge} aria-hidden="true">
        <Icon name={back ? 'refresh' : 'globe'} size={26} strokeWidth={1.6} />
      </span>
      <div className={styles.statusText}>
        <h1 id={headingId} className={styles.heading}>
          {back ? t('players.offline.page.backOnline') : t('players.offline.page.title')}
        </h1>
        <p className={styles.lead} role="status">
          {back ? t('players.offline.page.backOnlineBody') : t('players.offline.page.body')}
        </p>
      </div>
      <Button
        variant="secondary"
        icon={<Icon name="refresh" size={18} />}
        onClick={() => window.location.reload()}
        data-testid="offline-retry"
      >
        {t('players.offline.page.retry')}
      </Button>
    </section>
  );
}

/** The member's downloads, or why there are none. */
function OfflineDownloads({
  shelf,
  headingId,
  onPlay,
}: {
  shelf: ShelfItem[] | null;
  headingId: string;
  onPlay(item: ShelfItem): void;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.downloads} aria-labelledby={`${headingId}-downloads`}>
      <h2 id={`${headingId}-downloads`} className={styles.subheading}>
        {t('players.offline.page.downloads')}
      </h2>
      {shelf === null ? null : shelf.length === 0 ? (
        <EmptyState icon="download" title={t('players.offline.page.emptyTitle')} data-testid="offline-empty">
          {t('players.offline.page.emptyBody')}
        </EmptyState>
      ) : (
        <ul className={styles.list} data-testid="offline-downloads">
          {shelf.map((item) => (
            <ShelfRow key={item.key} item={item} onPlay={() => onPlay(item)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShelfRow({ item, onPlay }: { item: ShelfItem; onPlay: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const action = item.started
    ? t('players.offline.page.resume')
    : item.mediaType === 'ebook'
      ? t('players.offline.page.read')
      : t('players.offline.page.play');
  return (
    <li
      className={styles.item}
      data-testid="offline-download"
      data-key={item.key}
      data-started={item.started}
    >
      {item.coverUrl ? (
        <img className={styles.cover} src={item.coverUrl} alt="" />
      ) : (
        <span className={`${styles.cover} ${styles.noCover}`} aria-hidden="true">
          <Icon name={KIND_ICON[item.mediaType]} size={28} strokeWidth={1.6} />
        </span>
      )}
      <div className={styles.meta}>
        <p id={titleId} className={styles.title} data-testid="offline-download-title">
          {item.title}
        </p>
        <p className={styles.kind}>
          <Icon name={KIND_ICON[item.mediaType]} size={14} />
          {t(`players.offline.page.kind.${item.mediaType}`)}
          {item.subtitle ? <span className={styles.subtitle}>· {item.subtitle}</span> : null}
        </p>
      </div>
      <Button
        icon={<Icon name={item.mediaType === 'ebook' ? 'book-open' : 'play'} size={18} />}
        onClick={onPlay}
        aria-describedby={titleId}
        data-testid="offline-play"
      >
        {action}
      </Button>
    </li>
  );
}
