import { memo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './MediaCard.module.css';

export type CoverShape = 'portrait' | 'square' | 'landscape';

/** Intrinsic cover sizes, so the browser reserves the box before the image arrives (no layout shift). */
export const COVER_SIZE: Record<CoverShape, { width: number; height: number }> = {
  portrait: { width: 400, height: 600 },
  square: { width: 500, height: 500 },
  landscape: { width: 640, height: 360 },
};

export interface MediaCardProps {
  to: string;
  title: string;
  subtitle?: string | null;
  imageUrl?: string | null;
  shape: CoverShape;
  /** A small label over the cover (e.g. "Free"). */
  badge?: ReactNode;
  /** Read by screen readers after the title (e.g. media type). */
  description?: string;
  /** Eager for the first visible covers (hero, first row), lazy elsewhere. */
  eager?: boolean;
  'data-testid'?: string;
  tabIndex?: number;
}

/** A title's cover and name, linking to its details. Pure presentation: no data fetching. */
export const MediaCard = memo(function MediaCard({
  to,
  title,
  subtitle,
  imageUrl,
  shape,
  badge,
  description,
  eager,
  tabIndex,
  'data-testid': testId = 'media-card',
}: MediaCardProps) {
  // The cover that failed, not a flag: a virtual grid reuses a card for another title as it scrolls,
  // and that title's cover deserves its own try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl !== null && failedUrl === imageUrl;
  const size = COVER_SIZE[shape];
  return (
    <Link
      to={to}
      className={[styles.card, styles[shape]].join(' ')}
      data-testid={testId}
      data-carousel-item=""
      tabIndex={tabIndex}
      // Named by its own text, the type added unseen: an aria-label could not hold what the card
      // shows (its badge, its cover's letter) in order, which speech input needs (WCAG 2.5.3).
    >
      <span className={styles.cover}>
        {imageUrl && !failed ? (
          <img
            src={imageUrl}
            alt=""
            width={size.width}
            height={size.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
            onError={() => setFailedUrl(imageUrl)}
          />
        ) : (
          <span className={styles.fallback} aria-hidden="true">
            {title.slice(0, 1).toUpperCase()}
          </span>
        )}
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </span>{' '}
      <span className={styles.title} data-testid="media-card-title">
        {title}
      </span>
      {subtitle ? (
        <>
          {' '}
          <span className={styles.subtitle}>{subtitle}</span>
        </>
      ) : null}
      {description ? <span className="visually-hidden">, {description}</span> : null}
    </Link>
  );
});
