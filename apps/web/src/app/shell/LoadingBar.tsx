import { useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryActivity } from '../query-access';
import styles from './LoadingBar.module.css';

/** SPEC.md 1: a blue 1 px bar at the top while navigating or talking to the API. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // Fetching or saving: the query cache reports it (it loads after this bar, app/query-access.ts).
  const busy = useSyncExternalStore(queryActivity.subscribe, queryActivity.getSnapshot);
  const active = navigation.state !== 'idle' || busy;
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
