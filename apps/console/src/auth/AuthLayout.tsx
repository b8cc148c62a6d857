import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '@web/i18n/negotiate';
import { LanguageSelect } from '@web/ui/LanguageSelect';
import { DEFAULT_LANGUAGE } from '@member-area/domain';
import { setInterfaceLanguage } from '../i18n';
import { rememberLanguage } from '../app/language-choice';
import styles from './AuthLayout.module.css';

/** The pages before the shell (sign-in, invitation, enrolment): one card, the language at the top. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.product}>{t('common.appName')}</p>
        <LanguageSelect
          value={toLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE}
          label={t('common.language')}
          onChange={(code) => {
            rememberLanguage(code);
            void setInterfaceLanguage(code);
          }}
        />
      </header>
      <main id="main" className={styles.main}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
