import { useState } from 'react';
import { Icon } from '../../../ui/Icon';
import styles from './Modals.module.css';

/** The prize picture, or a gift mark when it has none or fails to load. */
export function PrizeArt({ src, alt, size = 'md' }: { src: string; alt: string; size?: 'md' | 'sm' }) {
  const [failed, setFailed] = useState(false);
  const className = [styles.art, size === 'sm' ? styles.artSmall : ''].join(' ');
  if (!src || failed) {
    return (
      <div className={`${className} ${styles.artFallback}`} role="img" aria-label={alt}>
        <Icon name="gift" size={size === 'sm' ? 28 : 44} />
      </div>
    );
  }
  return <img className={className} src={src} alt={alt} onError={() => setFailed(true)} />;
}
