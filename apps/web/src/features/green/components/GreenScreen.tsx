import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TREES_PER_TONNE_OFFSET } from '@member-area/domain';
import { useBrand } from '../../../app/BootContext';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useLanguage } from '../../../i18n/useLanguage';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { RetryNotice } from '../../../ui/RetryNotice';
import { Skeleton } from '../../../ui/Skeleton';
import { FeatureOffScreen } from '../../../ui/FeatureOffScreen';
import { useGreenPage } from '../hooks';
import { SharePanel } from './SharePanel';
import { TreesChart } from './TreesChart';
import styles from './GreenScreen.module.css';
import { ScreenHeader } from '../../../ui/ScreenHeader';

/**
 * green (SPEC.md 2 "Green page"): the trees the member's membership and streaming planted, the
 * carbon they offset, a chart of trees by month and sharing. Every figure is the server's.
 */
export function GreenScreen() {
  const { t } = useTranslation();
  const query = useGreenPage();
  useDocumentTitle(t('green.title'));

  if (query.isPending) return <GreenSkeleton label={t('green.loading')} />;
  if (query.isError)
    return (
      <div className={styles.page}>
        <RetryNotice
          message={t('green.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          data-testid="green-error"
        />
      </div>
    );
  const { enabled, member } = query.data;
  if (!enabled || !member) return <FeatureOffScreen feature="green" icon="green" />;
  return <GreenProgressView points={member.greenPoints} progress={member.greenProgress} />;
}

type Progress = NonNullable<NonNullable<ReturnType<typeof useGreenPage>['data']>['member']>['greenProgress'];

function GreenProgressView({ points, progress }: { points: number; progress: Progress }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const brand = useBrand();
  const number = useMemo(() => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }), [language]);
  const hours = useMemo(() => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }), [language]);
  const tonnes = number.format(progress.carbonOffsetTonnes);
  const share = {
    title: t('green.share.subject', { brand: brand?.name ?? '' }),
    text: t('green.share.text', { count: progress.treesPlanted, tonnes, brand: brand?.name ?? '' }),
    url: brand?.signupUrl || window.location.origin,
  };

  return (
    <div className={styles.page} data-testid="green-page">
      <ScreenHeader
        icon={<Icon name="green" size={26} />}
        title={t('green.title')}
        subtitle={t('green.subtitle')}
        iconClassName={styles.headIcon}
      />

      <dl className={styles.stats}>
        <div className={styles.stat} data-testid="green-trees">
          <dt>{t('green.stats.trees')}</dt>
          <dd className={styles.figure}>{number.format(progress.treesPlanted)}</dd>
        </div>
        <div className={styles.stat} data-testid="green-carbon">
          <dt>{t('green.stats.carbon')}</dt>
          <dd className={styles.figure}>{t('green.stats.tonnes', { value: tonnes })}</dd>
        </div>
        <div className={styles.stat} data-testid="green-points">
          <dt>{t('green.stats.points')}</dt>
          <dd className={styles.figure}>{number.format(points)}</dd>
        </div>
      </dl>

      <p className={styles.breakdown} data-testid="green-breakdown">
        {t('green.breakdown', {
          months: t('green.months', { count: progress.activeMonths }),
          hours: t('green.hours', {
            count: progress.hoursStreamed,
            value: hours.format(progress.hoursStreamed),
          }),
        })}
      </p>

      {progress.treesPlanted === 0 ? (
        <EmptyState
          icon="green"
          title={t('green.empty.title')}
          data-testid="green-empty"
          actions={<ButtonLink to="/">{t('green.empty.action')}</ButtonLink>}
        >
          {t('green.empty.body')}
        </EmptyState>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="green-chart-title">
            <h2 id="green-chart-title" className={styles.cardTitle}>
              {t('green.chart.title')}
            </h2>
            <TreesChart months={progress.months} />
          </section>
          <SharePanel content={share} />
        </>
      )}

      <section className={styles.card} aria-labelledby="green-how-title">
        <h2 id="green-how-title" className={styles.cardTitle}>
          {t('green.how.title')}
        </h2>
        <ul className={styles.rules}>
          <li>{t('green.how.month')}</li>
          <li>{t('green.how.hour')}</li>
          <li>{t('green.how.tonne', { count: TREES_PER_TONNE_OFFSET })}</li>
        </ul>
      </section>
    </div>
  );
}

function GreenSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-busy="true" data-testid="green-loading">
      <span className="visually-hidden">{label}</span>
      <Skeleton height={48} width="50%" radius={14} />
      <div className={styles.stats}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={104} radius={20} />
        ))}
      </div>
      <Skeleton height={280} radius={20} />
    </div>
  );
}
