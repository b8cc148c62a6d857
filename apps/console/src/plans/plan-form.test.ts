import { describe, expect, it } from 'vitest';
import type { ConsolePlanFieldsFragment } from '../gql/graphql';
import {
  emptyPlanForm,
  languagesInOrder,
  planFieldOfError,
  planFormFromPlan,
  planInputFromForm,
  samePlanForm,
} from './plan-form';

const plan: ConsolePlanFieldsFragment = {
  id: '148',
  brandId: 'playmax',
  texts: [
    { lang: 'en-us', name: 'Champion', description: 'Every title' },
    { lang: 'fr-ca', name: 'Champion FR', description: '' },
  ],
  group: 'champion',
  priceInitialMinor: 99,
  priceRecurringMinor: 4999,
  currency: 'USD',
  symbol: '$',
  trialDays: 7,
  interval: 'month',
  intervalCount: 1,
  mediaTypes: ['movie', 'vpn'],
  membershipId: 148,
  onSale: true,
  activeSubscribers: 3,
};

describe('planFormFromPlan and planInputFromForm', () => {
  it('reads a plan into the form in major units', () => {
    const form = planFormFromPlan(plan);
    expect(form.priceInitial).toBe('0.99');
    expect(form.priceRecurring).toBe('49.99');
    expect(form.texts['fr-ca'].name).toBe('Champion FR');
    expect(form.texts['de-de']).toEqual({ name: '', description: '' });
    expect(form.membershipId).toBe('148');
  });

  it('writes the same plan back, leaving out the languages never written', () => {
    const result = planInputFromForm(planFormFromPlan(plan), 'USD', 'en-us');
    expect(result).toEqual({
      ok: true,
      input: {
        texts: [
          { lang: 'en-us', name: 'Champion', description: 'Every title' },
          { lang: 'fr-ca', name: 'Champion FR', description: '' },
        ],
        group: 'champion',
        priceInitialMinor: 99,
        priceRecurringMinor: 4999,
        trialDays: 7,
        interval: 'month',
        intervalCount: 1,
        mediaTypes: ['movie', 'vpn'],
        membershipId: 148,
      },
    });
  });

  it('converts by the currency digits (yen has none) and keeps a half-written language for the server', () => {
    const form = {
      ...emptyPlanForm(),
      priceInitial: '0',
      priceRecurring: '1200',
      mediaTypes: ['game'],
    };
    form.texts['ja-jp'] = { name: ' プレミアム ', description: '' };
    form.texts['it-it'] = { name: '', description: 'Solo descrizione' };
    const result = planInputFromForm(form, 'JPY', 'ja-jp');
    expect(result.ok && result.input).toMatchObject({
      texts: [
        { lang: 'it-it', name: '', description: 'Solo descrizione' },
        { lang: 'ja-jp', name: 'プレミアム', description: '' },
      ],
      priceInitialMinor: 0,
      priceRecurringMinor: 1200,
      membershipId: null,
    });
  });

  it.each([
    { change: { priceInitial: '' }, field: 'priceInitial', errorCode: 'plan_price_invalid' },
    {
      change: { priceInitial: '1', priceRecurring: '9.999' },
      field: 'priceRecurring',
      errorCode: 'plan_price_invalid',
    },
    {
      change: { priceInitial: '1', priceRecurring: '2', trialDays: '1.5' },
      field: 'trialDays',
      errorCode: 'plan_trial_days_invalid',
    },
    {
      change: { priceInitial: '1', priceRecurring: '2', intervalCount: '' },
      field: 'intervalCount',
      errorCode: 'plan_interval_invalid',
    },
  ])('points at $field when it cannot be read', ({ change, field, errorCode }) => {
    expect(planInputFromForm({ ...emptyPlanForm(), ...change }, 'USD', 'en-us')).toEqual({
      ok: false,
      field,
      errorCode,
    });
  });
});

describe('planFieldOfError', () => {
  it.each([
    { extra: { field: 'texts.fr-ca' }, expected: 'name-fr-ca' },
    { extra: { field: 'texts.xx-yy' }, expected: null },
    { extra: { field: 'priceInitialMinor' }, expected: 'priceInitial' },
    { extra: { field: 'priceRecurringMinor' }, expected: 'priceRecurring' },
    { extra: { field: 'membershipId' }, expected: 'membershipId' },
    { extra: { field: 'texts' }, expected: null },
    { extra: null, expected: null },
    { extra: 'field', expected: null },
  ])('$extra → $expected', ({ extra, expected }) => {
    expect(planFieldOfError(extra)).toBe(expected);
  });
});

describe('languagesInOrder and samePlanForm', () => {
  it('lists the brand default first, then the others in their usual order', () => {
    expect(languagesInOrder('ja-jp')).toEqual([
      'ja-jp',
      'en-us',
      'fr-ca',
      'de-de',
      'it-it',
      'pt-pt',
      'es-es',
      'my-ms',
    ]);
  });

  it('tells a changed form from the saved one', () => {
    const saved = planFormFromPlan(plan);
    expect(samePlanForm(saved, planFormFromPlan(plan))).toBe(true);
    expect(samePlanForm(saved, { ...saved, trialDays: '8' })).toBe(false);
  });
});
