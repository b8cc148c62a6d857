import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { keyTarget, swipeStep } from '../catalogue/gallery';
import styles from './Gallery.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
}

/**
 * A product's pictures: one large, thumbnails below. The large picture takes the focus; Left and
 * Right (wrapping), Home and End move through the pictures, and so does a sideways swipe on a
 * touch screen. The position ("Picture 2 of 4") is announced as it changes.
 */
export function Gallery({ images, name }: { images: readonly GalleryImage[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;

  const go = (target: number) => setIndex(((target % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTarget(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    setIndex(target);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
    if (step !== 0) go(index + step);
  };

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div
        className={styles.stage}
        role="group"
        aria-roledescription={t('marketplace.gallery.role')}
        aria-label={t('marketplace.gallery.label', { name })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-stage"
      >
        <img
          src={current.url}
          alt={current.alt || name}
          width={640}
          height={640}
          data-testid="gallery-image"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              onClick={() => go(index - 1)}
              aria-label={t('marketplace.gallery.previous')}
            >
              <Icon name="arrow-left" size={18} />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(index + 1)}
              aria-label={t('marketplace.gallery.next')}
            >
              <Icon name="arrow-right" size={18} />
            </button>
            <span className={styles.position} aria-live="polite" data-testid="gallery-position">
              {t('marketplace.gallery.position', { index: index + 1, count })}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label={t('marketplace.gallery.thumbnails')}>
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={position === index}
                aria-label={t('marketplace.gallery.show', { index: position + 1, count })}
                onClick={() => setIndex(position)}
              >
                <img src={image.url} alt="" loading="lazy" width={68} height={68} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
