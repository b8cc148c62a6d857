import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { formatPrice } from '../format';
import { paths } from '../paths';
import { useStartEntryPurchase } from '../purchase';
import { OfferItem } from './OfferItem';
import styles from './BuyEntries.module.css';

export interface OfferView {
  offer: string;
  entries: number;
  amount: number;
  listAmount?: number | null;
  discountPercent?: number | null;
}

/** The packs the page sells, in this order; the bonus pack belongs to the bonus offer modal. */
const PAGE_OFFERS = ['standard', 'multiplier', 'one_time'] as const;

/**
 * The giveaway page's entry packs, priced by the server (`offers`; the client never computes a
 * price): the standard pack, the multiplier pack ("×3 entries") and the one-time offer ("100 entries
 * for $5 — 80% off", its list price struck through). Each button starts the purchase on the hosted
 * payment page; a refusal shows here, translated.
 */
export function BuyEntries({
  sweepId,
  offers,
  currency,
  multiplierFactor,
  entered,
}: {
  sweepId: string;
  offers: readonly OfferView[];
  currency: string;
  multiplierFactor: number;
  entered: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  const purchase = useStartEntryPurchase();
  const shown = PAGE_OFFERS.flatMap((name) => offers.filter((offer) => offer.offer === name));
  if (shown.length === 0) return null;
  const price = (amount: number) => formatPrice(amount, currency, lang);

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="buy-entries">
      <div className={styles.head}>
        <h2 className={styles.title} id={headingId}>
          {entered ? t('giveaways.offers.titleMore') : t('giveaways.offers.title')}
        </h2>
        <p className={styles.lead}>{t('giveaways.offers.lead')}</p>
      </div>
      <ul className={styles.offers}>
        {shown.map((offer) => (
          <OfferItem
            key={offer.offer}
            offer={offer}
            price={price}
            multiplierFactor={multiplierFactor}
            busyOffer={purchase.busyOffer}
            onBuy={() =>
              void purchase.start({
                sweepId,
                offer: offer.offer,
                source: 'page',
                returnPath: paths.giveaway(sweepId),
              })
            }
          />
        ))}
      </ul>
      {purchase.error ? (
        <Notice tone="danger" role="alert" data-testid="buy-error">
          {purchase.error}
        </Notice>
      ) : null}
      <p className={styles.small}>
        <Icon name="lock" size={14} />
        <span>
          {t('giveaways.offers.secure')}{' '}
          <Link to={`${paths.rules(sweepId)}#postal`} className={styles.smallLink}>
            {t('giveaways.offers.freeEntry')}
          </Link>
        </span>
      </p>
    </section>
  );
}
