import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { Icon } from '../../../../ui/Icon';
import { Notice } from '../../../../ui/Notice';
import { Skeleton } from '../../../../ui/Skeleton';
import { DrawsLayout } from '../components/DrawsLayout';
import { HowToVerify } from '../components/HowToVerify';
import { PhaseBadge } from '../components/PhaseBadge';
import { formatCount, formatPeriod } from '../format';
import { useDraws } from '../hooks';
import { drawPhase } from '../phase';
import styles from '../components/Draws.module.css';

/** /draws: the brand's draws, newest first, each with its giveaway, month, status, entrants, winner. */
export function Component() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('draws.list.title'));
  const draws = useDraws();
  const now = new Date();

  let body;
  if (draws.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true" data-testid="draws-loading">
        <span className="visually-hidden" role="status">
          {t('draws.list.loading')}
        </span>
        <Skeleton height={52} />
        <Skeleton height={52} />
        <Skeleton height={52} />
      </div>
    );
  } else if (draws.isError) {
    body = (
      <Notice
        tone="danger"
        role="alert"
        data-testid="draws-error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void draws.refetch()}>
            {t('draws.common.retry')}
          </Button>
        }
      >
        {t('draws.list.error')}
      </Notice>
    );
  } else if (draws.data.length === 0) {
    body = (
      <EmptyState icon="trophy" title={t('draws.list.empty')} data-testid="draws-empty">
        {t('draws.list.emptyBody')}
      </EmptyState>
    );
  } else {
    body = (
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
          {draws.data.map((draw) => {
            const phase = drawPhase(draw, now);
            return (
              <tr key={draw.drawId} data-testid="draw-row" data-draw-id={draw.drawId}>
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
          })}
        </tbody>
      </table>
    );
  }

  return (
    <DrawsLayout>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('draws.list.title')}</h1>
        <p className={styles.lead}>{t('draws.list.intro')}</p>
        <a href="#how-to-verify" className={styles.inlineLink}>
          {t('draws.list.howTo')}
        </a>
      </header>
      {body}
      <HowToVerify />
    </DrawsLayout>
  );
}
