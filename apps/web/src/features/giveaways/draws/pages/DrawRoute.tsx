import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DRAW_MIN_UNIQUE_ENTRIES } from '@member-area/domain';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { RetryNotice } from '../../../../ui/RetryNotice';
import { EmptyState } from '../../../../ui/EmptyState';
import { FactList } from '../../../../ui/FactList';
import { Icon } from '../../../../ui/Icon';
import { Notice } from '../../../../ui/Notice';
import { Skeleton, SkeletonBlock } from '../../../../ui/Skeleton';
import { drawRecordUrl, type PublicDraw } from '../api';
import { DrawsLayout } from '../components/DrawsLayout';
import { HowToVerify } from '../components/HowToVerify';
import { RecordFields } from '../components/RecordFields';
import { SnapshotSection } from '../components/SnapshotSection';
import { useDrawFacts } from '../components/useDrawFacts';
import { VerifyPanel } from '../components/VerifyPanel';
import { formatCount, formatPeriod } from '../format';
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
      <SkeletonBlock className={styles.loading} data-testid="draw-loading" label={t('draws.detail.loading')}>
        <Skeleton width="50%" height={36} />
        <Skeleton height={120} />
        <Skeleton height={240} />
      </SkeletonBlock>
    );
  } else if (draw.isError) {
    body = (
      <RetryNotice
        message={t('draws.detail.error')}
        retryLabel={t('draws.common.retry')}
        onRetry={() => void draw.refetch()}
        data-testid="draw-error"
      />
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
  const facts = useDrawFacts(draw, phase);

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
      <SnapshotSection draw={draw} />
      <HowToVerify recordUrl={recordUrl} />
    </article>
  );
}
