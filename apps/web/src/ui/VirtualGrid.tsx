import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { gridGeometry, visibleRows } from './virtual-grid';
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
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState({ first: 0, last: 5 });
  const geometry = gridGeometry({ containerWidth: width, minItemWidth, gap, aspect, captionHeight });
  const rowCount = Math.ceil(itemCount / geometry.columns);
  const endReached = useRef(onEndReached);
  endReached.current = onEndReached;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = box.current;
      if (!el) return;
      const next = visibleRows({
        rowCount,
        rowHeight: geometry.rowHeight,
        scrollTop: -el.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        overscan,
      });
      setRange((current) => (current.first === next.first && current.last === next.last ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [rowCount, geometry.rowHeight, overscan]);

  useEffect(() => {
    if (rowCount > 0 && range.last >= rowCount - 1 - overscan) endReached.current?.();
  }, [range.last, rowCount, overscan]);

  const rows: ReactNode[] = [];
  // Rows and cells are keyed by their slot, not their index: while scrolling, the row leaving the
  // top is reused for the row entering at the bottom, so React updates a few attributes instead of
  // removing and creating a row of cards (fewer DOM operations, shorter frames).
  const slots = Math.max(1, range.last - range.first + 1);
  for (let row = range.first; row <= range.last && row < rowCount; row += 1) {
    const cells: ReactNode[] = [];
    for (let column = 0; column < geometry.columns; column += 1) {
      const index = row * geometry.columns + column;
      if (index >= itemCount) break;
      cells.push(
        <div key={column} className={styles.cell} role="listitem">
          {renderItem(index, row < 2)}
        </div>,
      );
    }
    rows.push(
      <div
        key={row % slots}
        className={styles.row}
        style={{
          transform: `translateY(${row * geometry.rowHeight}px)`,
          gridTemplateColumns: `repeat(${geometry.columns}, minmax(0, 1fr))`,
          gap,
        }}
      >
        {cells}
      </div>,
    );
  }

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
      {width > 0 ? rows : null}
    </div>
  );
}
