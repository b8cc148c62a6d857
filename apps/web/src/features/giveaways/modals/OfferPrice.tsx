import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../app/format';
import styles from './Modals.module.css';

export interface OfferView {
  entries: number;
  /** Major units, as the server priced it. */
  amount: number;
  listAmount?: number | null;
  discountPercent?: number | null;
}

/** An entry pack as the server priced it: entries, price, and the struck list price of a discount. */
export function OfferPrice({ offer, currency }: { offer: OfferView; currency: string }) {
  const { t, i18n } = useTranslation();
  const price = formatMoney(offer.amount, currency, i18n.language);
  return (
    <div className={styles.offer} data-testid="modal-offer">
      <span className={styles.offerEntries}>
        {t('giveaway-modals.offer.entries', {
          count: offer.entries,
          formatted: formatNumber(offer.entries, i18n.language),
        })}
      </span>
      <span className={styles.offerPrice}>
        {offer.listAmount ? (
          <s className={styles.offerList}>
            <span className="visually-hidden">{t('giveaway-modals.offer.listPrice')}</span>
            {formatMoney(offer.listAmount, currency, i18n.language)}
          </s>
        ) : null}
        <strong data-testid="modal-offer-price">{price}</strong>
        {offer.discountPercent ? (
          <span className={styles.offerBadge}>
            {t('giveaway-modals.offer.discount', { percent: offer.discountPercent })}
          </span>
        ) : null}
      </span>
    </div>
  );
}
