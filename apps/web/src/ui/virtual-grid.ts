/** Geometry of a window-scrolled virtual grid; pure so it is unit-tested without a DOM. */
export interface GridGeometryInput {
  containerWidth: number;
  minItemWidth: number;
  gap: number;
  /** Cover height / width. */
  aspect: number;
  /** Height under the cover (title, subtitle). */
  captionHeight: number;
}

export interface GridGeometry {
  columns: number;
  itemWidth: number;
  rowHeight: number;
}

export function gridGeometry(input: GridGeometryInput): GridGeometry {
  const { containerWidth, minItemWidth, gap, aspect, captionHeight } = input;
  const width = Math.max(containerWidth, minItemWidth);
  const columns = Math.max(1, Math.floor((width + gap) / (minItemWidth + gap)));
  const itemWidth = (width - gap * (columns - 1)) / columns;
  return { columns, itemWidth, rowHeight: Math.round(itemWidth * aspect + captionHeight + gap) };
}

/** The rows to render: those crossing the viewport plus `overscan` rows either side. */
export function visibleRows(input: {
  rowCount: number;
  rowHeight: number;
  /** Distance from the top of the grid to the top of the viewport (negative above the grid). */
  scrollTop: number;
  viewportHeight: number;
  overscan: number;
}): { first: number; last: number } {
  const { rowCount, rowHeight, scrollTop, viewportHeight, overscan } = input;
  if (rowCount === 0 || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(rowCount - 1, Math.ceil((scrollTop + viewportHeight) / rowHeight) + overscan);
  return { first: Math.min(first, rowCount - 1), last: Math.max(last, -1) };
}
