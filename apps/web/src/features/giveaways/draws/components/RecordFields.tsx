import { useTranslation } from 'react-i18next';
import type { PublicDraw } from '../api';
import styles from './Draws.module.css';

/** The published values a third party checks, each in full (hex wraps; nothing is shortened). */
export function RecordFields({ draw }: { draw: PublicDraw }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; hint: string; value: string | null; pending: string }[] = [
    {
      key: 'commitment',
      label: t('draws.record.commitment'),
      hint: t('draws.record.commitmentHint'),
      value: draw.commitment,
      pending: '',
    },
    {
      key: 'snapshotHash',
      label: t('draws.record.snapshotHash'),
      hint: t('draws.record.snapshotHashHint'),
      value: draw.snapshotHash,
      pending: t('draws.record.atClose'),
    },
    {
      key: 'seed',
      label: t('draws.record.seed'),
      hint: t('draws.record.seedHint'),
      value: draw.seed,
      pending: t('draws.record.seedHidden'),
    },
    {
      key: 'beacon',
      label: t('draws.record.beacon'),
      hint: t('draws.record.beaconHint'),
      // An empty beacon is published as '' (none was used), which is not the same as unpublished.
      value: draw.seed === null ? null : draw.beacon || t('draws.record.beaconNone'),
      pending: t('draws.record.seedHidden'),
    },
  ];
  return (
    <dl className={styles.record}>
      {rows.map((row) => (
        <div key={row.key} className={styles.recordRow}>
          <dt>
            {row.label}
            <span className={styles.recordHint}>{row.hint}</span>
          </dt>
          <dd data-testid={`record-${row.key}`}>
            {row.value ? (
              <code className={styles.hex}>{row.value}</code>
            ) : (
              <span className={styles.dim}>{row.pending}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
