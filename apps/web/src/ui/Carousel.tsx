import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from './Icon';
import styles from './Carousel.module.css';
import { scrollBehavior } from './motion';

export interface CarouselProps {
  /** The row's heading, already translated. */
  title: ReactNode;
  /** Heading id, so the list is labelled by it. */
  id: string;
  /** A link shown beside the heading ("See all"). */
  action?: ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** Card width in px at desktop; the CSS narrows it on phones. */
  itemWidth: number;
  children: ReactNode;
  'data-testid'?: string;
}

const ITEM_SELECTOR = '[data-carousel-item]';

/**
 * A horizontal row of cards with scroll snapping. Arrow buttons page through it; with the focus on a
 * card, Left/Right/Home/End move between cards (the browser scrolls the focused card into view).
 */
export function Carousel({
  title,
  id,
  action,
  previousLabel,
  nextLabel,
  itemWidth,
  children,
  'data-testid': testId,
}: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 2,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2,
    });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // Cards added after the first render (a row renders its first screen's cards first) widen the
  // track's content but not its box, which is all the ResizeObserver sees: measure the ends again.
  const cardCount = Children.count(children);
  useEffect(measure, [measure, cardCount]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.85, itemWidth), behavior: scrollBehavior() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(track.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
    const index = items.findIndex((item) => item === document.activeElement);
    if (index < 0) return;
    let next = index;
    if (event.key === 'ArrowRight') next = Math.min(items.length - 1, index + 1);
    else if (event.key === 'ArrowLeft') next = Math.max(0, index - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    items[next]?.focus();
    items[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <section className={styles.row} aria-labelledby={id} data-testid={testId}>
      <header className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <div className={styles.controls}>
          {action}
          <button
            type="button"
            className={styles.arrow}
            onClick={() => page(-1)}
            disabled={edges.start}
            aria-label={previousLabel}
          >
            <Icon name="arrow-left" size={18} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => page(1)}
            disabled={edges.end}
            aria-label={nextLabel}
          >
            <Icon name="arrow-right" size={18} />
          </button>
        </div>
      </header>
      <ul
        ref={track}
        className={styles.track}
        style={{ '--item-width': `${itemWidth}px` } as CSSProperties}
        onScroll={measure}
        onKeyDown={onKeyDown}
        aria-labelledby={id}
      >
        {children}
      </ul>
    </section>
  );
}

/** One slot of a Carousel. */
export function CarouselItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
