import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleLibraryListFieldsFragment, ConsoleLibraryScanFieldsFragment } from '../gql/graphql';
import { formatCount, formatDuration, packagingBar, scanBar, scanIsActive } from './library-view';
import styles from './Libraries.module.css';

/**
 * The scan's bar while it runs (files read of files found, and the time left at the pace so far),
 * and its totals once it ended. A `<progress>` without a value is the indeterminate bar of a scan
 * that is still counting or waiting for its turn.
 */
export function ScanProgress({ scan }: { scan: ConsoleLibraryScanFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const labelId = useId();
  if (!scanIsActive(scan)) return null;
  const bar = scanBar(scan);
  const text =
    scan.state === 'queued'
      ? t('libraries.queuedText')
      : bar
        ? t('libraries.progressText', {
            done: formatCount(bar.value, lang),
            total: formatCount(bar.max, lang),
          })
        : t('libraries.counting');
  return (
    <div className={styles.bar} data-testid="library-scan-progress">
      <span id={labelId} className="visually-hidden">
        {t('libraries.progressLabel')}
      </span>
      <progress
        aria-labelledby={labelId}
        aria-valuetext={text}
        value={bar?.value}
        max={bar?.max}
        data-testid="library-scan-bar"
      />
      <div className={styles.barText}>
        <span>{text}</span>
        {scan.etaSeconds != null ? (
          <span className={styles.muted} data-testid="library-scan-eta">
            {t('libraries.eta', { time: formatDuration(scan.etaSeconds, lang) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Packaged of everything present, with what waits and what failed. */
export function PackagingProgress({
  packaging,
}: {
  packaging: ConsoleLibraryListFieldsFragment['packaging'];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const labelId = useId();
  const bar = packagingBar(packaging);
  if (!bar) return <p className={styles.muted}>{t('libraries.packagingNone')}</p>;
  const text = t('libraries.packagingText', {
    done: formatCount(bar.value, lang),
    total: formatCount(bar.max, lang),
  });
  return (
    <div className={styles.bar} data-testid="library-packaging-progress">
      <span id={labelId} className="visually-hidden">
        {t('libraries.packagingLabel')}
      </span>
      <progress aria-labelledby={labelId} aria-valuetext={text} value={bar.value} max={bar.max} />
      <div className={styles.barText}>
        <span>{text}</span>
        <span className={styles.muted}>
          {t('libraries.packagingCounts.due')} {formatCount(packaging.due, lang)} ·{' '}
          {t('libraries.packagingCounts.failed')} {formatCount(packaging.failed, lang)}
        </span>
      </div>
    </div>
  );
}

const COUNTS = ['added', 'updated', 'unchanged', 'failed', 'missing'] as const;

/** What a scan found: added, updated, unchanged, failed, missing. */
export function ScanCounts({
  scan,
  compact = false,
}: {
  scan: ConsoleLibraryScanFieldsFragment;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (compact)
    return (
      <ul className={styles.counts}>
        {COUNTS.map((key) => (
          <li key={key}>
            {t(`libraries.counts.${key}`)} {formatCount(scan[key], i18n.language)}
          </li>
        ))}
      </ul>
    );
  return (
    <dl className={styles.facts} data-testid="library-scan-counts">
      {COUNTS.map((key) => (
        <div key={key}>
          <dt>{t(`libraries.counts.${key}`)}</dt>
          <dd data-testid={`library-count-${key}`}>{formatCount(scan[key], i18n.language)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The scan's state as a badge. */
export function ScanState({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-state={state}>
      {t(`libraries.state.${state}`, { defaultValue: state })}
    </span>
  );
}
