import { describe, expect, it } from 'vitest';
import { impactPageCount, impactPageOf } from './paging';

describe('impacts pages (SPEC.md 2 route impacts/{page?})', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 2],
    [9, 3],
  ])('%i categories fill %i pages', (count, pages) => {
    expect(impactPageCount(count)).toBe(pages);
  });

  it.each([
    [undefined, 3, 1],
    ['2', 3, 2],
    ['9', 3, 3],
    ['0', 3, 1],
    ['abc', 3, 1],
    ['-1', 3, 1],
  ])('page parameter %j of %i pages reads as %i', (param, pages, page) => {
    expect(impactPageOf(param, pages)).toBe(page);
  });
});
