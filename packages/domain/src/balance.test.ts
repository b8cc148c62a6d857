import { describe, expect, it } from 'vitest';
import { balanceUnit } from './balance';

describe('balanceUnit', () => {
  it.each([
    { layout: 'clickplay', expected: 'credits' },
    { layout: 'clickcoins', expected: 'coins' },
    { layout: 'default', expected: 'coins' },
    { layout: 'vpn', expected: 'coins' },
  ] as const)('the $layout layout calls the balance $expected', ({ layout, expected }) => {
    expect(balanceUnit(layout)).toBe(expected);
  });
});
