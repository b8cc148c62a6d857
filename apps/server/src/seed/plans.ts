import {
  COIN_BONUS_BY_MEMBERSHIP_ID,
  MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT,
  TRIAL_UPSELL_ACCESS_DAYS,
  VPN_OFFER_NAME,
  VPN_PLATINUM_PLAN_NAME,
} from '@member-area/domain';
import { ALL_MEDIA_TYPES, type SeedMediaType } from './brands';

export interface OfferSeed {
  id: number;
  name: string;
  mediaTypes: readonly SeedMediaType[];
}

/**
 * Offers are shared by all brands. 'VPN' has no media types: the domain adds 'vpn' for any offer
 * named VPN (SPEC.md 4, subscription state).
 */
export const OFFERS: readonly OfferSeed[] = [
  { id: 1, name: 'All Access', mediaTypes: ALL_MEDIA_TYPES },
  { id: 2, name: 'Movies', mediaTypes: ['movie'] },
  { id: 3, name: 'Music', mediaTypes: ['music'] },
  { id: 4, name: VPN_OFFER_NAME, mediaTypes: [] },
  { id: 5, name: 'Books', mediaTypes: ['ebook', 'audiobook'] },
  { id: 6, name: 'Games', mediaTypes: ['game', 'software'] },
  { id: 7, name: 'Sports', mediaTypes: ['stream'] },
];

export const OFFER = {
  allAccess: 1,
  movies: 2,
  music: 3,
  vpn: 4,
  books: 5,
  games: 6,
  sports: 7,
} as const;

export interface PlanSeed {
  /** The membership id, unique across brands (Champion plans are 147..151, SPEC.md 6). */
  id: number;
  brandId: string;
  name: string;
  group: string;
  description: string;
  trialPeriodDays: number;
  /** Minor units. */
  priceRecurring: number;
  priceInitial: number;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  offerIds: readonly number[];
  isPublic: boolean;
}

/** Billing period of a plan in days, as subscriptions store it. */
export function billingPeriodDays(plan: Pick<PlanSeed, 'interval' | 'intervalCount'>): number {
  const perInterval = { day: 1, week: 7, month: 30, year: 365 } as const;
  return perInterval[plan.interval] * plan.intervalCount;
}

const TRIAL_DAYS = TRIAL_UPSELL_ACCESS_DAYS; // SPEC.md 9: 20-day access at an initial price, then monthly

type PlanRow = Omit<PlanSeed, 'brandId' | 'trialPeriodDays' | 'isPublic' | 'intervalCount'> &
  Partial<Pick<PlanSeed, 'trialPeriodDays' | 'isPublic' | 'intervalCount'>>;

function brandPlans(brandId: string, rows: readonly PlanRow[]): PlanSeed[] {
  return rows.map((row) => ({ trialPeriodDays: 0, isPublic: true, intervalCount: 1, ...row, brandId }));
}

const ALL_ACCESS_TEXT = 'Unlimited movies, sports, music, audiobooks, ebooks, games and software.';

const champion = (id: number, tier: string, price: number) => ({
  id,
  name: `Champion ${tier}`,
  group: 'champion',
  description:
    `Everything in Premium, up to ${MARKETPLACE_CHAMPION_MAX_DISCOUNT_PERCENT}% off in the marketplace, ` +
    `free standard shipping and ${COIN_BONUS_BY_MEMBERSHIP_ID[id] ?? 0} bonus coins.`,
  priceRecurring: price,
  priceInitial: price,
  interval: 'month' as const,
  offerIds: [OFFER.allAccess],
});

export const PLANS: readonly PlanSeed[] = [
  ...brandPlans('playmax', [
    {
      id: 101,
      name: 'Premium Monthly',
      group: 'premium',
      description: ALL_ACCESS_TEXT,
      priceRecurring: 2999,
      priceInitial: 2999,
      interval: 'month',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 102,
      name: 'Premium Yearly',
      group: 'premium',
      description: `${ALL_ACCESS_TEXT} Two months free.`,
      priceRecurring: 23999,
      priceInitial: 23999,
      interval: 'year',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 103,
      name: 'Premium Trial',
      group: 'trial',
      description: `${TRIAL_DAYS} days of full access, then Premium Monthly.`,
      trialPeriodDays: TRIAL_DAYS,
      priceRecurring: 2999,
      priceInitial: 195,
      interval: 'month',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 104,
      name: 'Movies Monthly',
      group: 'movies',
      description: 'Every movie and series in the catalogue.',
      priceRecurring: 1499,
      priceInitial: 1499,
      interval: 'month',
      offerIds: [OFFER.movies],
    },
    {
      id: 105,
      name: 'Music Monthly',
      group: 'music',
      description: 'Albums, playlists and the music queue.',
      priceRecurring: 999,
      priceInitial: 999,
      interval: 'month',
      offerIds: [OFFER.music],
    },
    {
      id: 106,
      name: 'Books Monthly',
      group: 'books',
      description: 'Ebooks and audiobooks, read or listen anywhere.',
      priceRecurring: 1299,
      priceInitial: 1299,
      interval: 'month',
      offerIds: [OFFER.books],
    },
    champion(147, 'Bronze', 3999),
    champion(148, 'Silver', 4999),
    champion(149, 'Gold', 5999),
    champion(150, 'Platinum', 7999),
    champion(151, 'Diamond', 9999),
  ]),
  ...brandPlans('clickcoins', [
    {
      id: 201,
      name: 'Coins Club Monthly',
      group: 'premium',
      description: 'Games, music, movies and books, plus coins to spend.',
      priceRecurring: 1999,
      priceInitial: 1999,
      interval: 'month',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 202,
      name: 'Coins Club Yearly',
      group: 'premium',
      description: 'A year of Coins Club at a lower price.',
      priceRecurring: 15999,
      priceInitial: 15999,
      interval: 'year',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 203,
      name: 'Coins Club Trial',
      group: 'trial',
      description: `${TRIAL_DAYS} days of Coins Club, then monthly.`,
      trialPeriodDays: TRIAL_DAYS,
      priceRecurring: 1999,
      priceInitial: 199,
      interval: 'month',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 204,
      name: 'Movies Monthly',
      group: 'movies',
      description: 'Every movie in the catalogue.',
      priceRecurring: 999,
      priceInitial: 999,
      interval: 'month',
      offerIds: [OFFER.movies],
    },
  ]),
  ...brandPlans('clickplay', [
    {
      id: 301,
      name: 'Play Pass Monthly',
      group: 'premium',
      description: 'Games, apps, music and movies.',
      priceRecurring: 1799,
      priceInitial: 1799,
      interval: 'month',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 302,
      name: 'Play Pass Yearly',
      group: 'premium',
      description: 'A year of Play Pass at a lower price.',
      priceRecurring: 14999,
      priceInitial: 14999,
      interval: 'year',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 303,
      name: 'Play Pass Trial',
      group: 'trial',
      description: `${TRIAL_DAYS} days of Play Pass, then monthly.`,
      trialPeriodDays: TRIAL_DAYS,
      priceRecurring: 1799,
      priceInitial: 149,
      interval: 'month',
      offerIds: [OFFER.allAccess],
    },
    {
      id: 304,
      name: 'Games Monthly',
      group: 'games',
      description: 'Every game and app.',
      priceRecurring: 1299,
      priceInitial: 1299,
      interval: 'month',
      offerIds: [OFFER.games],
    },
    {
      id: 305,
      name: 'Movies Monthly',
      group: 'movies',
      description: 'Every movie in the catalogue.',
      priceRecurring: 1099,
      priceInitial: 1099,
      interval: 'month',
      offerIds: [OFFER.movies],
    },
  ]),
  ...brandPlans('vpn', [
    // 'VPN Platinum' is a name the domain knows (SPEC.md 4): keep it exact.
    {
      id: 401,
      name: VPN_PLATINUM_PLAN_NAME,
      group: 'vpn',
      description: 'Private browsing on up to 10 devices, every server location.',
      priceRecurring: 1199,
      priceInitial: 1199,
      interval: 'month',
      offerIds: [OFFER.vpn],
    },
    {
      id: 402,
      name: VPN_PLATINUM_PLAN_NAME,
      group: 'vpn',
      description: 'VPN Platinum billed yearly: 45% less than monthly.',
      priceRecurring: 7999,
      priceInitial: 7999,
      interval: 'year',
      offerIds: [OFFER.vpn],
    },
    {
      id: 403,
      name: 'VPN Trial',
      group: 'trial',
      description: `${TRIAL_DAYS} days of VPN Platinum, then monthly.`,
      trialPeriodDays: TRIAL_DAYS,
      priceRecurring: 1199,
      priceInitial: 99,
      interval: 'month',
      offerIds: [OFFER.vpn],
    },
  ]),
];

export function planById(id: number): PlanSeed {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`seed: no plan ${id}`);
  return plan;
}
