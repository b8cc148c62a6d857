import { Spinner } from '../../../ui/Spinner';
import styles from './Payment.module.css';

/** Shown while a purchase return is credited (the receipt follows); `label` names what is finished. */
export function ReturnProgress({ label, 'data-testid': testId }: { label: string; 'data-testid': string }) {
  return (
    <div className={styles.returnProgress} role="status" data-testid={testId}>
      <Spinner size={16} />
      {label}
    </div>
  );
}
