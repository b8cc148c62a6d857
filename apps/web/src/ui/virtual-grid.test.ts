import { describe, expect, it } from 'vitest';
import { gridGeometry, visibleRows } from './virtual-grid';

describe('gridGeometry', () => {
  it.each([
    // width, min, gap → columns
    [1200, 160, 16, 6],
    [343, 150, 12, 2],
    [100, 160, 16, 1],
  ])(
    'fits as many columns of at least the minimum width as the container holds (%i px)',
    (w, min, gap, cols) => {
      const g = gridGeometry({ containerWidth: w, minItemWidth: min, gap, aspect: 1.5, captionHeight: 40 });
      expect(g.columns).toBe(cols);
      expect(g.itemWidth).toBeGreaterThanOrEqual(Math.min(min, w));
    },
  );

  it('makes a row as tall as the cover plus caption plus gap', () => {
    const g = gridGeometry({
      containerWidth: 316,
      minItemWidth: 150,
      gap: 16,
      aspect: 1.5,
      captionHeight: 40,
    });
    expect(g.columns).toBe(2);
    expect(g.itemWidth).toBe(150);
    expect(g.rowHeight).toBe(150 * 1.5 + 40 + 16);
  });
});

describe('visibleRows', () => {
  it('renders only the rows crossing the viewport plus the overscan', () => {
    expect(
      visibleRows({ rowCount: 25_000, rowHeight: 300, scrollTop: 300_000, viewportHeight: 900, overscan: 2 }),
    ).toEqual({ first: 998, last: 1005 });
  });

  it('starts at the first row while the grid is still below the viewport top', () => {
    expect(
      visibleRows({ rowCount: 10, rowHeight: 300, scrollTop: -200, viewportHeight: 900, overscan: 1 }),
    ).toEqual({
      first: 0,
      last: 4,
    });
  });

  it('never passes the last row', () => {
    expect(
      visibleRows({ rowCount: 4, rowHeight: 300, scrollTop: 5_000, viewportHeight: 900, overscan: 3 }).last,
    ).toBe(3);
  });

  it('renders nothing for an empty grid', () => {
    expect(
      visibleRows({ rowCount: 0, rowHeight: 300, scrollTop: 0, viewportHeight: 900, overscan: 3 }),
    ).toEqual({
      first: 0,
      last: -1,
    });
  });
});
