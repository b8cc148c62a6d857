import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Layout, MenuItemView } from '@member-area/domain';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { menuIcon, useMenuLabel } from '../../../app/shell/SideMenu';
import { partOfDay } from '../greeting';
import styles from './Home.module.css';

export interface SplashProps {
  name: string;
  brandName: string;
  layout: Layout;
  menu: MenuItemView[];
}

function Art({ layout, items }: { layout: Layout; items: MenuItemView[] }) {
  if (layout === 'vpn') {
    return (
      <div className={`${styles.art} ${styles.artVpn}`} aria-hidden="true">
        <span className={styles.ring} />
        <span className={`${styles.ring} ${styles.ring2}`} />
        <span className={`${styles.ring} ${styles.ring3}`} />
        <span className={styles.shield}>
          <Icon name="shield" size={56} strokeWidth={1.4} />
        </span>
      </div>
    );
  }
  if (layout === 'clickcoins') {
    return (
      <div className={`${styles.art} ${styles.artCoins}`} aria-hidden="true">
        <span className={`${styles.coin} ${styles.coinBig}`}>
          <Icon name="coin" size={64} strokeWidth={1.5} />
        </span>
        <span className={`${styles.coin} ${styles.coinA}`}>
          <Icon name="coin" size={30} strokeWidth={1.6} />
        </span>
        <span className={`${styles.coin} ${styles.coinB}`}>
          <Icon name="coin" size={22} strokeWidth={1.8} />
        </span>
      </div>
    );
  }
  const tiles = items.filter((item) => item.href !== '/').slice(0, 4);
  return (
    <div
      className={`${styles.art} ${layout === 'clickplay' ? styles.artPlay : styles.artTiles}`}
      aria-hidden="true"
    >
      {tiles.map((item, index) => (
        <span key={item.id} className={styles.tile} style={{ animationDelay: `${index * 90}ms` }}>
          <Icon name={menuIcon(item)} size={30} strokeWidth={1.5} />
        </span>
      ))}
    </div>
  );
}

/** The hero at the top of home: greeting by local time of day, brand, one clear next step. */
export function Splash({ name, brandName, layout, menu }: SplashProps) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const period = useMemo(() => partOfDay(new Date().getHours()), []);
  const primary = menu.find((item) => item.href !== '/');
  return (
    <section className={`${styles.splash} ${styles[`splash_${layout}`] ?? ''}`} aria-labelledby="greeting">
      <div className={styles.splashText}>
        <p className={styles.eyebrow}>
          <Icon name="sparkles" size={16} />
          {t('home.welcome', { brand: brandName })}
        </p>
        <h1 id="greeting" className={styles.greeting} data-testid="greeting">
          {t(`home.greeting.${period}`, { name })}
        </h1>
        <p className={styles.subtitle}>{layout === 'vpn' ? t('home.subtitleVpn') : t('home.subtitle')}</p>
        {primary ? (
          <div className={styles.splashActions}>
            <ButtonLink to={primary.href} size="lg" icon={<Icon name={menuIcon(primary)} size={20} />}>
              {t('home.exploreItem', { section: label(primary) })}
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <Art layout={layout} items={menu} />
    </section>
  );
}
