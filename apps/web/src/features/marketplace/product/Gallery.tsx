import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { useGalleryPosition } from './useGalleryPosition';
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
  const count = images.length;
  const { index, setIndex, go, handlers } = useGalleryPosition(count);
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div
        className={styles.stage}
        role="group"
        aria-roledescription={t('marketplace.gallery.role')}
        aria-label={t('marketplace.gallery.label', { name })}
        tabIndex={0}
        {...handlers}
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
      {count > 1 ? <GalleryThumbs images={images} index={index} onShow={setIndex} /> : null}
    </div>
  );
}

/** The thumbnails below the large picture, the one shown marked current. */
function GalleryThumbs({
  images,
  index,
  onShow,
}: {
  images: readonly GalleryImage[];
  index: number;
  onShow(position: number): void;
}) {
  const { t } = useTranslation();
  const count = images.length;
  return (
    <ul className={styles.thumbs} aria-label={t('marketplace.gallery.thumbnails')}>
      {images.map((image, position) => (
        <li key={image.url}>
          <button
            type="button"
            className={styles.thumb}
            aria-current={position === index}
            aria-label={t('marketplace.gallery.show', { index: position + 1, count })}
            onClick={() => onShow(position)}
          >
            <img src={image.url} alt="" loading="lazy" width={68} height={68} />
          </button>
        </li>
      ))}
    </ul>
  );
}
