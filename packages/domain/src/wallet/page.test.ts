import { describe, expect, it } from 'vitest';
import { WALLET_PAGE_DEFAULT, WALLET_PAGE_MAX, walletPageSize } from './page';

describe('walletPageSize (issue 13 item 1: the wallet history is paginated)', () => {
  it.each([
    { requested: undefined, expected: WALLET_PAGE_DEFAULT, case: 'none asked: the default' },
    { requested: null, expected: WALLET_PAGE_DEFAULT, case: 'null: the default' },
    { requested: Number.NaN, expected: WALLET_PAGE_DEFAULT, case: 'not a number: the default' },
    { requested: 10, expected: 10, case: 'a size within bounds as asked' },
    { requested: 0, expected: 1, case: 'zero reads one row' },
    { requested: -7, expected: 1, case: 'a negative size reads one row' },
    { requested: 1000, expected: WALLET_PAGE_MAX, case: 'more than the most is the most' },
    { requested: 12.9, expected: 12, case: 'a fraction is cut to whole rows' },
  ])('$case', ({ requested, expected }) => {
    expect(walletPageSize(requested)).toBe(expected);
  });
});
