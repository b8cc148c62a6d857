import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../app/format';
import styles from './Impacts.module.css';

/** The brand-wide progress toward an item's target: a labelled bar and the figures. */
export function ImpactProgress({
  item,
}: {
  item: { funded_quantity: number; target_quantity: number; progress_percent: number; unit: string };
}) {
  const { t, i18n } = useTranslation();
  const { funded_quantity: funded, target_quantity: target, progress_percent: percent, unit } = item;
  const label = t('impacts.progress', {
    funded: formatNumber(funded, i18n.language),
    target: formatNumber(target, i18n.language),
  });
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        value={Math.min(funded, target)}
        max={target}
        aria-label={`${label} (${unit})`}
      />
      <span>
        {label} · {t('impacts.percent', { percent })}
      </span>
    </div>
  );
}
