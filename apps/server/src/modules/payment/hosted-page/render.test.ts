import { describe, expect, it } from 'vitest';
import { renderHostedPage, type HostedPageModel } from './render';

const CHECKOUT: HostedPageModel = {
  lang: 'de-de',
  brandName: 'Tom & Jerry',
  accent: '#298CB5',
  kind: 'checkout',
  method: 'card',
  action: '/payment-flow/hosted/s1',
  planName: 'Filme monatlich',
  amount: '$9.99',
  recurring: { price: '$9.99', days: 30 },
  saved: null,
  errors: {},
  values: {},
  expired: false,
  backUrl: '/account',
};

describe('hosted payment page', () => {
  it('is in German for de-de, amounts and plan filled in through i18next', () => {
    const html = renderHostedPage({ ...CHECKOUT, errors: { cardNumber: 'card_number_invalid' } });
    expect(html).toContain('<html lang="de-de">');
    expect(html).toContain('<h1>Kauf abschließen</h1>');
    expect(html).toContain('Filme monatlich · Heute fällig');
    expect(html).toContain('<button type="submit">$9.99 bezahlen</button>');
    expect(html).toMatch(/<p class="error" id="cardNumber-error" role="alert">[^<]+<\/p>/);
    expect(html).not.toContain('card_number_invalid');
  });

  it('escapes the brand name once, where the texts put it into HTML', () => {
    const html = renderHostedPage({ ...CHECKOUT, lang: 'en-us' });
    expect(html).toContain('never to Tom &amp; Jerry.');
    expect(html).not.toContain('Tom & Jerry');
    expect(html).not.toContain('&amp;amp;');
  });
});
