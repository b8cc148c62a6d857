import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../app/format';
import { impactPaths } from '../paths';
import styles from './Impacts.module.css';

export interface MyImpact {
  itemId: string;
  name: string;
  unit: string;
  quantity: number;
  coins: number;
}

/** The member's own contributions (member.info { impacts }), one line per item. */
export function MyImpacts({ impacts }: { impacts: readonly MyImpact[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className={styles.section} aria-labelledby="my-impacts-title" data-testid="my-impacts">
      <h2 id="my-impacts-title" className={styles.sectionTitle}>
        {t('impacts.mine.title')}
      </h2>
      {impacts.length === 0 ? (
        <p className={styles.muted}>{t('impacts.mine.empty')}</p>
      ) : (
        <ul className={styles.mine}>
          {impacts.map((m) => (
            <li key={m.itemId} className={styles.mineRow} data-testid="my-impact">
              <Link to={impactPaths.item(m.itemId)}>{m.name}</Link>
              <span>
                {t('impacts.mine.line', {
                  quantity: formatNumber(m.quantity, lang),
                  unit: m.unit,
                  coins: formatNumber(m.coins, lang),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
