import { describe, expect, it } from 'vitest';
import { isNextScreen, readerScreen } from './reader-pages';

describe('readerScreen: pages count the screens the member sees', () => {
  it.each([
    {
      case: 'one column a screen: the first column is the page',
      spine: 2,
      first: 3,
      columns: 7,
      per: 1,
      screen: { spine: 2, page: 3, pages: 7 },
    },
    {
      case: 'a spread shows two columns a screen',
      spine: 2,
      first: 3,
      columns: 8,
      per: 2,
      screen: { spine: 2, page: 2, pages: 4 },
    },
    {
      case: 'the last screen of a spread may show one column',
      spine: 2,
      first: 5,
      columns: 5,
      per: 2,
      screen: { spine: 2, page: 3, pages: 3 },
    },
    {
      case: 'a cover is one screen',
      spine: 0,
      first: 1,
      columns: 1,
      per: 2,
      screen: { spine: 0, page: 1, pages: 1 },
    },
    {
      case: 'nonsense from the layout reads as the first page',
      spine: 1,
      first: Number.NaN,
      columns: 0,
      per: 0,
      screen: { spine: 1, page: 1, pages: 1 },
    },
    {
      case: 'a column past the end stays on the last screen',
      spine: 1,
      first: 9,
      columns: 4,
      per: 1,
      screen: { spine: 1, page: 4, pages: 4 },
    },
  ])('$case', ({ spine, first, columns, per, screen }) => {
    expect(readerScreen(spine, first, columns, per)).toEqual(screen);
  });

  it('a larger text makes more pages of the same chapter, and the counter stays inside them', () => {
    const normal = readerScreen(3, 5, 10, 1);
    const larger = readerScreen(3, 7, 14, 1);
    expect(larger.pages).toBeGreaterThan(normal.pages);
    expect(larger.page).toBeLessThanOrEqual(larger.pages);
  });
});

describe('isNextScreen: one page turn moves one page', () => {
  const at = (spine: number, page: number, pages: number) => ({ spine, page, pages });
  it.each([
    { case: 'the next page of the chapter', before: at(1, 2, 5), after: at(1, 3, 5), next: true },
    {
      case: 'from the cover to the first page of the next chapter',
      before: at(0, 1, 1),
      after: at(1, 1, 6),
      next: true,
    },
    { case: 'from the last page to the next chapter', before: at(1, 5, 5), after: at(2, 1, 3), next: true },
    { case: 'a turn that did not move', before: at(1, 1, 5), after: at(1, 1, 5), next: false },
    { case: 'a jump of many pages', before: at(1, 1, 40), after: at(1, 25, 40), next: false },
    { case: 'leaving a chapter before its last page', before: at(1, 2, 5), after: at(2, 1, 3), next: false },
    { case: 'skipping a chapter', before: at(1, 5, 5), after: at(3, 1, 3), next: false },
  ])('$case: $next', ({ before, after, next }) => {
    expect(isNextScreen(before, after)).toBe(next);
  });
});
