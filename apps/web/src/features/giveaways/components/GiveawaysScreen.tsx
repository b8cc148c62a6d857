import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { filterTab, GIVEAWAY_TABS, isGiveawayTab, type GiveawayTab } from '@member-area/domain';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { EmptyState } from '../../../ui/EmptyState';
import { Icon } from '../../../ui/Icon';
import { PillNav, pillClass } from '../../../ui/PillNav';
import { SkeletonBlock } from '../../../ui/Skeleton';
import type { GiveawayCardFieldsFragment } from '../../../gql/graphql';
import { useGiveaways } from '../hooks';
import { knownTimeZone } from '../format';
import { paths } from '../paths';
import { GiveawayCard, GiveawayCardSkeleton } from './GiveawayCard';
import { GiveawaysUnavailable } from './GiveawaysUnavailable';
import styles from './GiveawaysScreen.module.css';
import { ScreenHeader } from '../../../ui/ScreenHeader';

const SKELETON_CARDS = 6;

/** The fields packages/domain's tab rule reads, from a card (drawnAt: when its winner was chosen). */
function tabFields(giveaway: GiveawayCardFieldsFragment) {
  return {
    ...giveaway,
    drawnAt: giveaway.winner?.chosenAt ?? null,
    totalEntries: giveaway.totalEntriesSold,
  };
}

/** The tab in the address (`?tab=`); anything unknown is the first tab. */
export function tabOf(search: URLSearchParams): GiveawayTab {
  const tab = search.get('tab') ?? '';
  return isGiveawayTab(tab) ? tab : 'all';
}

/**
 * giveaways (SPEC.md 2): tabs all, top, past, member-only and monthly exclusive over the brand's
 * giveaways, each a card with its state's button; 'no cards' per tab; and, when giveaways are off
 * for this member, a screen that says why.
 */
export function GiveawaysScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const tab = tabOf(search);
  const query = useGiveaways();
  useDocumentTitle(t('giveaways.list.title'));

  const data = query.data;
  const timeZone = knownTimeZone(data?.timeZone);
  const cards = useMemo(
    () => (data ? filterTab(data.giveaways.map(tabFields), tab, new Date()) : []),
    [data, tab],
  );

  if (query.isError) return null; // useGiveaways raised it to the route's error screen
  if (data && !data.availability.enabled) {
    return (
      <div className={styles.page}>
        <GiveawaysUnavailable reason={data.availability.reason} country={data.availability.country} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <ScreenHeader
        icon={<Icon name="giveaways" size={24} />}
        title={t('giveaways.list.title')}
        subtitle={t('giveaways.list.subtitle')}
      />
      <PillNav label={t('giveaways.list.tabsLabel')}>
        {GIVEAWAY_TABS.map((name) => (
          <Link
            key={name}
            to={paths.list(name)}
            replace
            className={pillClass(styles.tab)}
            aria-current={name === tab ? 'page' : undefined}
            data-testid={`giveaways-tab-${name}`}
          >
            {t(`giveaways.tabs.${name}`)}
          </Link>
        ))}
      </PillNav>
      {query.isPending ? (
        <SkeletonBlock
          className={styles.grid}
          data-testid="giveaways-loading"
          label={t('giveaways.list.loading')}
        >
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <GiveawayCardSkeleton key={index} />
          ))}
        </SkeletonBlock>
      ) : cards.length === 0 ? (
        <EmptyState icon="ticket" title={t('giveaways.empty.title')} data-testid="giveaways-empty">
          {t(`giveaways.empty.${tab}`)}
        </EmptyState>
      ) : (
        <section aria-label={t(`giveaways.tabs.${tab}`)}>
          <ul className={styles.grid} data-testid="giveaways-grid">
            {cards.map((giveaway) => (
              <li key={giveaway.id} className={styles.cell}>
                <GiveawayCard giveaway={giveaway} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
