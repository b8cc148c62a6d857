import { describe, expect, it } from 'vitest';
import {
  checkPlanDraft,
  isKnownMembershipId,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_PRICE_MAX_MINOR,
  type PlanDraft,
} from './plan-draft';

const VALID: PlanDraft = {
  texts: [
    { lang: 'en-us', name: 'Premium Monthly', description: 'Everything.' },
    { lang: 'fr-ca', name: 'Premium mensuel', description: 'Tout.' },
  ],
  group: 'premium',
  priceInitialMinor: 999,
  priceRecurringMinor: 999,
  trialDays: 0,
  interval: 'month',
  intervalCount: 1,
  mediaTypes: ['movie', 'music'],
  membershipId: null,
};

describe('checkPlanDraft', () => {
  it.each<{ case: string; draft: Partial<PlanDraft>; lang?: string; expected: [string, string] | null }>([
    { case: 'a complete draft passes', draft: {}, expected: null },
    {
      case: 'free plans are allowed',
      draft: { priceInitialMinor: 0, priceRecurringMinor: 0 },
      expected: null,
    },
    {
      case: 'the price maximum itself passes',
      draft: { priceRecurringMinor: PLAN_PRICE_MAX_MINOR },
      expected: null,
    },
    { case: 'a Champion membership id passes', draft: { membershipId: 149 }, expected: null },
    { case: 'VPN alone is a plan', draft: { mediaTypes: ['vpn'] }, expected: null },
    { case: 'a year of trial passes', draft: { trialDays: 365 }, expected: null },
    { case: 'two years billed yearly passes', draft: { interval: 'year', intervalCount: 2 }, expected: null },
    {
      case: 'a brand in French needs a French name, not an English one',
      draft: { texts: [{ lang: 'en-us', name: 'Premium', description: '' }] },
      lang: 'fr-ca',
      expected: ['plan_name_required', 'texts.fr-ca'],
    },
    {
      case: 'a blank name does not count as a name',
      draft: { texts: [{ lang: 'en-us', name: '   ', description: '' }] },
      expected: ['plan_name_required', 'texts.en-us'],
    },
    {
      case: 'a description without a name is half written',
      draft: { texts: [...VALID.texts, { lang: 'de-de', name: '', description: 'Alles.' }] },
      expected: ['plan_name_required', 'texts.de-de'],
    },
    {
      case: 'an unknown language',
      draft: { texts: [...VALID.texts, { lang: 'xx-yy', name: 'X', description: '' }] },
      expected: ['invalid_input', 'texts'],
    },
    {
      case: 'a language given twice',
      draft: { texts: [...VALID.texts, { lang: 'fr-ca', name: 'Encore', description: '' }] },
      expected: ['invalid_input', 'texts'],
    },
    {
      case: 'a name too long',
      draft: { texts: [{ lang: 'en-us', name: 'x'.repeat(PLAN_NAME_MAX + 1), description: '' }] },
      expected: ['plan_text_too_long', 'texts.en-us'],
    },
    {
      case: 'a description too long',
      draft: { texts: [{ lang: 'en-us', name: 'P', description: 'x'.repeat(PLAN_DESCRIPTION_MAX + 1) }] },
      expected: ['plan_text_too_long', 'texts.en-us'],
    },
    {
      case: 'a control character in a name',
      draft: { texts: [{ lang: 'en-us', name: 'Pre\u0000mium', description: '' }] },
      expected: ['invalid_characters', 'texts.en-us'],
    },
    { case: 'a group with spaces', draft: { group: 'Premium plans' }, expected: ['invalid_input', 'group'] },
    {
      case: 'a negative price',
      draft: { priceInitialMinor: -1 },
      expected: ['plan_price_invalid', 'priceInitialMinor'],
    },
    {
      case: 'a price in major units with cents',
      draft: { priceRecurringMinor: 9.99 },
      expected: ['plan_price_invalid', 'priceRecurringMinor'],
    },
    {
      case: 'a price above the maximum',
      draft: { priceRecurringMinor: PLAN_PRICE_MAX_MINOR + 1 },
      expected: ['plan_price_invalid', 'priceRecurringMinor'],
    },
    {
      case: 'negative trial days',
      draft: { trialDays: -1 },
      expected: ['plan_trial_days_invalid', 'trialDays'],
    },
    {
      case: 'more than a year of trial',
      draft: { trialDays: 366 },
      expected: ['plan_trial_days_invalid', 'trialDays'],
    },
    {
      case: 'an unknown interval',
      draft: { interval: 'fortnight' },
      expected: ['plan_interval_invalid', 'interval'],
    },
    {
      case: 'an interval count of 0',
      draft: { intervalCount: 0 },
      expected: ['plan_interval_invalid', 'intervalCount'],
    },
    {
      case: 'a period longer than three years',
      draft: { interval: 'year', intervalCount: 4 },
      expected: ['plan_interval_invalid', 'intervalCount'],
    },
    {
      case: 'no media types',
      draft: { mediaTypes: [] },
      expected: ['plan_media_types_invalid', 'mediaTypes'],
    },
    {
      case: 'an unknown media type',
      draft: { mediaTypes: ['movie', 'podcast'] },
      expected: ['plan_media_types_invalid', 'mediaTypes'],
    },
    {
      case: 'a membership id outside 147–151',
      draft: { membershipId: 146 },
      expected: ['plan_membership_invalid', 'membershipId'],
    },
  ])('$case', ({ draft, lang, expected }) => {
    const r = checkPlanDraft({ ...VALID, ...draft }, lang ?? 'en-us');
    expect(r.ok ? null : [r.errorCode, r.field]).toEqual(expected);
  });

  it('trims texts, drops empty languages and orders media types, VPN last', () => {
    const r = checkPlanDraft(
      {
        ...VALID,
        texts: [
          { lang: 'en-us', name: '  Premium  ', description: ' All. ' },
          { lang: 'ja-jp', name: '', description: '' },
        ],
        mediaTypes: ['vpn', 'music', 'movie', 'music'],
      },
      'en-us',
    );
    expect(r.ok && r.draft.texts).toEqual([{ lang: 'en-us', name: 'Premium', description: 'All.' }]);
    expect(r.ok && r.draft.mediaTypes).toEqual(['music', 'movie', 'vpn']);
  });
});

describe('isKnownMembershipId', () => {
  it.each([
    [null, true],
    [147, true],
    [151, true],
    [152, false],
    [101, false],
  ])('%s → %s', (id, expected) => expect(isKnownMembershipId(id)).toBe(expected));
});
