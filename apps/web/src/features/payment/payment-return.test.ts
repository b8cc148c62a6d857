import { describe, expect, it } from 'vitest';
import { priceText, readPaymentReturn, withoutPaymentReturn } from './payment-return';

const q = (params: Record<string, string>) => new URLSearchParams(params);
const state = (value: unknown) => JSON.stringify(value);
const subscriptionState = {
  is_success: true,
  slug: 'subscription',
  subscription_provider: 'sandbox',
  price: '19.99',
  subscription_id: 'sub_1',
};

describe('readPaymentReturn', () => {
  it('is none without a state parameter', () => {
    expect(readPaymentReturn(q({ subscription_id: 'sub_1' }))).toEqual({ kind: 'none' });
  });

  it.each([
    ['state that is not JSON', '{is_success:true'],
    ['state that is a JSON array', state([true, 'subscription', 'sandbox'])],
    ['state without is_success', state({ slug: 'subscription', subscription_provider: 'sandbox' })],
    [
      'state with a numeric is_success',
      state({ is_success: 1, slug: 'x', subscription_provider: 'sandbox' }),
    ],
    ['state without slug', state({ is_success: true, subscription_provider: 'sandbox' })],
    ['state without subscription_provider', state({ is_success: true, slug: 'coins' })],
  ])('ignores a %s', (_name, raw) => {
    expect(readPaymentReturn(q({ state: raw })).kind).toBe('ignored');
  });

  it('needs price and subscription_id for a subscription', () => {
    const { price: _price, ...withoutPrice } = subscriptionState;
    expect(readPaymentReturn(q({ state: state(withoutPrice), subscription_id: 'sub_1' })).kind).toBe(
      'ignored',
    );
  });

  it('ignores a subscription state without subscription_id even when the query has one', () => {
    const { subscription_id: _id, ...withoutId } = subscriptionState;
    expect(readPaymentReturn(q({ state: state(withoutId), subscription_id: 'sub_9' })).kind).toBe('ignored');
  });

  it('ignores a subscription whose query and state name different subscriptions', () => {
    expect(readPaymentReturn(q({ state: state(subscriptionState), subscription_id: 'sub_2' })).kind).toBe(
      'ignored',
    );
  });

  it('reads a complete subscription return, success or failure', () => {
    expect(readPaymentReturn(q({ state: state(subscriptionState), subscription_id: 'sub_1' }))).toEqual({
      kind: 'subscription',
      subscriptionId: 'sub_1',
      state: {
        isSuccess: true,
        slug: 'subscription',
        subscriptionProvider: 'sandbox',
        price: '19.99',
        subscriptionId: 'sub_1',
      },
    });
    const failed = readPaymentReturn(
      q({ state: state({ ...subscriptionState, is_success: false }), subscription_id: 'sub_1' }),
    );
    expect(failed).toMatchObject({ kind: 'subscription', state: { isSuccess: false } });
  });

  it('reads a card return with its payment method token', () => {
    const raw = state({ is_success: true, slug: 'payment-method', subscription_provider: 'sandbox' });
    expect(
      readPaymentReturn(q({ state: raw, payment_method: 'pm_1', setup_intent: 'seti_1' })),
    ).toMatchObject({
      kind: 'payment-method',
      paymentMethodId: 'pm_1',
    });
  });

  it('reads other complete payments (sweep entries, coins) as plain payments', () => {
    const raw = state({ is_success: true, slug: 'coins', subscription_provider: 'paypal' });
    expect(readPaymentReturn(q({ state: raw })).kind).toBe('payment');
  });
});

describe('withoutPaymentReturn', () => {
  it('removes only the return keys from the query', () => {
    expect(
      withoutPaymentReturn(
        q({ state: '{}', subscription_id: 's', setup_intent: 'i', payment_method: 'p', tab: 'x' }),
      ),
    ).toBe('?tab=x');
    expect(withoutPaymentReturn(q({ state: '{}' }))).toBe('');
  });
});

describe('priceText', () => {
  it('puts the currency symbol before the price with two decimals', () => {
    expect(priceText('1.95', '$')).toBe('$1.95');
    expect(priceText('20', '€')).toBe('€20.00');
  });

  it("writes the currency's own digits when the activation names it", () => {
    expect(priceText('1200', '¥', 'JPY')).toBe('¥1200');
    expect(priceText('1.5', 'KD', 'KWD')).toBe('KD1.500');
    expect(priceText('20', '€', 'EUR')).toBe('€20.00');
  });

  it('keeps text it cannot read as a number, and is null without a price', () => {
    expect(priceText('free', '$')).toBe('free');
    expect(priceText(null, '$')).toBeNull();
  });
});
