import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../app/BootContext';
import { BrandHeader } from '../../../ui/BrandHeader';
import { noteSignInLanguage } from '../sign-in-language';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the screens outside the shell: sign in and account recovery. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { brand } = useBoot();
  const year = new Date().getFullYear();
  return (
    <div className={styles.page}>
      <div className={styles.backdrop} aria-hidden="true">
        <div className={styles.orbA} />
        <div className={styles.orbB} />
        <div className={styles.grid} />
      </div>
      <BrandHeader home="/login" classes={styles} onLanguage={noteSignInLanguage} />
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </main>
      <footer className={styles.legal}>
        <span>{t('common.poweredBy', { year, company: brand?.companyName ?? brand?.name ?? '' })}</span>
        {brand?.supportEmail ? (
          <a href={`mailto:${brand.supportEmail}`} className={styles.legalLink}>
            {t('common.contactSupport')}
          </a>
        ) : null}
      </footer>
    </div>
  );
}
