import { describe, expect, it } from 'vitest';
import { isModalScreen } from './screens';

describe('isModalScreen (the modals open on home and the giveaways screens only)', () => {
  it.each([
    ['/', true],
    ['/giveaways', true],
    ['/giveaways/id/1004', true],
    ['/giveaways/id/1004/rules', true],
    ['/giveawaysx', false],
    ['/account/profile', false],
    ['/browse/movie', false],
    ['/search', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isModalScreen(pathname)).toBe(expected);
  });
});
