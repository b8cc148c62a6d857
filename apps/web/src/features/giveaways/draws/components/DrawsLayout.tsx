import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../../app/BootContext';
import { BrandHeader } from '../../../../ui/BrandHeader';
import styles from './Draws.module.css';

/** The frame of the public draw pages: the brand's logo and colours, no sign-in, any language. */
export function DrawsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = useBoot();
  return (
    <div className={styles.page}>
      <div className={styles.backdrop} aria-hidden="true" />
      <BrandHeader home="/" classes={styles} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.legal}>
        {t('common.poweredBy', {
          year: new Date().getFullYear(),
          company: brand?.companyName ?? brand?.name ?? '',
        })}
      </footer>
    </div>
  );
}
