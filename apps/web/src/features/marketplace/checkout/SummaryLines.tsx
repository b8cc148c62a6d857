import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../app/format';
import type { SummaryLine } from './OrderSummary';
import styles from './Checkout.module.css';

/** What is bought: each line's image, quantity, name, variant and unit price. */
export function SummaryLines({ lines, currency }: { lines: readonly SummaryLine[]; currency: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className={styles.summaryLines}>
      {lines.map((line) => (
        <li key={line.id} className={styles.summaryLine}>
          <span className={styles.summaryImage}>
            <img src={line.image} alt="" width={56} height={56} />
            <span className={styles.summaryQuantity} aria-hidden="true">
              {formatNumber(line.quantity, i18n.language)}
            </span>
          </span>
          <span className={styles.summaryName}>
            <span>{line.name}</span>
            <span className="visually-hidden">
              {t('marketplace.summary.quantity', { count: line.quantity })}
            </span>
            {line.detail ? <span className={styles.choiceHint}>{line.detail}</span> : null}
          </span>
          <span className={styles.choiceSide}>
            {line.unitPrice === null
              ? t('marketplace.price.free')
              : t('marketplace.summary.unit', {
                  count: formatNumber(line.quantity, i18n.language),
                  price: formatMoney(line.unitPrice, currency, i18n.language),
                })}
          </span>
        </li>
      ))}
    </ul>
  );
}
