import { useTranslation } from 'react-i18next';
import styles from './Draws.module.css';

const STEPS = ['commit', 'snapshot', 'key', 'ticket', 'winner'] as const;

/**
 * The public contract in five steps (docs/draws.md) and the command that checks a record outside
 * the browser. `recordUrl` is the record's address when the page shows one draw.
 */
export function HowToVerify({ recordUrl }: { recordUrl?: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} id="how-to-verify" aria-labelledby="how-to-verify-title">
      <h2 id="how-to-verify-title" className={styles.sectionTitle}>
        {t('draws.howTo.title')}
      </h2>
      <p className={styles.muted}>{t('draws.howTo.intro')}</p>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`draws.howTo.steps.${step}`)}</li>
        ))}
      </ol>
      <p className={styles.muted}>{t('draws.howTo.cli')}</p>
      <pre className={styles.code} data-testid="verify-command">
        <code>{`npm run verify-draw -- ${recordUrl ?? t('draws.howTo.recordUrl')}`}</code>
      </pre>
    </section>
  );
}
