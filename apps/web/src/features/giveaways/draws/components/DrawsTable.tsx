import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState';
import { Icon } from '../../../../ui/Icon';
import { RetryNotice } from '../../../../ui/RetryNotice';
import { Skeleton, SkeletonBlock } from '../../../../ui/Skeleton';
import { formatCount, formatPeriod } from '../format';
import { useDraws } from '../hooks';
import { drawPhase } from '../phase';
import { PhaseBadge } from './PhaseBadge';
import styles from './Draws.module.css';

type Draw = NonNullable<ReturnType<typeof useDraws>['data']>[number];

/** One draw: its giveaway (the way to its record), month, status, entrants and winner. */
function DrawRow({ draw, now }: { draw: Draw; now: Date }) {
  const { t, i18n } = useTranslation();
  const phase = drawPhase(draw, now);
  return (
    <tr data-testid="draw-row" data-draw-id={draw.drawId}>
      <th scope="row" data-label={t('draws.list.columns.giveaway')}>
        <Link to={`/draws/${encodeURIComponent(draw.drawId)}`} className={styles.rowLink}>
          {draw.sweepName || draw.sweepId}
          <Icon name="chevron-right" size={16} />
        </Link>
      </th>
      <td data-label={t('draws.list.columns.month')}>{formatPeriod(draw.period, i18n.language)}</td>
      <td data-label={t('draws.list.columns.status')}>
        <PhaseBadge phase={phase} />
      </td>
      <td data-label={t('draws.list.columns.entrants')} className={styles.numeric}>
        {draw.uniqueEntrants === null ? (
          <span className={styles.dim}>{t('draws.common.notYet')}</span>
        ) : (
          formatCount(draw.uniqueEntrants, i18n.language)
        )}
      </td>
      <td data-label={t('draws.list.columns.winner')}>
        {draw.winner ? (
          <code className={styles.mono}>{draw.winner}</code>
        ) : (
          <span className={styles.dim}>
            {phase === 'rolled_over' || phase === 'unused'
              ? t('draws.list.noDraw')
              : t('draws.common.notYet')}
          </span>
        )}
      </td>
    </tr>
  );
}

/** The brand's draws as a table, or while they load, why they could not be read, or that there are none. */
export function DrawsBody() {
  const { t } = useTranslation();
  const draws = useDraws();
  const now = new Date();
  if (draws.isPending)
    return (
      <SkeletonBlock className={styles.loading} data-testid="draws-loading" label={t('draws.list.loading')}>
        <Skeleton height={52} />
        <Skeleton height={52} />
        <Skeleton height={52} />
      </SkeletonBlock>
    );
  if (draws.isError)
    return (
      <RetryNotice
        message={t('draws.list.error')}
        retryLabel={t('draws.common.retry')}
        onRetry={() => void draws.refetch()}
        data-testid="draws-error"
      />
    );
  if (draws.data.length === 0)
    return (
      <EmptyState icon="trophy" title={t('draws.list.empty')} data-testid="draws-empty">
        {t('draws.list.emptyBody')}
      </EmptyState>
    );
  return (
    <table className={styles.table} data-testid="draws-table">
      <caption className="visually-hidden">{t('draws.list.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('draws.list.columns.giveaway')}</th>
          <th scope="col">{t('draws.list.columns.month')}</th>
          <th scope="col">{t('draws.list.columns.status')}</th>
          <th scope="col" className={styles.numeric}>
            {t('draws.list.columns.entrants')}
          </th>
          <th scope="col">{t('draws.list.columns.winner')}</th>
        </tr>
      </thead>
      <tbody>
        {draws.data.map((draw) => (
          <DrawRow key={draw.drawId} draw={draw} now={now} />
        ))}
      </tbody>
    </table>
  );
}
