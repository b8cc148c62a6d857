import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  emptyGiveawayForm,
  emptyPostalForm,
  giveawayEditInputFromForm,
  giveawayFormOf,
  giveawayInputFromForm,
  majorText,
  nextMonth,
  postalInputFromForm,
  postalRefusal,
  refusalOf,
} from './giveaway-form';

/** A translator that answers the key and its values, so a test reads what would be translated. */
const t = ((key: string, values?: Record<string, unknown>) => {
  const shown = Object.entries(values ?? {})
    .filter(([name]) => name !== 'defaultValue')
    .map(([name, value]) => `${name}=${String(value)}`);
  return shown.length ? `${key}(${shown.join(',')})` : key;
}) as unknown as TFunction;

describe('the giveaway form', () => {
  it('starts in the month after the current one, across a year', () => {
    expect(nextMonth('2026-03')).toBe('2026-04');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(emptyGiveawayForm('2026-12').month).toBe('2027-01');
  });

  it('sends whole numbers as numbers and empty texts as null', () => {
    const form = {
      ...emptyGiveawayForm('2026-03'),
      name: 'Bike',
      prize: 'A bike',
      price: '1.99',
      entries: '10',
    };
    const checked = giveawayInputFromForm({ ...form, multiplierPrice: ' 4.99 ', factor: '3', months: '2' });
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({
        months: 2,
        entries: 10,
        factor: 3,
        price: '1.99',
        multiplierPrice: '4.99',
        description: null,
        image: null,
      }) as unknown,
    });
  });

  it('names a whole-number field that is not one, with the server problem code', () => {
    const form = { ...emptyGiveawayForm('2026-03'), entries: '10.5' };
    expect(giveawayInputFromForm(form)).toEqual({ ok: false, field: 'entries', problem: 'entries_invalid' });
  });

  it('leaves the prices out of a monthly exclusive giveaway', () => {
    const form = { ...emptyGiveawayForm('2026-03'), category: 'monthly_exclusive' as const, price: '1.99' };
    const checked = giveawayInputFromForm(form);
    expect(checked.ok && checked.input.price).toBeNull();
  });

  it('puts a refusal on the field the server names, translated with its values', () => {
    const refusal = refusalOf(
      t,
      {
        errorCode: 'invalid_input',
        extra: { field: 'month', problem: 'month_opened', params: { month: '2026-03' } },
      },
      ['month', 'name'] as const,
    );
    expect(refusal).toEqual({ field: 'month', text: 'giveaways.problems.month_opened(month=2026-03)' });
    expect(refusalOf(t, { errorCode: 'forbidden', message: 'Not allowed.' }, [])).toEqual({
      field: null,
      text: 'Not allowed.',
    });
  });
});

describe('the edit form', () => {
  it("fills the form from a giveaway, its amounts in the currency's decimals", () => {
    const form = giveawayFormOf(
      {
        name: 'Bike',
        prize: 'A bike',
        description: 'A bike',
        image: '',
        firstMonth: '2026-04',
        monthsOpen: 2,
        category: 'promotional',
        physical: true,
        memberOnly: false,
        priceMinor: 199,
        priceEntries: 10,
        multiplierMinor: 499,
        multiplierFactor: 3,
      },
      2,
    );
    expect(form).toMatchObject({ price: '1.99', multiplierPrice: '4.99', months: '2', description: '' });
    expect(majorText(500, 0)).toBe('500');
  });

  it('sends neither the months nor the category', () => {
    const checked = giveawayInputFromForm(emptyGiveawayForm('2026-03'));
    if (!checked.ok) throw new Error('refused');
    const edit = giveawayEditInputFromForm(checked.input);
    expect(Object.keys(edit)).not.toEqual(expect.arrayContaining(['month']));
    expect('months' in edit || 'category' in edit).toBe(false);
  });
});

describe('the postal entry form', () => {
  it('sends optional fields as null', () => {
    expect(postalInputFromForm({ ...emptyPostalForm(), envelopeRef: 'E1' })).toMatchObject({
      envelopeRef: 'E1',
      phone: null,
      country: null,
      received: null,
    });
  });

  it('names the envelope field of a duplicate envelope', () => {
    const refusal = postalRefusal(t, { errorCode: 'postal_duplicate', extra: { envelopeRef: 'ENV-1' } });
    expect(refusal.fields).toEqual({ envelopeRef: 'giveaways.postal.duplicate(envelope=ENV-1)' });
  });

  it("marks every missing field, the address of a PO box, and the e-mail, in the console's words", () => {
    const incomplete = postalRefusal(t, {
      errorCode: 'postal_incomplete',
      message: 'Missing.',
      extra: { fields: ['city', 'postcode', 'unknown'] },
    });
    expect(incomplete.fields).toEqual({
      city: 'giveaways.postal.incomplete',
      postcode: 'giveaways.postal.incomplete',
    });
    expect(postalRefusal(t, { errorCode: 'postal_po_box', message: 'PO' }).fields).toEqual({
      address: 'giveaways.postal.poBox',
    });
    expect(postalRefusal(t, { errorCode: 'postal_invalid_email', message: 'E' }).fields).toEqual({
      email: 'giveaways.postal.invalidEmail',
    });
  });
});
