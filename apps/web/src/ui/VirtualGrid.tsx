import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { gridGeometry } from './virtual-grid';
import styles from './VirtualGrid.module.css';

export interface VirtualGridProps {
  /** Items known so far (rendered or placeholders). */
  itemCount: number;
  renderItem: (index: number, eager: boolean) => ReactNode;
  minItemWidth: number;
  /** Cover height / width. */
  aspect: number;
  captionHeight?: number;
  gap?: number;
  overscan?: number;
  /** Called when the rendered rows come within `overscan` rows of the end (fetch the next page). */
  onEndReached?: () => void;
  label: string;
  'data-testid'?: string;
}

/**
 * A grid scrolled by the window that renders only the rows near the viewport, so 100,000 titles cost
 * the DOM of a few dozen cards. Rows are absolutely placed inside a box of the full height.
 *
 * Which rows are near the viewport is TanStack Virtual's window virtualiser (rows of a fixed
 * height, the grid's offset in the page as its scroll margin): a maintained library that already
 * handles the cases hand-made code kept rediscovering (scroll and resize batching, the offset
 * moving as the page above grows, jumps to the far end). The columns and the row height stay our
 * pure gridGeometry; the library sees rows only.
 */
export function VirtualGrid({
  itemCount,
  renderItem,
  minItemWidth,
  aspect,
  captionHeight = 52,
  gap = 16,
  overscan = 3,
  onEndReached,
  label,
  'data-testid': testId,
}: VirtualGridProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(box);
  const geometry = gridGeometry({ containerWidth: width, minItemWidth, gap, aspect, captionHeight });
  const rowCount = Math.ceil(itemCount / geometry.columns);
  const scrollMargin = usePageOffset(box);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => geometry.rowHeight,
    overscan,
    scrollMargin,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, geometry.rowHeight]);
  const rows = virtualizer.getVirtualItems();
  const last = rows.at(-1)?.index ?? -1;
  useEndReached(onEndReached, last, rowCount, overscan);

  // Rows are keyed by their slot, not their index: while scrolling, the row leaving the top is
  // reused for the row entering at the bottom, so React updates a few attributes instead of
  // removing and creating a row of cards (fewer DOM operations, shorter frames).
  const slots = Math.max(1, rows.length);
  return (
    <div
      ref={box}
      className={styles.grid}
      style={{ height: rowCount * geometry.rowHeight }}
      role="list"
      aria-label={label}
      data-testid={testId}
      data-columns={geometry.columns}
    >
      {width > 0
        ? rows.map(({ index: row }) => (
            <div
              key={row % slots}
              className={styles.row}
              style={{
                transform: `translateY(${row * geometry.rowHeight}px)`,
                gridTemplateColumns: `repeat(${geometry.columns}, minmax(0, 1fr))`,
                gap,
              }}
            >
              {rowCells(row, geometry.columns, itemCount, renderItem)}
            </div>
          ))
        : null}
    </div>
  );
}

/** The cards of one row (the last row may be short); the first two rows load their covers eagerly. */
function rowCells(
  row: number,
  columns: number,
  itemCount: number,
  renderItem: VirtualGridProps['renderItem'],
) {
  const cells: ReactNode[] = [];
  for (let column = 0; column < columns; column += 1) {
    const index = row * columns + column;
    if (index >= itemCount) break;
    cells.push(
      <div key={column} className={styles.cell} role="listitem">
        {renderItem(index, row < 2)}
      </div>,
    );
  }
  return cells;
}

/** The grid's width, followed as the page resizes. */
function useBoxWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

/**
 * How far the grid starts below the top of the page (the virtualiser's scroll margin), read again
 * whenever the page changes size: the header and filters above the grid may change height.
 */
function usePageOffset(box: RefObject<HTMLDivElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      const el = box.current;
      if (el) setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [box]);
  return offset;
}

/** Asks for the next page when the rendered rows come within `overscan` rows of the end. */
function useEndReached(
  onEndReached: (() => void) | undefined,
  last: number,
  rowCount: number,
  overscan: number,
) {
  const endReached = useRef(onEndReached);
  endReached.current = onEndReached;
  useEffect(() => {
    if (rowCount > 0 && last >= rowCount - 1 - overscan) endReached.current?.();
  }, [last, rowCount, overscan]);
}
