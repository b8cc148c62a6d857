import { SWEEP_BONUS_OFFER_DISPLAYED_TAG } from '@member-area/domain';
import type { DateSpec } from './time';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface SubscriptionSeed {
  planId: number;
  /** trial: is_trial 1; cancelled: cancelled a few days ago, access runs to the end of the paid period. */
  state: 'active' | 'trial' | 'cancelled';
  provider: string;
}

export interface PaymentMethodSeed {
  provider: 'sandbox' | 'paypal';
  cardBrand: string | null;
  first6: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
}

export interface PersonaSeed {
  brandId: string;
  email: string;
  /** What the persona is for; shown in the seed's progress output and the docs. */
  demonstrates: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  timezone: string;
  lang: string;
  referenceNumber: string;
  subscriptionProvider: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  greenPoints: number;
  coinsBalance: number;
  isDemo: boolean;
  isActive: boolean;
  createdAt: DateSpec;
  /** 'YYYY-MM-DD' (giveaway entrants must be 18 or over); null: the buy dialog asks for it. */
  dateOfBirth: string | null;
  tags: readonly string[];
  subscriptions: readonly SubscriptionSeed[];
  paymentMethods: readonly PaymentMethodSeed[];
}

const card = (
  cardBrand: string,
  first6: string,
  last4: string,
  expMonth: number,
  expYear: number,
  isDefault = true,
): PaymentMethodSeed => ({ provider: 'sandbox', cardBrand, first6, last4, expMonth, expYear, isDefault });

const PAYPAL: PaymentMethodSeed = {
  provider: 'paypal',
  cardBrand: null,
  first6: null,
  last4: null,
  expMonth: null,
  expYear: null,
  isDefault: true,
};

type PersonaInput = Omit<
  PersonaSeed,
  | 'lang'
  | 'greenPoints'
  | 'coinsBalance'
  | 'isDemo'
  | 'isActive'
  | 'phoneNumber'
  | 'countryCode'
  | 'dateOfBirth'
  | 'tags'
  | 'subscriptions'
  | 'paymentMethods'
> &
  Partial<PersonaSeed>;

function persona(input: PersonaInput): PersonaSeed {
  return withBonusOfferSeen({
    lang: 'en-us',
    greenPoints: 0,
    coinsBalance: 0,
    isDemo: false,
    isActive: true,
    phoneNumber: null,
    countryCode: 'US',
    dateOfBirth: null,
    tags: [],
    subscriptions: [],
    paymentMethods: [],
    ...input,
  });
}

const DONE = 'onboarding_status:completed';
const VISITED = 'ma_visited:true';

/**
 * The bonus offer modal shows once per member (SPEC.md 4 "Sweep feature") on home and the giveaways
 * screens. The demo personas have seen it already, like onboarding, except winner@, whose journey
 * shows the giveaway modals one after another (apps/web/e2e/tests/giveaway-modals.spec.ts): on the
 * others it would cover the screens their own journeys are about.
 */
const SEES_BONUS_OFFER: ReadonlySet<string> = new Set(['winner@playmax.test']);

function withBonusOfferSeen(seed: PersonaSeed): PersonaSeed {
  return SEES_BONUS_OFFER.has(seed.email)
    ? seed
    : { ...seed, tags: [...seed.tags, SWEEP_BONUS_OFFER_DISPLAYED_TAG] };
}

/**
 * The demo personas of DESIGN.md 4, all with DEMO_PASSWORD. Card numbers are never stored: only the
 * sandbox token, brand, first 6 (for account recovery) and last 4 digits. Each card is unique so
 * "forgot e-mail" by first 6 + last 4 finds exactly one account.
 */
export const PERSONAS: readonly PersonaSeed[] = [
  persona({
    brandId: 'playmax',
    email: 'paid@playmax.test',
    dateOfBirth: '1988-04-12',
    demonstrates: 'active paid All Access monthly, Visa 4242 on file',
    name: 'Paula Reyes',
    firstName: 'Paula',
    lastName: 'Reyes',
    timezone: 'America/Chicago',
    referenceNumber: 'PMX-100001',
    subscriptionProvider: 'sandbox',
    phoneNumber: '+1 512-555-0117',
    greenPoints: 14,
    coinsBalance: 300,
    createdAt: { at: '2025-03-14T16:22:05.000Z' },
    tags: [DONE, VISITED],
    subscriptions: [{ planId: 101, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '424242', '4242', 12, 2029)],
  }),
  persona({
    brandId: 'playmax',
    email: 'trial@playmax.test',
    demonstrates: 'active 20-day trial (is_trial), onboarding not started',
    name: 'Theo Marsh',
    firstName: 'Theo',
    lastName: 'Marsh',
    timezone: 'America/Los_Angeles',
    referenceNumber: 'PMX-100002',
    subscriptionProvider: 'sandbox',
    createdAt: { daysAgo: 6 },
    subscriptions: [{ planId: 103, state: 'trial', provider: 'sandbox' }],
    paymentMethods: [card('mastercard', '555555', '4444', 8, 2028)],
  }),
  persona({
    brandId: 'playmax',
    email: 'free@playmax.test',
    demonstrates: 'demo (free) account, no subscription, no name (falls back to "free")',
    name: null,
    firstName: null,
    lastName: null,
    timezone: 'America/New_York',
    referenceNumber: 'PMX-100003',
    subscriptionProvider: null,
    countryCode: null,
    isDemo: true,
    createdAt: { daysAgo: 2 },
  }),
  persona({
    brandId: 'playmax',
    email: 'champion@playmax.test',
    dateOfBirth: '1979-09-23',
    demonstrates: 'Champion Gold, membership 149 (5 bonus coins, marketplace discount), backup card',
    name: 'Carlos Mendes',
    firstName: 'Carlos',
    lastName: 'Mendes',
    timezone: 'America/Denver',
    referenceNumber: 'PMX-100004',
    subscriptionProvider: 'sandbox',
    phoneNumber: '+1 303-555-0148',
    greenPoints: 36,
    coinsBalance: 2400,
    createdAt: { at: '2024-08-02T19:04:41.000Z' },
    tags: [DONE, VISITED],
    subscriptions: [{ planId: 149, state: 'active', provider: 'sandbox' }],
    paymentMethods: [
      card('visa', '411111', '1111', 3, 2028),
      card('mastercard', '520082', '8210', 11, 2027, false),
    ],
  }),
  persona({
    brandId: 'playmax',
    email: 'cancelled@playmax.test',
    demonstrates:
      'cancelled this week (cancel_ref_id), access until the end of the paid period; joined before 2023-01-17',
    name: 'Carol Whitfield',
    firstName: 'Carol',
    lastName: 'Whitfield',
    timezone: 'America/New_York',
    referenceNumber: 'PMX-100005',
    subscriptionProvider: 'sandbox',
    greenPoints: 22,
    coinsBalance: 75,
    // Before 2023-01-17 and without ma_visited: the first-visit event must not be sent.
    createdAt: { at: '2022-11-05T14:37:12.000Z' },
    tags: [DONE],
    subscriptions: [{ planId: 101, state: 'cancelled', provider: 'sandbox' }],
    paymentMethods: [card('visa', '400000', '0077', 5, 2027)],
  }),
  persona({
    brandId: 'playmax',
    email: 'movieonly@playmax.test',
    demonstrates: 'only the Movies offer: movie media only, gets the cm_upsell:vpn cross-industry upsell',
    name: 'Miles Okafor',
    firstName: 'Miles',
    lastName: 'Okafor',
    timezone: 'America/Phoenix',
    referenceNumber: 'PMX-100006',
    subscriptionProvider: 'sandbox',
    greenPoints: 3,
    createdAt: { at: '2025-06-21T09:15:30.000Z' },
    tags: [DONE],
    subscriptions: [{ planId: 104, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '400005', '5556', 10, 2028)],
  }),
  persona({
    brandId: 'playmax',
    email: 'winner@playmax.test',
    dateOfBirth: '1991-06-30',
    demonstrates: 'giveaway winner (sa_winner:1001), yearly plan',
    name: 'Wendy Park',
    firstName: 'Wendy',
    lastName: 'Park',
    timezone: 'America/Los_Angeles',
    referenceNumber: 'PMX-100007',
    subscriptionProvider: 'sandbox',
    phoneNumber: '+1 415-555-0173',
    greenPoints: 9,
    coinsBalance: 150,
    createdAt: { at: '2024-02-11T21:48:09.000Z' },
    tags: [DONE, VISITED, 'sa_winner:1001'],
    subscriptions: [{ planId: 102, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '401288', '1881', 9, 2028)],
  }),
  persona({
    brandId: 'playmax',
    email: 'test@playmax.test',
    demonstrates: 'test member (subscription provider milkbox_test), name "Unknown" (falls back to "test")',
    name: 'Unknown',
    firstName: null,
    lastName: null,
    timezone: 'America/New_York',
    referenceNumber: 'PMX-100008',
    subscriptionProvider: 'milkbox_test',
    createdAt: { at: '2025-11-03T12:00:00.000Z' },
    tags: [DONE],
    subscriptions: [{ planId: 101, state: 'active', provider: 'milkbox_test' }],
  }),
  persona({
    brandId: 'playmax',
    email: 'paypal@playmax.test',
    demonstrates: 'pays with PayPal (no card digits on file)',
    name: 'Priya Natarajan',
    firstName: 'Priya',
    lastName: 'Natarajan',
    timezone: 'America/Chicago',
    referenceNumber: 'PMX-100009',
    subscriptionProvider: 'paypal',
    greenPoints: 5,
    createdAt: { at: '2025-01-27T17:30:54.000Z' },
    tags: [DONE, VISITED],
    subscriptions: [{ planId: 101, state: 'active', provider: 'paypal' }],
    paymentMethods: [PAYPAL],
  }),
  persona({
    brandId: 'playmax',
    email: 'inactive@playmax.test',
    demonstrates: 'account not yet active (is_active 0), no subscription',
    name: 'Ian Brooks',
    firstName: 'Ian',
    lastName: 'Brooks',
    timezone: 'America/New_York',
    referenceNumber: 'PMX-100010',
    subscriptionProvider: null,
    isActive: false,
    createdAt: { daysAgo: 1 },
  }),
  persona({
    brandId: 'playmax',
    email: 'gb@playmax.test',
    dateOfBirth: '1984-02-17',
    demonstrates: 'address in GB: sweeps blocked by country, active subscription',
    name: 'George Hale',
    firstName: 'George',
    lastName: 'Hale',
    timezone: 'Europe/London',
    referenceNumber: 'PMX-100011',
    subscriptionProvider: 'sandbox',
    countryCode: 'GB',
    phoneNumber: '+44 20 7946 0018',
    greenPoints: 11,
    createdAt: { at: '2024-10-09T08:12:26.000Z' },
    tags: [DONE, VISITED],
    subscriptions: [{ planId: 101, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '476173', '0010', 2, 2028)],
  }),
  persona({
    brandId: 'playmax',
    email: 'explorer@playmax.test',
    dateOfBirth: '1996-08-30',
    demonstrates:
      'onboarding not started (playmax has onboarding:enabled): coins for the gift shipping and an impact',
    name: 'Esme Lindqvist',
    firstName: 'Esme',
    lastName: 'Lindqvist',
    timezone: 'America/Denver',
    referenceNumber: 'PMX-100012',
    subscriptionProvider: 'sandbox',
    coinsBalance: 1000,
    createdAt: { daysAgo: 1 },
    tags: [VISITED],
    subscriptions: [{ planId: 101, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '455673', '7580', 1, 2030)],
  }),
  persona({
    brandId: 'clickcoins',
    email: 'member@clickcoins.test',
    dateOfBirth: '1985-01-17',
    demonstrates: 'clickcoins layout, 1250 coins, active Coins Club',
    name: 'Nina Castillo',
    firstName: 'Nina',
    lastName: 'Castillo',
    timezone: 'America/New_York',
    referenceNumber: 'CCN-200001',
    subscriptionProvider: 'sandbox',
    coinsBalance: 1250,
    createdAt: { at: '2025-09-18T15:41:03.000Z' },
    tags: [DONE, VISITED],
    subscriptions: [{ planId: 201, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('mastercard', '510510', '5100', 6, 2028)],
  }),
  persona({
    brandId: 'clickplay',
    email: 'member@clickplay.test',
    dateOfBirth: '1993-11-05',
    demonstrates:
      'clickplay layout, 40 coins (credits can be added), sweeps via sweepsattack:enable with a US address',
    name: 'Owen Tremblay',
    firstName: 'Owen',
    lastName: 'Tremblay',
    timezone: 'America/New_York',
    referenceNumber: 'CPL-300001',
    subscriptionProvider: 'sandbox',
    coinsBalance: 40,
    createdAt: { at: '2026-02-03T18:27:44.000Z' },
    tags: [VISITED, 'sweepsattack:enable'],
    subscriptions: [{ planId: 301, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '450875', '0003', 7, 2029)],
  }),
  persona({
    brandId: 'vpn',
    email: 'member@vpn.test',
    demonstrates: 'vpn layout, VPN Platinum (offer VPN)',
    name: 'Vera Lindqvist',
    firstName: 'Vera',
    lastName: 'Lindqvist',
    timezone: 'America/Los_Angeles',
    referenceNumber: 'HVP-400001',
    subscriptionProvider: 'sandbox',
    createdAt: { at: '2025-12-01T10:05:19.000Z' },
    tags: [VISITED, 'vpn:enabled'],
    subscriptions: [{ planId: 401, state: 'active', provider: 'sandbox' }],
    paymentMethods: [card('visa', '400001', '5550', 4, 2029)],
  }),
];
