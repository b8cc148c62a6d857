import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import styles from './PrizeImage.module.css';

/**
 * A prize's picture, or a branded placeholder when there is none or it fails to load (a broken image
 * icon never shows). The picture is described by the prize's name; the placeholder is decorative.
 */
export function PrizeImage({
  src,
  alt,
  className,
  eager,
}: {
  src: string;
  alt: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const frame = [styles.frame, className ?? ''].join(' ');
  if (!src || failed) {
    return (
      <span className={[frame, styles.placeholder].join(' ')} aria-hidden="true">
        <Icon name="gift" size={44} strokeWidth={1.4} />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img
        className={styles.image}
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
