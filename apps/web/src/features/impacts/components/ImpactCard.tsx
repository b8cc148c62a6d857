import { Link } from 'react-router';
import { impactPaths } from '../paths';
import { ImpactProgress } from './ImpactProgress';
import styles from './Impacts.module.css';

export interface ImpactCardItem {
  id: string;
  name: string;
  unit: string;
  target_quantity: number;
  funded_quantity: number;
  progress_percent: number;
  image?: string | null;
}

/** An item in a category row: its picture, name and the brand's progress; opens the item page. */
export function ImpactCard({ item }: { item: ImpactCardItem }) {
  return (
    <Link to={impactPaths.item(item.id)} className={styles.card} data-testid="impact-card">
      {item.image ? (
        <img className={styles.cardImage} src={item.image} alt="" width={480} height={320} />
      ) : null}
      <div className={styles.cardBody}>
        <h3 className={styles.cardName}>{item.name}</h3>
        <ImpactProgress item={item} />
      </div>
    </Link>
  );
}
