import { describe, expect, it } from 'vitest';
import { nextSweepModal, type ModalSweep } from './next-modal';

const NOW = '2026-05-15T12:00:00Z';
const FUTURE = '2026-05-31T23:59:00-04:00';
const PAST = '2026-04-30T23:59:00-04:00';

function sweep(id: string, over: Partial<ModalSweep> = {}): ModalSweep {
  return {
    id,
    tags: [],
    endDate: FUTURE,
    entries: 0,
    offers: [{ offer: 'standard' }, { offer: 'multiplier' }, { offer: 'one_time' }],
    ...over,
  };
}

const LIST = [
  sweep('1001', { endDate: PAST, offers: [] }),
  sweep('1004', { tags: ['bonus_offer'], entries: 100, offers: [{ offer: 'standard' }, { offer: 'bonus' }] }),
  sweep('1005', { tags: ['failed_upsell_funnel'] }),
  sweep('1008'),
];

const first = () => 0;

/** The bonus offer of 1004, the one giveaway of LIST tagged bonus_offer that sells a bonus pack. */
const BONUS_OFFER_OF_1004: ReturnType<typeof nextSweepModal> = {
  kind: 'bonus',
  key: 'bonus',
  sweepId: '1004',
};

/** After buying entries in 1008, its own multiplier pack offered (the triple upsell). */
const TRIPLE_UPSELL_OF_1008: ReturnType<typeof nextSweepModal> = {
  kind: 'upsell',
  key: 'upsell',
  variant: 'triple',
  purchasedSweepId: '1008',
  sweepId: '1008',
  offer: 'multiplier',
};

describe('nextSweepModal (SPEC.md 4 "Sweep feature": one modal at a time, winner, upsell, bonus)', () => {
  const cases: {
    name: string;
    tags: string[];
    closed?: string[];
    sweeps?: ModalSweep[];
    expected: ReturnType<typeof nextSweepModal>;
  }[] = [
    {
      name: 'no tags: only the bonus offer',
      tags: [],
      expected: BONUS_OFFER_OF_1004,
    },
    {
      name: 'a win comes first',
      tags: ['sweep_entries:sf:1008', 'sa_upsell:false:1008', 'sa_winner:1001'],
      expected: { kind: 'winner', key: 'winner:1001', sweepId: '1001' },
    },
    {
      name: 'a displayed win is not shown again',
      tags: ['sa_winner:1001', 'winner_displayed:1001', 'sweep_bonus_offer_modal:displayed'],
      expected: null,
    },
    {
      name: 'a win closed in this page is skipped while its tag is on its way',
      tags: ['sa_winner:1001', 'sweep_bonus_offer_modal:displayed'],
      closed: ['winner:1001'],
      expected: null,
    },
    {
      name: 'a malformed winner tag is ignored',
      tags: ['sa_winner:1001:x', 'sweep_bonus_offer_modal:displayed'],
      expected: null,
    },
    {
      name: 'triple upsell offers the purchased giveaway its multiplier pack',
      tags: ['sweep_entries:sf:1008', 'sa_upsell:false:1008'],
      expected: TRIPLE_UPSELL_OF_1008,
    },
    {
      name: 'alternative upsell offers another open giveaway not entered (1004 has entries, 1001 ended)',
      tags: ['sweep_entries:sf:1008', 'sa_upsell:true:1008'],
      expected: {
        kind: 'upsell',
        key: 'upsell',
        variant: 'alternative',
        purchasedSweepId: '1008',
        sweepId: '1005',
        offer: 'standard',
      },
    },
    {
      name: 'alternative with nothing else open falls back to the triple offer',
      tags: ['sweep_entries:sf:1008', 'sa_upsell:true:1008'],
      sweeps: [sweep('1008')],
      expected: TRIPLE_UPSELL_OF_1008,
    },
    {
      name: 'upsell_displayed stops the upsell',
      tags: ['sweep_entries:sf:1008', 'sa_upsell:false:1008', 'upsell_displayed'],
      expected: BONUS_OFFER_OF_1004,
    },
    {
      name: 'an upsell with the wrong number of parts is ignored',
      tags: ['sweep_entries:1008', 'sa_upsell:false:1008', 'sweep_bonus_offer_modal:displayed'],
      expected: null,
    },
    {
      name: 'no upsell when the server sells no multiplier pack of that giveaway',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:false:1001', 'sweep_bonus_offer_modal:displayed'],
      expected: null,
    },
    {
      name: 'the bonus offer shows once',
      tags: ['sweep_bonus_offer_modal:displayed'],
      expected: null,
    },
    {
      name: 'no bonus offer when the server sells no bonus pack',
      tags: [],
      sweeps: [sweep('1004', { tags: ['bonus_offer'], offers: [{ offer: 'standard' }] })],
      expected: null,
    },
    {
      name: 'the upsell closed in this page gives way to the bonus offer',
      tags: ['sweep_entries:sf:1008', 'sa_upsell:false:1008'],
      closed: ['upsell'],
      expected: BONUS_OFFER_OF_1004,
    },
  ];

  it.each(cases)('$name', ({ tags, closed = [], sweeps = LIST, expected }) => {
    expect(
      nextSweepModal({ memberTags: tags, sweeps, closed: new Set(closed), now: NOW, random: first }),
    ).toEqual(expected);
  });
});
