import { describe, expect, it } from 'vitest';
import {
  bonusOfferSweep,
  failedUpsellSweep,
  memberTagsAfterEntryPurchase,
  sweepModalMayBeDue,
  upsellKindAfterPurchase,
  upsellModal,
  winnerModalQueue,
} from './modals';
import type { EntryOffer } from './offers';

const SWEEPS = [{ id: '1001' }, { id: '1002' }, { id: '1003' }];

describe('winnerModalQueue (SPEC.md 4: sa_winner… not yet winner_displayed)', () => {
  it.each([
    { case: 'no tags, no modal', tags: [], expected: [] },
    { case: 'one win', tags: ['sa_winner:1001'], expected: ['1001'] },
    {
      case: 'wins in tag order',
      tags: ['sa_winner:1003', 'x', 'sa_winner:1001'],
      expected: ['1003', '1001'],
    },
    {
      case: 'a displayed win is skipped',
      tags: ['sa_winner:1001', 'sa_winner:1002', 'winner_displayed:1001'],
      expected: ['1002'],
    },
    {
      case: 'the marker of another sweep does not hide this one',
      tags: ['sa_winner:1001', 'winner_displayed:1002'],
      expected: ['1001'],
    },
    { case: 'a sweep the list does not know is ignored', tags: ['sa_winner:9999'], expected: [] },
    {
      case: 'a duplicate tag opens one modal',
      tags: ['sa_winner:1001', 'sa_winner:1001'],
      expected: ['1001'],
    },
    { case: 'too many parts are ignored', tags: ['sa_winner:1001:extra'], expected: [] },
    { case: 'too few parts are ignored', tags: ['sa_winner', 'sa_winner:'], expected: [] },
    {
      case: 'a malformed marker does not hide a win',
      tags: ['sa_winner:1001', 'winner_displayed:1001:x'],
      expected: ['1001'],
    },
    { case: 'the prefix must match exactly', tags: ['sa_winners:1001', 'sa_winner_1001'], expected: [] },
  ])('$case', ({ tags, expected }) => {
    expect(winnerModalQueue(tags, SWEEPS)).toEqual(expected);
  });
});

describe('upsellModal (SPEC.md 4: sweep_entries:sf:{id} and sa_upsell:{true|false}:…)', () => {
  it.each([
    {
      case: 'alternative when true',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:true:1001'],
      expected: { sweepId: '1001', kind: 'alternative' },
    },
    {
      case: 'triple when false',
      tags: ['sa_upsell:false:1001', 'sweep_entries:sf:1001'],
      expected: { sweepId: '1001', kind: 'triple' },
    },
    {
      case: 'none once upsell_displayed',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:false:1001', 'upsell_displayed'],
      expected: null,
    },
    { case: 'none without sa_upsell', tags: ['sweep_entries:sf:1001'], expected: null },
    { case: 'none without sweep_entries', tags: ['sa_upsell:true:1001'], expected: null },
    {
      case: 'sweep_entries with 2 parts is ignored',
      tags: ['sweep_entries:1001', 'sa_upsell:true:1001'],
      expected: null,
    },
    {
      case: 'sweep_entries with 4 parts is ignored',
      tags: ['sweep_entries:sf:1001:x', 'sa_upsell:true:1001'],
      expected: null,
    },
    {
      case: 'sweep_entries with another middle part is ignored',
      tags: ['sweep_entries:xx:1001', 'sa_upsell:true:1001'],
      expected: null,
    },
    {
      case: 'sa_upsell with 2 parts is ignored',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:true'],
      expected: null,
    },
    {
      case: 'sa_upsell with 4 parts is ignored',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:true:1001:x'],
      expected: null,
    },
    {
      case: 'sa_upsell other than true|false is ignored',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:yes:1001'],
      expected: null,
    },
    {
      case: 'the newest well-formed tags win',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:true:1001', 'sweep_entries:sf:1002', 'sa_upsell:false:1002'],
      expected: { sweepId: '1002', kind: 'triple' },
    },
    {
      case: 'a malformed newer tag does not replace a good one',
      tags: ['sweep_entries:sf:1001', 'sa_upsell:true:1001', 'sweep_entries:sf:', 'sa_upsell:maybe:1'],
      expected: { sweepId: '1001', kind: 'alternative' },
    },
  ])('$case', ({ tags, expected }) => {
    expect(upsellModal(tags)).toEqual(expected);
  });
});

describe('bonusOfferSweep (SPEC.md 4: once, unless sweep_bonus_offer_modal:displayed)', () => {
  const sweeps = [
    { id: '1001', tags: [] },
    { id: '1002', tags: ['bonus_offer'] },
    { id: '1003', tags: ['bonus_offer', 'failed_upsell_funnel'] },
  ];
  it.each([
    { case: 'the first sweep with the bonus tag', tags: [], list: sweeps, expected: '1002' },
    {
      case: 'none once displayed',
      tags: ['sweep_bonus_offer_modal:displayed'],
      list: sweeps,
      expected: null,
    },
    { case: 'none without a bonus sweep', tags: [], list: [{ id: '1001', tags: ['x'] }], expected: null },
    {
      case: 'a near-miss marker does not suppress it',
      tags: ['sweep_bonus_offer_modal:displayed:x'],
      list: sweeps,
      expected: '1002',
    },
  ])('$case', ({ tags, list, expected }) => {
    expect(bonusOfferSweep(tags, list)).toBe(expected);
  });
});

describe('sweepModalMayBeDue (no giveaways list needed when the tags rule every modal out)', () => {
  const seen = 'sweep_bonus_offer_modal:displayed';
  it.each([
    { case: 'the bonus offer not yet shown', tags: [], expected: true },
    { case: 'nothing once the bonus offer was shown', tags: [seen], expected: false },
    { case: 'a win not yet shown', tags: [seen, 'sa_winner:1001'], expected: true },
    {
      case: 'not a win already shown',
      tags: [seen, 'sa_winner:1001', 'winner_displayed:1001'],
      expected: false,
    },
    {
      case: 'one win shown, another not',
      tags: [seen, 'sa_winner:1001', 'winner_displayed:1001', 'sa_winner:1002'],
      expected: true,
    },
    { case: 'a malformed win tag', tags: [seen, 'sa_winner:1001:x'], expected: false },
    {
      case: 'an armed upsell',
      tags: [seen, 'sweep_entries:sf:1001', 'sa_upsell:false:1001'],
      expected: true,
    },
    {
      case: 'not an upsell already shown',
      tags: [seen, 'sweep_entries:sf:1001', 'sa_upsell:true:1001', 'upsell_displayed'],
      expected: false,
    },
    { case: 'not half an upsell', tags: [seen, 'sweep_entries:sf:1001'], expected: false },
  ])('$case', ({ tags, expected }) => {
    expect(sweepModalMayBeDue(tags)).toBe(expected);
  });
});

describe('failedUpsellSweep (SPEC.md 4: the sweep carrying its own tag)', () => {
  it.each([
    {
      list: [
        { id: '1', tags: ['bonus_offer'] },
        { id: '2', tags: ['failed_upsell_funnel'] },
      ],
      expected: '2',
    },
    { list: [{ id: '1', tags: ['failed_upsell'] }], expected: null },
    { list: [], expected: null },
  ])('$list → $expected', ({ list, expected }) => {
    expect(failedUpsellSweep(list)).toBe(expected);
  });
});

describe('upsellKindAfterPurchase (true = alternative upsell)', () => {
  it.each<{ offer: EntryOffer; hasAlternative: boolean; expected: boolean }>([
    { offer: 'multiplier', hasAlternative: true, expected: true },
    { offer: 'multiplier', hasAlternative: false, expected: false },
    { offer: 'standard', hasAlternative: true, expected: false },
    { offer: 'one_time', hasAlternative: true, expected: false },
    { offer: 'bonus', hasAlternative: true, expected: false },
  ])('$offer with alternative=$hasAlternative → $expected', ({ offer, hasAlternative, expected }) => {
    expect(upsellKindAfterPurchase({ offer, hasAlternative })).toBe(expected);
  });
});

describe('memberTagsAfterEntryPurchase (the upsell shows once per purchase)', () => {
  const before = ['x', 'sweep_entries:sf:1001', 'sa_upsell:true:1001', 'upsell_displayed', 'sa_winner:1000'];
  it.each<{
    case: string;
    offer: EntryOffer;
    fromUpsell: boolean;
    hasAlternative: boolean;
    expected: string[];
  }>([
    {
      case: 'a standard purchase replaces the tags and re-arms the upsell',
      offer: 'standard',
      fromUpsell: false,
      hasAlternative: true,
      expected: ['x', 'sa_winner:1000', 'sweep_entries:sf:1002', 'sa_upsell:false:1002'],
    },
    {
      case: 'a multiplier purchase with another giveaway open arms the alternative upsell',
      offer: 'multiplier',
      fromUpsell: false,
      hasAlternative: true,
      expected: ['x', 'sa_winner:1000', 'sweep_entries:sf:1002', 'sa_upsell:true:1002'],
    },
    {
      case: 'a one-time purchase re-arms the triple upsell',
      offer: 'one_time',
      fromUpsell: false,
      hasAlternative: false,
      expected: ['x', 'sa_winner:1000', 'sweep_entries:sf:1002', 'sa_upsell:false:1002'],
    },
    {
      case: 'an upsell purchase does not re-arm it',
      offer: 'multiplier',
      fromUpsell: true,
      hasAlternative: true,
      expected: before,
    },
    {
      case: 'the bonus offer does not re-arm it',
      offer: 'bonus',
      fromUpsell: false,
      hasAlternative: true,
      expected: before,
    },
  ])('$case', ({ offer, fromUpsell, hasAlternative, expected }) => {
    expect(
      memberTagsAfterEntryPurchase(before, { sweepId: '1002', offer, fromUpsell, hasAlternative }),
    ).toEqual(expected);
  });
});
