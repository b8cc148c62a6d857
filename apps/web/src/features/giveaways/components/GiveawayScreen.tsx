import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DRAW_TIME_ZONE, WINNER_ANNOUNCED_WITHIN_DAYS } from '@member-area/domain';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { scrollBehavior } from '../../../ui/motion';
import { Skeleton } from '../../../ui/Skeleton';
import { asCardState, statusTone } from '../card';
import { formatCount, formatDay, knownTimeZone, timeZoneName } from '../format';
import { useGiveaway } from '../hooks';
import { WinnerModal, winnerPrizeOf } from '../modals';
import { paths } from '../paths';
import { entryPeriodText } from '../period';
import { BuyEntries } from './BuyEntries';
import { GiveawaysUnavailable } from './GiveawaysUnavailable';
import { PeriodMomentText } from './PeriodMomentText';
import { PrizeImage } from './PrizeImage';
import { StateButton } from './StateButton';
import styles from './GiveawayScreen.module.css';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.list()} className={styles.back}>
      <Icon name="arrow-left" size={16} />
      {t('giveaways.detail.back')}
    </Link>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="giveaway-loading" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('giveaways.detail.loading')}
      </span>
      <Skeleton width={140} height={18} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton className={styles.hero} radius={20} />
          <Skeleton width="60%" height={36} />
          <Skeleton height={90} />
        </div>
        <Skeleton height={320} radius={20} />
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      {/* The screen keeps its page heading; the not-found state below carries the visible one. */}
      <h1 className="visually-hidden">{t('menu.giveaways')}</h1>
      <BackLink />
      <EmptyState
        icon="giveaways"
        title={t('giveaways.notFound.title')}
        data-testid="giveaway-not-found"
        actions={
          <>
            <ButtonLink to={paths.accountGiveaways}>{t('account.giveaways.title')}</ButtonLink>
            <ButtonLink to={paths.list()} variant="secondary" icon={<Icon name="giveaways" size={18} />}>
              {t('giveaways.detail.back')}
            </ButtonLink>
          </>
        }
      >
        {t('giveaways.notFound.body')}
      </EmptyState>
    </div>
  );
}

/**
 * giveaways/id/{id} (SPEC.md 2): the prize, its entry period in the member's time zone, the
 * member's entries and odds, the state's button (claim, buy more, or where the giveaway stands), the
 * entry packs on sale, and the ways to the contest rules and the free entry by post. Anything the
 * server does not know here shows the giveaways' own not-found.
 */
export function GiveawayScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useGiveaway(id);
  const data = query.data?.giveaway;
  const [claiming, setClaiming] = useState(false);
  const buyRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(data ? data.name : query.isPending ? t('menu.giveaways') : t('giveaways.notFound.title'));

  if (query.isPending) return <Loading />;
  if (query.isError) return null; // useGiveaway raised it to the route's error screen
  if (!data) {
    // Giveaways are off for this member: the reason, not a not-found, whatever giveaway was linked.
    const { availability } = query.data;
    if (!availability.enabled)
      return (
        <div className={styles.page}>
          <GiveawaysUnavailable reason={availability.reason} country={availability.country} />
        </div>
      );
    return <NotFound />;
  }

  const timeZone = knownTimeZone(query.data.timeZone);
  const period = entryPeriodText(data.startDate, data.endDate, lang, timeZone);
  const state = asCardState(data.cardState);
  const entered = data.entries > 0;
  const canBuy = state === 'active' || state === 'entered';
  const focusOffers = () => {
    const first = buyRef.current?.querySelector<HTMLElement>('button');
    buyRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' });
    first?.focus({ preventScroll: true });
  };

  return (
    <article className={styles.page} data-testid="giveaway-page" data-state={data.cardState}>
      <BackLink />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PrizeImage src={data.image} alt={data.productName} className={styles.hero} eager />
          <header className={styles.head}>
            <div className={styles.chips}>
              {state ? (
                <span className={styles.status} data-tone={statusTone(state)} data-testid="giveaway-status">
                  {t(`giveaways.status.${state}`)}
                </span>
              ) : null}
              <span className={styles.chip}>
                {t(`giveaways.category.${data.category}`, { defaultValue: data.category })}
              </span>
              {data.memberOnly ? <span className={styles.chip}>{t('giveaways.memberOnly')}</span> : null}
            </div>
            <h1 className={styles.title}>{data.name}</h1>
            <p className={styles.product}>{data.productName}</p>
          </header>

          <section className={styles.section} aria-labelledby="giveaway-prize">
            <h2 className={styles.sectionTitle} id="giveaway-prize">
              {t('giveaways.detail.prize')}
            </h2>
            <p className={styles.prose}>{data.prizeDescription}</p>
            {data.description && data.description !== data.prizeDescription ? (
              <p className={styles.prose}>{data.description}</p>
            ) : null}
          </section>

          <section className={styles.section} aria-labelledby="giveaway-when">
            <h2 className={styles.sectionTitle} id="giveaway-when">
              {t('giveaways.detail.when')}
            </h2>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{t('giveaways.detail.opens')}</dt>
                <dd>
                  <PeriodMomentText moment={period.opens} testId="giveaway-opens" />
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('giveaways.detail.closes')}</dt>
                <dd>
                  <PeriodMomentText moment={period.closes} testId="giveaway-closes" />
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>{t('giveaways.detail.ref')}</dt>
                <dd>{data.refNumber}</dd>
              </div>
            </dl>
            <p className={styles.note}>
              {t('giveaways.detail.zoneNote', { zone: timeZoneName(DRAW_TIME_ZONE, lang) })}{' '}
              {t('giveaways.detail.winnerNote', { days: WINNER_ANNOUNCED_WITHIN_DAYS })}
            </p>
          </section>

          <nav className={styles.links} aria-label={t('giveaways.detail.more')}>
            <Link to={paths.rules(data.id)} className={styles.linkCard} data-testid="giveaway-rules-link">
              <Icon name="book-open" size={20} />
              <span>
                <strong>{t('giveaways.detail.rules')}</strong>
                <small>{t('giveaways.detail.rulesHint')}</small>
              </span>
              <Icon name="chevron-right" size={18} />
            </Link>
            <Link
              to={`${paths.rules(data.id)}#postal`}
              className={styles.linkCard}
              data-testid="giveaway-postal-link"
            >
              <Icon name="mail" size={20} />
              <span>
                <strong>{t('giveaways.detail.postal')}</strong>
                <small>{t('giveaways.detail.postalHint')}</small>
              </span>
              <Icon name="chevron-right" size={18} />
            </Link>
          </nav>
        </div>

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
            <StateButton
              giveaway={data}
              size="lg"
              block
              onBuy={focusOffers}
              onClaim={() => setClaiming(true)}
            />
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
      </div>
      {claiming ? (
        // SPEC.md 4: "claim your prize" opens the winner modal, here at its claim step. It stays
        // open on 'prize claimed' while the page refreshes underneath it.
        <WinnerModal open prize={winnerPrizeOf(data)} startAt="claim" onClose={() => setClaiming(false)} />
      ) : null}
    </article>
  );
}
