import type { BalanceUnit } from '@member-area/domain';
import { Icon } from '../../../ui/Icon';
import styles from './CoinMark.module.css';

/** The balance's mark: a gold coin, or the credits' bolt on clickplay (the pill, the packs, the tab). */
export function CoinMark({ unit, size }: { unit: BalanceUnit; size: number }) {
  return (
    <span
      className={[styles.mark, styles[unit]].join(' ')}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <Icon name={unit === 'credits' ? 'bolt' : 'coin'} size={Math.round(size * 0.55)} strokeWidth={2} />
    </span>
  );
}
