import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { scrollBehavior } from '../../../ui/motion';
import { asCardState } from '../card';
import { formatCount, formatDay } from '../format';
import type { GiveawayDetail } from '../hooks';
import { paths } from '../paths';
import { BuyEntries } from './BuyEntries';
import { StateButton } from './StateButton';
import styles from './GiveawayScreen.module.css';

/**
 * Beside the giveaway: the member's entries, all entries and the odds, the state's button, the
 * winner and the draw's record, and the entry packs on sale while entries can be bought.
 */
export function GiveawayEntriesPanel({
  giveaway: data,
  timeZone,
  onClaim,
}: {
  giveaway: GiveawayDetail;
  timeZone: string;
  onClaim(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const buyRef = useRef<HTMLDivElement>(null);
  const state = asCardState(data.cardState);
  const entered = data.entries > 0;
  const canBuy = state === 'active' || state === 'entered';
  const focusOffers = () => {
    const first = buyRef.current?.querySelector<HTMLElement>('button');
    buyRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    first?.focus({ preventScroll: true });
  };
  return (
    <aside className={styles.aside} aria-label={t('giveaways.detail.yourEntries')}>
      <div className={styles.panel}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('giveaways.detail.yourEntries')}</dt>
            <dd data-testid="giveaway-entries">{formatCount(data.entries, lang)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('giveaways.detail.totalEntries')}</dt>
            <dd data-testid="giveaway-total">{formatCount(data.totalEntriesSold, lang)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('giveaways.card.odds')}</dt>
            <dd data-testid="giveaway-odds">
              {data.odds ? t('giveaways.odds', { oneIn: formatCount(data.odds.oneIn, lang) }) : '—'}
            </dd>
          </div>
        </dl>
        {!data.odds && canBuy ? <p className={styles.note}>{t('giveaways.detail.oddsHint')}</p> : null}
        <StateButton giveaway={data} size="lg" block onBuy={focusOffers} onClaim={onClaim} />
        {data.winner ? (
          <p className={styles.winner} data-testid="giveaway-winner">
            <Icon name="trophy" size={16} />
            {data.winner.isViewer
              ? t('giveaways.detail.youWon', { date: formatDay(data.winner.chosenAt, lang, timeZone) })
              : t('giveaways.detail.winner', {
                  name: data.winner.displayName,
                  date: formatDay(data.winner.chosenAt, lang, timeZone),
                })}
          </p>
        ) : null}
        {data.drawId ? (
          <Link to={paths.draw(data.drawId)} className={styles.drawLink} data-testid="giveaway-draw-link">
            <Icon name="shield" size={16} />
            {t('giveaways.detail.drawRecord')}
          </Link>
        ) : null}
      </div>
      {data.category === 'monthly_exclusive' ? (
        <p className={styles.panelNote} data-testid="monthly-exclusive-note">
          <Icon name="gift" size={18} />
          {entered ? t('giveaways.detail.monthlyEntered') : t('giveaways.detail.monthlyHow')}
        </p>
      ) : null}
      {canBuy ? (
        <div ref={buyRef}>
          <BuyEntries
            sweepId={data.id}
            offers={data.offers}
            currency={data.price.currency}
            multiplierFactor={data.multiplier.multiplierFactor}
            entered={entered}
          />
        </div>
      ) : null}
    </aside>
  );
}
