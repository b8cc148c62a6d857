import { useTranslation } from 'react-i18next';
import type { BalanceUnit } from '@member-area/domain';
import { Icon } from '../../../ui/Icon';
import { formatDate } from '../../../app/format';
import { formatSignedAmount, kindIcon } from '../activity';
import type { useWallet } from '../hooks';
import styles from './WalletSection.module.css';

type WalletItem = NonNullable<
  ReturnType<typeof useWallet>['data']
>['pages'][number]['activity']['items'][number];

/** One line of the history: its kind, description, date in the member's zone and signed amount. */
export function WalletLine({
  item,
  unit,
  timeZone,
}: {
  item: WalletItem;
  unit: BalanceUnit;
  timeZone: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li className={styles.line} data-testid="wallet-line" data-kind={item.kind}>
      <span className={styles.kind} aria-hidden="true">
        <Icon name={kindIcon(item.kind)} size={18} />
      </span>
      <span className={styles.what}>
        <span className={styles.description} data-testid="wallet-line-description">
          {item.description}
        </span>
        <time className={styles.date} dateTime={item.date}>
          {formatDate(item.date, lang, timeZone)}
        </time>
      </span>
      <span
        className={[styles.amount, item.amount < 0 ? styles.out : styles.in].join(' ')}
        data-testid="wallet-line-amount"
      >
        {formatSignedAmount(item.amount, lang)}
        <span className="visually-hidden"> {t(`wallet.unit.${unit}`)}</span>
      </span>
    </li>
  );
}
