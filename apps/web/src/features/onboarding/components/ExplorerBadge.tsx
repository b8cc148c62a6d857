import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useMission } from '../hooks';
import styles from './Onboarding.module.css';

/** SPEC.md 4: the Explorer Badge the mission's end earns, shown on the profile once earned. */
export function ExplorerBadge() {
  const { t } = useTranslation();
  const mission = useMission();
  if (!mission.data?.explorerBadge) return null;
  return (
    <p className={styles.badge} data-testid="explorer-badge">
      <Icon name="trophy" size={24} />
      <span className={styles.badgeText}>
        <strong>{t('onboarding.badge.name')}</strong>
        <span className={styles.muted}>{t('onboarding.badge.description')}</span>
      </span>
    </p>
  );
}
