import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonBlock } from '../../../ui/Skeleton';
import { asCardState } from '../card';
import { knownTimeZone } from '../format';
import { useGiveaway } from '../hooks';
import { WinnerModal, winnerPrizeOf } from '../modals';
import { paths } from '../paths';
import { GiveawaysUnavailable } from './GiveawaysUnavailable';
import { GiveawayEntriesPanel } from './GiveawayEntriesPanel';
import { GiveawayHead, GiveawayLinks, GiveawayPrize, GiveawayWhen } from './GiveawayDetails';
import { PrizeImage } from './PrizeImage';
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
    <SkeletonBlock
      className={styles.page}
      data-testid="giveaway-loading"
      label={t('giveaways.detail.loading')}
    >
      <Skeleton width={140} height={18} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton className={styles.hero} radius={20} />
          <Skeleton width="60%" height={36} />
          <Skeleton height={90} />
        </div>
        <Skeleton height={320} radius={20} />
      </div>
    </SkeletonBlock>
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
  const { t } = useTranslation();
  const query = useGiveaway(id);
  const data = query.data?.giveaway;
  const [claiming, setClaiming] = useState(false);
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
  const state = asCardState(data.cardState);

  return (
    <article className={styles.page} data-testid="giveaway-page" data-state={data.cardState}>
      <BackLink />
      <div className={styles.layout}>
        <div className={styles.main}>
          <PrizeImage src={data.image} alt={data.productName} className={styles.hero} eager />
          <GiveawayHead giveaway={data} state={state} />
          <GiveawayPrize giveaway={data} />
          <GiveawayWhen giveaway={data} timeZone={timeZone} />
          <GiveawayLinks giveaway={data} />
        </div>

        <GiveawayEntriesPanel giveaway={data} timeZone={timeZone} onClaim={() => setClaiming(true)} />
      </div>
      {claiming ? (
        // SPEC.md 4: "claim your prize" opens the winner modal, here at its claim step. It stays
        // open on 'prize claimed' while the page refreshes underneath it.
        <WinnerModal open prize={winnerPrizeOf(data)} startAt="claim" onClose={() => setClaiming(false)} />
      ) : null}
    </article>
  );
}
