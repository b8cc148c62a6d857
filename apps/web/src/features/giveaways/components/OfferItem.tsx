import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { formatCount } from '../format';
import type { OfferView } from './BuyEntries';
import styles from './BuyEntries.module.css';

/** One entry pack: its badge, entries, the one-time deal's headline, its price and its buy button. */
export function OfferItem({
  offer,
  price,
  multiplierFactor,
  busyOffer,
  onBuy,
}: {
  offer: OfferView;
  price(amount: number): string;
  multiplierFactor: number;
  busyOffer: string | null;
  onBuy(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const oneTime = offer.offer === 'one_time';
  const busy = busyOffer === offer.offer;
  return (
    <li
      className={[styles.offer, oneTime ? styles.oneTime : ''].join(' ')}
      data-testid={`offer-${offer.offer}`}
    >
      {offer.offer === 'multiplier' ? (
        <span className={styles.badge}>
          {t('giveaways.offers.multiplierBadge', { factor: multiplierFactor })}
        </span>
      ) : oneTime ? (
        <span className={[styles.badge, styles.badgeHot].join(' ')}>
          <Icon name="sparkles" size={14} />
          {t('giveaways.offers.oneTimeBadge')}
        </span>
      ) : null}
      <div className={styles.offerText}>
        <p className={styles.entries}>
          {t('giveaways.offers.entries', {
            count: offer.entries,
            formatted: formatCount(offer.entries, lang),
          })}
        </p>
        {oneTime ? (
          <p className={styles.deal} data-testid="one-time-headline">
            {t('giveaways.offers.oneTimeHeadline', {
              entries: formatCount(offer.entries, lang),
              price: price(offer.amount),
              percent: offer.discountPercent ?? 0,
            })}
          </p>
        ) : null}
        <p className={styles.price}>
          <span className={styles.amount} data-testid="offer-price">
            {price(offer.amount)}
          </span>
          {offer.listAmount ? (
            <span className={styles.list}>
              <span className="visually-hidden">{t('giveaways.offers.listPrice')}</span>
              <s data-testid="offer-list-price">{price(offer.listAmount)}</s>
            </span>
          ) : null}
        </p>
      </div>
      <Button
        variant={oneTime || offer.offer === 'multiplier' ? 'primary' : 'secondary'}
        loading={busy}
        loadingLabel={t('giveaways.offers.opening')}
        disabled={busyOffer !== null && !busy}
        onClick={onBuy}
        data-testid={`buy-${offer.offer}`}
        aria-label={t('giveaways.offers.buyLabel', {
          entries: formatCount(offer.entries, lang),
          price: price(offer.amount),
        })}
      >
        {t('giveaways.offers.buy')}
      </Button>
    </li>
  );
}
