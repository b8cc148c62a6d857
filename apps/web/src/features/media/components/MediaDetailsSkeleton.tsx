import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui/Skeleton';
import styles from './MediaDetails.module.css';

export function MediaDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className={styles.top}>
        <Skeleton height={420} radius={20} />
        <div className={styles.head}>
          <Skeleton width={100} height={14} />
          <Skeleton width="70%" height={44} />
          <Skeleton width="40%" height={20} />
          <Skeleton width={200} height={44} radius={999} />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton width="80%" height={16} />
          <Skeleton height={120} radius={12} />
        </div>
      </div>
    </div>
  );
}
