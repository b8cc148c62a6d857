import { useState } from 'react';
import styles from './BrandLogo.module.css';

export interface BrandLogoProps {
  name: string;
  logoUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** The brand's logo; its name as a wordmark when the image is missing or fails. */
export function BrandLogo({ name, logoUrl, size = 'md', className }: BrandLogoProps) {
  const [failed, setFailed] = useState(false);
  const cls = [styles.logo, styles[size], className ?? ''].join(' ');
  if (!logoUrl || failed) {
    return (
      <span className={`${cls} ${styles.wordmark}`} data-testid="brand-logo">
        {name}
      </span>
    );
  }
  return (
    <img
      className={cls}
      src={logoUrl}
      alt={name}
      data-testid="brand-logo"
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}
