import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GiveawayCardFieldsFragment } from '../../../gql/graphql';
import { asCardState } from '../card';
import { formatCount, formatDay } from '../format';
import { paths } from '../paths';
import { entryPeriodText } from '../period';
import { Skeleton } from '../../../ui/Skeleton';
import { GiveawayStatus } from './GiveawayStatus';
import { PrizeImage } from './PrizeImage';
import { StateButton } from './StateButton';
import styles from './GiveawayCard.module.css';

/**
 * One giveaway in the grid: the prize, when it runs, the member's odds and entries against the pool,
 * and the state's button. The name links to the giveaway's page; the button is its own control.
 */
export function GiveawayCard({
  giveaway,
  timeZone,
}: {
  giveaway: GiveawayCardFieldsFragment;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const state = asCardState(giveaway.cardState);
  const headingId = `giveaway-${giveaway.id}-name`;
  const drawn = giveaway.winner?.chosenAt;
  // SPEC.md 9: the period's days are Eastern Time's, the same for every member (not their zone's).
  const period = entryPeriodText(giveaway.startDate, giveaway.endDate, lang, timeZone);
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="giveaway-card"
      data-giveaway-id={giveaway.id}
      data-state={giveaway.cardState}
    >
      <Link to={paths.giveaway(giveaway.id)} className={styles.media} tabIndex={-1} aria-hidden="true">
        <PrizeImage src={giveaway.image} alt="" className={styles.image} />
      </Link>
      <div className={styles.chips}>
        <GiveawayStatus state={state} className={styles.status} />
        {giveaway.category === 'monthly_exclusive' ? (
          <span className={styles.chip}>{t('giveaways.category.monthly_exclusive')}</span>
        ) : giveaway.memberOnly ? (
          <span className={styles.chip}>{t('giveaways.memberOnly')}</span>
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} id={headingId}>
          <Link to={paths.giveaway(giveaway.id)} className={styles.nameLink}>
            {giveaway.name}
          </Link>
        </h3>
        <p className={styles.prize}>{giveaway.productName}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{drawn ? t('giveaways.card.drawn') : t('giveaways.card.period')}</dt>
            <dd data-testid="giveaway-period">
              {drawn
                ? formatDay(drawn, lang, timeZone)
                : period.days
                  ? t('giveaways.card.periodValue', period.days)
                  : '—'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('giveaways.card.odds')}</dt>
            <dd data-testid="giveaway-odds">
              {giveaway.odds ? t('giveaways.odds', { oneIn: formatCount(giveaway.odds.oneIn, lang) }) : '—'}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('giveaways.card.entries')}</dt>
            <dd data-testid="giveaway-card-entries">
              {t('giveaways.card.entriesValue', {
                yours: formatCount(giveaway.entries, lang),
                total: formatCount(giveaway.totalEntriesSold, lang),
              })}
            </dd>
          </div>
        </dl>
        <div className={styles.action}>
          <StateButton giveaway={giveaway} block size="md" />
        </div>
      </div>
    </article>
  );
}

/** The grid's loading state: card-shaped shimmer, announced once by the caller. */
export function GiveawayCardSkeleton() {
  return (
    <div className={[styles.card, styles.skeleton].join(' ')} aria-hidden="true">
      <Skeleton className={styles.media} radius={0} />
      <div className={styles.body}>
        <Skeleton width="70%" height={20} />
        <Skeleton width="45%" height={14} />
        <Skeleton height={56} />
        <Skeleton height={44} radius={999} />
      </div>
    </div>
  );
}
