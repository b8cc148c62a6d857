import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../../app/BootContext';
import { useLanguage } from '../../../../i18n/useLanguage';
import { BrandLogo } from '../../../../ui/BrandLogo';
import { LanguageSelect } from '../../../../ui/LanguageSelect';
import styles from './Draws.module.css';

/** The frame of the public draw pages: the brand's logo and colours, no sign-in, any language. */
export function DrawsLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = useBoot();
  const { language, change } = useLanguage();
  return (
    <div className={styles.page}>
      <div className={styles.backdrop} aria-hidden="true" />
      <header className={styles.header}>
        <Link to="/" className={styles.logoLink} aria-label={brand?.name ?? ''}>
          <BrandLogo name={brand?.name ?? ''} logoUrl={brand?.logoUrl} size="md" />
        </Link>
        <LanguageSelect
          className={styles.language}
          value={language}
          label={t('common.language')}
          onChange={change}
        />
      </header>
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
