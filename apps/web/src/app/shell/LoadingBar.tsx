import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './LoadingBar.module.css';

/** SPEC.md 1: a blue 1 px bar at the top while navigating or talking to the API. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const active = navigation.state !== 'idle' || fetching > 0 || mutating > 0;
  return (
    <div
      className={`${styles.bar} ${active ? styles.active : ''}`}
      data-testid="loading-bar"
      data-active={active}
      role="progressbar"
      aria-hidden={!active}
      aria-label={t('common.loading')}
    >
      <div className={styles.runner} />
    </div>
  );
}
