import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../account';
import { CoinMark } from '../../wallet';
import styles from './Impacts.module.css';

/**
 * SPEC.md 2 'Impacts banner with target and coins': the brand's combined target in coins, how much of
 * it its members gave, and the coins the member holds to give more.
 */
export function ImpactsBanner({
  coins,
  funded,
  target,
}: {
  coins: number | null;
  funded: number;
  target: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className={styles.banner} aria-labelledby="impacts-banner-title" data-testid="impacts-banner">
      <div className={styles.bannerText}>
        <h2 id="impacts-banner-title" className={styles.bannerTitle}>
          {t('impacts.banner.title')}
        </h2>
        <p className={styles.muted}>
          {t('impacts.banner.target', {
            funded: formatNumber(funded, lang),
            target: formatNumber(target, lang),
          })}
        </p>
      </div>
      {coins !== null ? (
        <p className={styles.coins}>
          <CoinMark unit="coins" size={22} />
          <span data-testid="impacts-coins">
            {t('impacts.banner.coins', { count: coins, coins: formatNumber(coins, lang) })}
          </span>
        </p>
      ) : null}
    </section>
  );
}
