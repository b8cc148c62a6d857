import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../app/format';
import { CoinMark } from '../../wallet';
import styles from './Impacts.module.css';

/**
 * SPEC.md 2 'Impacts banner with target and coins': a target in coins, how much of it members gave,
 * and the coins the member holds to give more. The impacts list shows the brand's combined target
 * (`scope` all), an impact's page that impact's own: the heading says which total it is.
 */
export function ImpactsBanner({
  coins,
  funded,
  target,
  scope,
}: {
  coins: number | null;
  funded: number;
  target: number;
  scope: 'all' | 'item';
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className={styles.banner} aria-labelledby="impacts-banner-title" data-testid="impacts-banner">
      <div className={styles.bannerText}>
        <h2 id="impacts-banner-title" className={styles.bannerTitle}>
          {scope === 'all' ? t('impacts.banner.title') : t('impacts.banner.itemTitle')}
        </h2>
        <p className={styles.muted}>
          {t(scope === 'all' ? 'impacts.banner.target' : 'impacts.banner.itemTarget', {
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
