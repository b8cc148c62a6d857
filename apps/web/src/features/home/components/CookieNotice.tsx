import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage, STORAGE_KEYS } from '../../../app/storage';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import styles from './CookieNotice.module.css';

export function CookieNotice({ policyUrl }: { policyUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => storage.get(STORAGE_KEYS.cookieNotice) === '1');
  if (accepted) return null;
  const accept = () => {
    storage.set(STORAGE_KEYS.cookieNotice, '1');
    setAccepted(true);
  };
  return (
    <section className={styles.banner} data-testid="cookie-notice" aria-label={t('home.cookie.label')}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="cookie" size={22} />
      </span>
      <p className={styles.text}>
        {/* Phones get the short sentence, so the notice stays one slim row (CookieNotice.module.css). */}
        <span className={styles.long}>{t('home.cookie.text')}</span>
        <span className={styles.short}>{t('home.cookie.short')}</span>{' '}
        {policyUrl ? (
          <a className={styles.link} href={policyUrl} target="_blank" rel="noopener noreferrer">
            {t('home.cookie.policy')}
          </a>
        ) : null}
      </p>
      <Button size="sm" onClick={accept} data-testid="cookie-accept" className={styles.accept}>
        {t('home.cookie.accept')}
      </Button>
    </section>
  );
}
