import { Icon, type IconName } from './Icon';
import styles from './Pitch.module.css';

/**
 * The body of a modal that offers or announces something (the cross-sell, the brand migration):
 * a picture-like icon, one lead sentence and a short list of what the member gets, each ticked.
 */
export function Pitch({ icon, lead, points }: { icon: IconName; lead: string; points: readonly string[] }) {
  return (
    <>
      <div className={styles.hero} aria-hidden="true">
        <Icon name={icon} size={40} />
      </div>
      <p className={styles.lead}>{lead}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>
            <Icon name="check-circle" size={18} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
