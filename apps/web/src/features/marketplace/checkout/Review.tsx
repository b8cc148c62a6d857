import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './Checkout.module.css';

export interface ReviewRow {
  label: string;
  value: string;
  /** The step where it is changed (a return link). */
  changeHref: string;
  testId: string;
}

/** What earlier steps settled ("Ship to", "Method"), each with a link back to change it. */
export function Review({ rows }: { rows: readonly ReviewRow[] }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.review}>
      {rows.map((row) => (
        <div key={row.testId} className={styles.reviewRow}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.value}</dd>
          <dd>
            <Link to={row.changeHref} className={styles.returnLink}>
              {t('marketplace.checkout.change')}
              <span className="visually-hidden">{row.label}</span>
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}
