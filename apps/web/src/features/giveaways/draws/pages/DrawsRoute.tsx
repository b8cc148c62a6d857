import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../app/useDocumentTitle';
import { DrawsBody } from '../components/DrawsTable';
import { DrawsLayout } from '../components/DrawsLayout';
import { HowToVerify } from '../components/HowToVerify';
import styles from '../components/Draws.module.css';

/** /draws: the brand's draws, newest first, each with its giveaway, month, status, entrants, winner. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('draws.list.title'));

  return (
    <DrawsLayout>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('draws.list.title')}</h1>
        <p className={styles.lead}>{t('draws.list.intro')}</p>
        <a href="#how-to-verify" className={styles.inlineLink}>
          {t('draws.list.howTo')}
        </a>
      </header>
      <DrawsBody />
      <HowToVerify />
    </DrawsLayout>
  );
}
