import { intlLocale } from '@member-area/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LiveStatsQuery } from '../../../gql/graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { paths } from '../../browse';
import { LIVE_REFRESH_MS, useLiveNow, useLiveStats } from '../hooks';
import styles from './LiveStats.module.css';

type Live = NonNullable<LiveStatsQuery['content']['live']>;

function Scoreboard({ live }: { live: Live }) {
  const { t, i18n } = useTranslation();
  const viewers = new Intl.NumberFormat(intlLocale(i18n.language), { notation: 'compact' }).format(
    live.viewers,
  );
  return (
    <section className={styles.board} aria-labelledby="live-title" data-testid="live-board">
      <div className={styles.boardHead}>
        <span className={[styles.status, styles[live.status] ?? ''].join(' ')} data-testid="live-status">
          {t(`media.live.status.${live.status}`, { defaultValue: live.status })}
        </span>
        <h2 id="live-title" className={styles.eventTitle}>
          {live.title}
        </h2>
        <span className={styles.viewers}>
          {t('media.live.viewers', { count: live.viewers, formatted: viewers })}
        </span>
      </div>
      <div className={styles.score} aria-live="polite">
        <div className={styles.team}>
          <span className={styles.badge} style={{ background: live.home.color }} aria-hidden="true">
            {live.home.short}
          </span>
          <span className={styles.teamName}>{live.home.name}</span>
        </div>
        <div className={styles.numbers} data-testid="live-score">
          <span>{live.home.score}</span>
          <span className={styles.dash}>–</span>
          <span>{live.away.score}</span>
          <span className={styles.clock}>
            {live.period} · {live.clock}
          </span>
        </div>
        <div className={[styles.team, styles.away].join(' ')}>
          <span className={styles.badge} style={{ background: live.away.color }} aria-hidden="true">
            {live.away.short}
          </span>
          <span className={styles.teamName}>{live.away.name}</span>
        </div>
      </div>
      {live.stats.length > 0 ? (
        <dl className={styles.stats} data-testid="live-stats">
          {live.stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dd className={styles.statHome}>{stat.home}</dd>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statAway}>{stat.away}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {live.events.length > 0 ? (
        <ol className={styles.events} aria-label={t('media.live.events')}>
          {live.events.map((event, index) => (
            <li key={`${event.minute}-${index}`} className={styles.event} data-team={event.team ?? undefined}>
              <span className={styles.minute}>{event.minute}′</span>
              <span className={styles.kind}>
                {t(`media.live.kinds.${event.kind}`, { defaultValue: event.kind })}
              </span>
              <span className={styles.eventText}>{event.text}</span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className={styles.updated}>{t('media.live.refreshes', { seconds: LIVE_REFRESH_MS / 1000 })}</p>
      <Link to={paths.details('stream', live.mediaId, live.title)} className={styles.detailsLink}>
        {t('media.live.openStream')}
      </Link>
    </section>
  );
}

function LiveList({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const live = useLiveNow();
  if (live.isPending) return <Skeleton height={200} radius={16} />;
  if (live.isError) return null;
  if (live.data.length === 0)
    return <EmptyState icon="stream" title={t('media.live.none')} data-testid="live-none" />;
  return (
    <ul className={styles.list} data-testid="live-list">
      {live.data.map((event) => (
        <li key={event.slug}>
          <Link
            to={paths.live('stream', event.slug)}
            className={styles.listItem}
            aria-current={event.slug === current ? 'true' : undefined}
          >
            <span className={[styles.status, styles[event.status] ?? ''].join(' ')}>
              {t(`media.live.status.${event.status}`, { defaultValue: event.status })}
            </span>
            <span className={styles.listTitle}>{event.title}</span>
            <span className={styles.listScore}>
              {event.home.short} {event.home.score} – {event.away.score} {event.away.short}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** browse/stream/live/{slug?}: live stats of a sports event, refreshed on their own; the list of live events. */
export function LiveStats({ slug }: { slug: string | null }) {
  const { t } = useTranslation();
  const stats = useLiveStats(slug);
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {slug === null ? (
          <EmptyState icon="stream" title={t('media.live.pick')} />
        ) : stats.isPending ? (
          <Skeleton height={320} radius={20} />
        ) : stats.isError ? null : stats.data ? (
          <Scoreboard live={stats.data} />
        ) : (
          <EmptyState icon="compass" title={t('media.live.unknown')} data-testid="live-unknown" />
        )}
      </div>
      <aside className={styles.side} aria-label={t('media.live.now')}>
        <h2 className={styles.sideTitle}>{t('media.live.now')}</h2>
        <LiveList current={slug} />
      </aside>
    </div>
  );
}
