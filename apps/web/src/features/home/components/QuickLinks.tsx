import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItemView } from '@member-area/domain';
import { Icon } from '../../../ui/Icon';
import { menuIcon, useMenuLabel } from '../../../app/shell/SideMenu';
import styles from './Home.module.css';

/** Shortcuts to the brand's sections, straight from its menu (home itself left out). */
export function QuickLinks({ items }: { items: MenuItemView[] }) {
  const { t } = useTranslation();
  const label = useMenuLabel();
  const links = items.filter((item) => item.href !== '/');
  return (
    <section className={styles.quick} aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className={styles.sectionTitle}>
        {t('home.quickLinksTitle')}
      </h2>
      {links.length === 0 ? (
        <p className={styles.empty}>{t('home.quickLinksEmpty')}</p>
      ) : (
        <ul className={styles.cards}>
          {links.map((item) => (
            <li key={item.id}>
              <Link
                to={item.href}
                className={styles.card}
                data-testid={`quick-link-${item.type}`}
                style={
                  {
                    '--item-color': item.colors?.color ?? undefined,
                    '--item-bg': item.colors?.background ?? undefined,
                  } as CSSProperties
                }
              >
                <span className={styles.cardIcon} aria-hidden="true">
                  <Icon name={menuIcon(item)} size={24} />
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{label(item)}</span>
                  <span className={styles.cardBlurb}>
                    {t(`home.mediaBlurb.${item.type}`, { defaultValue: t('home.mediaBlurb.default') })}
                  </span>
                </span>
                <Icon name="arrow-right" size={18} className={styles.cardArrow} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
