import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton, SkeletonBlock } from '../../../ui/Skeleton';
import { paths } from '../paths';
import styles from './GiveawayRulesScreen.module.css';

/** The rules while they load. */
export function RulesLoading() {
  const { t } = useTranslation();
  return (
    <SkeletonBlock className={styles.page} data-testid="rules-loading" label={t('giveaways.rules.loading')}>
      <Skeleton width={160} height={18} />
      <Skeleton width="70%" height={36} />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={120} />
      ))}
    </SkeletonBlock>
  );
}

/** A giveaway the server does not know here. */
export function RulesNotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('giveaways.rules.heading')}</h1>
      <EmptyState
        icon="giveaways"
        title={t('giveaways.notFound.title')}
        data-testid="giveaway-not-found"
        actions={<ButtonLink to={paths.list()}>{t('giveaways.detail.back')}</ButtonLink>}
      >
        {t('giveaways.notFound.body')}
      </EmptyState>
    </div>
  );
}
