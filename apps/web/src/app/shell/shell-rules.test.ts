import { describe, expect, it } from 'vitest';
import { shellLogoUrl, shellPlacement, showsCoinBalance } from './shell-rules';

describe('shellPlacement', () => {
  it.each([
    ['default', false, { topNav: false, sidebar: true }],
    ['vpn', false, { topNav: true, sidebar: false }],
    ['vpn', true, { topNav: false, sidebar: false }],
    ['clickplay', true, { topNav: false, sidebar: false }],
  ] as const)('%s (phone: %s) → %j', (layout, mobile, expected) => {
    expect(shellPlacement(layout, mobile)).toEqual(expected);
  });
});

describe('showsCoinBalance', () => {
  it.each([
    ['clickcoins', true],
    ['clickplay', true],
    ['default', false],
    ['vpn', false],
  ] as const)('%s shows the coin pill: %s', (layout, expected) => {
    expect(showsCoinBalance(layout)).toBe(expected);
  });
});

describe('shellLogoUrl', () => {
  const brand = { iconUrl: '/icon.png', logoUrl: '/logo.svg' };
  it.each([
    [{ mobile: true, hasBalance: true, ...brand }, '/icon.png'],
    [{ mobile: true, hasBalance: false, ...brand }, '/logo.svg'],
    [{ mobile: false, hasBalance: true, ...brand }, '/logo.svg'],
    [{ mobile: true, hasBalance: true, iconUrl: null, logoUrl: '/logo.svg' }, '/logo.svg'],
  ])('%j shows %s', (place, expected) => {
    expect(shellLogoUrl(place)).toBe(expected);
  });
});
