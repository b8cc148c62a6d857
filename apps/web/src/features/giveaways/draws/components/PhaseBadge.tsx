import { useTranslation } from 'react-i18next';
import type { DrawPhase } from '../phase';
import styles from './Draws.module.css';

export function PhaseBadge({ phase }: { phase: DrawPhase }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`phase_${phase}`] ?? ''}`} data-phase={phase}>
      {t(`draws.phase.${phase}`)}
    </span>
  );
}
