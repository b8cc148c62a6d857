import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyDraw, type DrawRecord, type DrawVerification } from '@member-area/domain';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { Notice } from '../../../../ui/Notice';
import { formatCount } from '../format';
import { VerifyCheck } from './VerifyCheck';
import styles from './Draws.module.css';

/** Lets the spinner paint before the hashing (a large snapshot takes a moment) holds the thread. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * "Verify in your browser": the domain's verifyDraw recomputes the published record with SHA-256
 * here, trusting nothing else the server says; each check is shown with its verdict.
 */
export function VerifyPanel({ record, verifiable }: { record: DrawRecord; verifiable: boolean }) {
  const { t, i18n } = useTranslation();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<DrawVerification | null>(null);

  const run = async () => {
    setRunning(true);
    setOutcome(null);
    await nextPaint();
    setOutcome(verifyDraw(record));
    setRunning(false);
  };

  return (
    <section className={styles.section} aria-labelledby="verify-title" data-testid="verify-panel">
      <h2 id="verify-title" className={styles.sectionTitle}>
        {t('draws.verify.title')}
      </h2>
      <p className={styles.muted}>{t('draws.verify.intro')}</p>
      {verifiable ? (
        <div>
          <Button
            onClick={() => void run()}
            loading={running}
            loadingLabel={t('draws.verify.running')}
            icon={<Icon name="shield" size={18} />}
            data-testid="verify-button"
          >
            {outcome ? t('draws.verify.again') : t('draws.verify.button')}
          </Button>
        </div>
      ) : (
        <Notice tone="info" data-testid="verify-unavailable">
          {t('draws.verify.unavailable')}
        </Notice>
      )}
      {outcome ? (
        <>
          <ul className={styles.checks} data-testid="verify-checks">
            {outcome.checks.map((check) => (
              <VerifyCheck key={check.name} check={check} />
            ))}
          </ul>
          <Notice
            tone={outcome.ok ? 'success' : 'danger'}
            role="status"
            title={
              outcome.ok
                ? t('draws.verify.verdictOk', { winner: record.winner ?? '' })
                : t('draws.verify.verdictFail')
            }
            data-testid="verify-verdict"
          >
            {outcome.result
              ? t('draws.verify.ticket', {
                  ticket: formatCount(outcome.result.ticket, i18n.language),
                  total: formatCount(outcome.result.total, i18n.language),
                  winner: outcome.result.winner,
                })
              : null}
          </Notice>
        </>
      ) : null}
    </section>
  );
}
