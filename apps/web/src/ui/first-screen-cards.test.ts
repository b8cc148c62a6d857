import { describe, expect, it } from 'vitest';
import { firstScreenCards } from './first-screen-cards';

describe('firstScreenCards', () => {
  // Widths as the rows use them (CARD_WIDTH): browse's posters 168 px, the continue row's tiles 264 px. On a
  // 412 px phone the posters sit at x = 17, 150, 283 and the fourth at 416, outside (measured).
  it.each([
    [168, 375, 3],
    [168, 412, 3],
    [168, 768, 6],
    [168, 1440, 8],
    [264, 375, 2],
    [264, 412, 2],
    [264, 1440, 6],
    [1000, 320, 1],
  ])('%i px cards at a %i px viewport: %i', (itemWidth, viewport, cards) => {
    expect(firstScreenCards(itemWidth, viewport)).toBe(cards);
  });
});
