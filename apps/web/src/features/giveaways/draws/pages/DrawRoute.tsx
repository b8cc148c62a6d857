import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DRAW_MIN_UNIQUE_ENTRIES } from '@member-area/domain';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { FactList } from '../../../../ui/FactList';
import { Icon } from '../../../../ui/Icon';
import { Notice } from '../../../../ui/Notice';
import { Skeleton } from '../../../../ui/Skeleton';
import { drawRecordUrl, type PublicDraw } from '../api';
import { DrawsLayout } from '../components/DrawsLayout';
import { HowToVerify } from '../components/HowToVerify';
import { PhaseBadge } from '../components/PhaseBadge';
import { RecordFields } from '../components/RecordFields';
import { SnapshotTable } from '../components/SnapshotTable';
import { VerifyPanel } from '../components/VerifyPanel';
import { formatCount, formatEastern, formatPeriod } from '../format';
import { useDraw } from '../hooks';
import { drawPhase, isVerifiable } from '../phase';
import styles from '../components/Draws.module.css';

/** /draws/{drawId}: one draw's published record, its snapshot, and the check in the browser. */
export function Component() {
  const { t } = useTranslation();
  const drawId = useParams().drawId ?? '';
  const draw = useDraw(drawId);
  useDocumentTitle(draw.data ? draw.data.sweepName : t('draws.detail.title'));

  const back = (
    <Link to="/draws" className={styles.back}>
      <Icon name="arrow-left" size={16} />
      {t('draws.detail.back')}
    </Link>
  );

  let body;
  if (draw.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true" data-testid="draw-loading">
        <span className="visually-hidden" role="status">
          {t('draws.detail.loading')}
        </span>
        <Skeleton width="50%" height={36} />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </div>
    );
  } else if (draw.isError) {
    body = (
      <Notice
        tone="danger"
        role="alert"
        data-testid="draw-error"
        action={
          <Button size="sm" variant="secondary" onClick={() => void draw.refetch()}>
            {t('draws.common.retry')}
          </Button>
        }
      >
        {t('draws.detail.error')}
      </Notice>
    );
  } else if (!draw.data) {
    body = (
      <EmptyState icon="trophy" title={t('draws.detail.notFound')} data-testid="draw-not-found">
        {t('draws.detail.notFoundBody')}
      </EmptyState>
    );
  } else {
    body = <DrawRecordView draw={draw.data} />;
  }

  return (
    <DrawsLayout>
      {back}
      {body}
    </DrawsLayout>
  );
}

function DrawRecordView({ draw }: { draw: PublicDraw }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const phase = drawPhase(draw, new Date());
  const recordUrl = `${window.location.origin}${drawRecordUrl(draw.drawId)}`;
  const snapshot = Array.isArray(draw.snapshot) ? draw.snapshot : null;
  const facts = [
    { label: t('draws.facts.status'), value: <PhaseBadge phase={phase} />, testId: 'draw-status' },
    {
      label: t('draws.facts.period'),
      value: t('draws.facts.periodRange', {
        from: formatEastern(draw.opensAt, lang),
        to: formatEastern(draw.closesAt, lang),
      }),
    },
    {
      label: t('draws.facts.entrants'),
      value: draw.uniqueEntrants === null ? t('draws.common.notYet') : formatCount(draw.uniqueEntrants, lang),
      testId: 'draw-entrants',
    },
    {
      label: t('draws.facts.total'),
      value: draw.total === null ? t('draws.common.notYet') : formatCount(draw.total, lang),
    },
    {
      label: t('draws.facts.winner'),
      value: draw.winner ? (
        <code className={styles.mono}>{draw.winner}</code>
      ) : phase === 'rolled_over' || phase === 'unused' ? (
        t('draws.list.noDraw')
      ) : (
        t('draws.common.notYet')
      ),
      testId: 'draw-winner',
    },
    ...(draw.drawnAt ? [{ label: t('draws.facts.drawnAt'), value: formatEastern(draw.drawnAt, lang) }] : []),
    ...(draw.publishedAt
      ? [{ label: t('draws.facts.publishedAt'), value: formatEastern(draw.publishedAt, lang) }]
      : []),
  ];

  return (
    <article className={styles.article} data-testid="draw-record">
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{formatPeriod(draw.period, lang)}</p>
        <h1 className={styles.title}>{draw.sweepName || draw.sweepId}</h1>
      </header>
      {phase === 'rolled_over' ? (
        <Notice tone="info">
          {t('draws.detail.rolledOver', { min: formatCount(DRAW_MIN_UNIQUE_ENTRIES, lang) })}
        </Notice>
      ) : null}
      <FactList items={facts} />
      <section className={styles.section} aria-labelledby="record-title">
        <h2 id="record-title" className={styles.sectionTitle}>
          {t('draws.record.title')}
        </h2>
        <RecordFields draw={draw} />
        <a href={drawRecordUrl(draw.drawId)} className={styles.inlineLink} target="_blank" rel="noreferrer">
          {t('draws.record.download')}
        </a>
      </section>
      <VerifyPanel record={draw} verifiable={isVerifiable(draw)} />
      <section className={styles.section} aria-labelledby="snapshot-title">
        <h2 id="snapshot-title" className={styles.sectionTitle}>
          {t('draws.snapshot.title')}
        </h2>
        {snapshot ? (
          <>
            <p className={styles.muted}>
              {t('draws.snapshot.intro', {
                entrants: formatCount(snapshot.length, lang),
                total: formatCount(draw.total ?? 0, lang),
              })}
            </p>
            <SnapshotTable snapshot={snapshot} winner={draw.winner} />
          </>
        ) : (
          <p className={styles.muted}>{t('draws.snapshot.notYet')}</p>
        )}
      </section>
      <HowToVerify recordUrl={recordUrl} />
    </article>
  );
}
