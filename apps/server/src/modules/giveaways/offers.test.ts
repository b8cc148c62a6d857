import { describe, expect, it } from 'vitest';
import { isUpsellPurchase } from './credit-entries';
import { winnerDisplayName, type SweepModel } from './model';
import { availableOffers, saleProblem, type Buyer } from './offers';

const START = '2026-03-01T05:01:00.000Z';
const END = '2026-04-01T03:59:59.999Z';

function sweep(extra: Partial<SweepModel> = {}): SweepModel {
  return {
    id: '1004',
    name: 'Gaming PC',
    productName: 'PC',
    description: '',
    prizeDescription: '',
    prizeKind: 'physical',
    category: 'promotional',
    memberOnly: false,
    image: '',
    refNumber: 'SW-1',
    tags: [],
    startDate: START,
    endDate: END,
    startAvailableDate: START,
    endAvailableDate: END,
    ms: { start: Date.parse(START), end: Date.parse(END), startAvailable: 0, endAvailable: Date.parse(END) },
    totalEntries: 0,
    price: {
      currency: 'USD',
      symbol: '$',
      countryCode: 'US',
      priceAmount: 199,
      priceEntries: 10,
      multiplierAmount: 499,
      multiplierFactor: 3,
    },
    ...extra,
  };
}

const buyer = (extra: Partial<Buyer> = {}): Buyer => ({
  isActiveMember: true,
  usedOffers: new Set(),
  now: new Date('2026-03-10T12:00:00.000Z'),
  ...extra,
});

describe('saleProblem: what a giveaway sells to a member now (contract "Offers")', () => {
  it.each([
    ['an open promotional giveaway, standard', sweep(), null, 'standard', buyer(), null],
    [
      'before its period',
      sweep(),
      null,
      'standard',
      buyer({ now: new Date('2026-02-28T00:00:00Z') }),
      'sweep_not_started',
    ],
    [
      'after its period',
      sweep(),
      null,
      'standard',
      buyer({ now: new Date('2026-04-02T00:00:00Z') }),
      'sweep_closed',
    ],
    ['once its winner is chosen', sweep(), '2026-03-09T00:00:00.000Z', 'standard', buyer(), 'sweep_closed'],
    [
      'a monthly exclusive',
      sweep({ category: 'monthly_exclusive' }),
      null,
      'standard',
      buyer(),
      'offer_not_available',
    ],
    [
      'member-only to a member without a plan',
      sweep({ memberOnly: true }),
      null,
      'standard',
      buyer({ isActiveMember: false }),
      'offer_not_available',
    ],
    ['member-only to an active member', sweep({ memberOnly: true }), null, 'multiplier', buyer(), null],
    ['an unknown pack', sweep(), null, 'mega', buyer(), 'offer_not_available'],
    ['the bonus pack without the bonus tag', sweep(), null, 'bonus', buyer(), 'offer_not_available'],
    ['the bonus pack with the bonus tag', sweep({ tags: ['bonus_offer'] }), null, 'bonus', buyer(), null],
    [
      'the one-time pack once bought',
      sweep(),
      null,
      'one_time',
      buyer({ usedOffers: new Set(['one_time']) }),
      'offer_not_available',
    ],
    [
      'the standard pack after the one-time pack',
      sweep(),
      null,
      'standard',
      buyer({ usedOffers: new Set(['one_time']) }),
      null,
    ],
  ] as const)('%s', (_what, s, drawnAt, offer, b, expected) => {
    expect(saleProblem(s, drawnAt, offer, b)).toBe(expected);
  });

  it('lists the packs for sale at the brand price, in order, the one-time pack 80% off', () => {
    expect(availableOffers(sweep({ tags: ['bonus_offer'] }), null, buyer())).toEqual([
      { offer: 'standard', entries: 10, amount: 199, listAmount: null, discountPercent: null },
      { offer: 'multiplier', entries: 30, amount: 499, listAmount: null, discountPercent: null },
      { offer: 'one_time', entries: 100, amount: 500, listAmount: 2500, discountPercent: 80 },
      { offer: 'bonus', entries: 20, amount: 199, listAmount: null, discountPercent: null },
    ]);
    expect(availableOffers(sweep(), null, buyer({ now: new Date('2026-05-01T00:00:00Z') }))).toEqual([]);
  });
});

describe('isUpsellPurchase: whether a purchase re-arms the upsell (contract "Ids and tags")', () => {
  const armedTriple = ['sweep_entries:sf:1004', 'sa_upsell:false:1004'];
  it.each([
    ['from the upsell', { source: 'upsell' as const }, [], true],
    ['from the alternative upsell', { source: 'alternative' as const }, [], true],
    ['from the failed-upsell funnel', { source: 'funnel' as const }, [], true],
    ['from the page', { source: 'page' as const }, armedTriple, false],
    ['from the bonus modal', { source: 'bonus' as const }, [], false],
    ['no source: the ×3 pack the armed triple upsell sells', {}, armedTriple, true],
    ['no source: the ×3 pack of another giveaway', { sweepId: '1005' }, armedTriple, false],
    ['no source: the standard pack', { offer: 'standard' }, armedTriple, false],
    [
      'no source: the ×3 pack with the alternative upsell armed',
      {},
      ['sweep_entries:sf:1004', 'sa_upsell:true:1004'],
      false,
    ],
    ['no source: a malformed tag', {}, ['sweep_entries:sf:1004:x', 'sa_upsell:false:1004'], false],
  ])('%s → %s', (_what, extra, tags, expected) => {
    expect(isUpsellPurchase({ sweepId: '1004', offer: 'multiplier', ...extra }, tags)).toBe(expected);
  });
});

describe('winnerDisplayName: first name and last initial', () => {
  it.each([
    [{ first_name: 'Wendy', last_name: 'Park', name: 'W P', email: 'w@x.test' }, 'Wendy P.'],
    [{ first_name: null, last_name: null, name: 'Carlos Mendes', email: 'c@x.test' }, 'Carlos M.'],
    [{ first_name: null, last_name: null, name: 'Madonna', email: 'm@x.test' }, 'Madonna'],
    [{ first_name: null, last_name: null, name: null, email: 'free@playmax.test' }, 'free'],
    [{ first_name: 'ana', last_name: 'ñúñez', name: null, email: 'a@x.test' }, 'ana Ñ.'],
  ])('%o → %s', (row, expected) => {
    expect(winnerDisplayName(row)).toBe(expected);
  });
});
