import { useTranslation } from 'react-i18next';
import type { PeriodMoment } from '../period';
import styles from './GiveawayScreen.module.css';

/**
 * An opening or closing moment of the entry period: in Eastern Time, where the draw is held
 * (SPEC.md 9), with the member's own clock beside it when they live elsewhere.
 */
export function PeriodMomentText({ moment, testId }: { moment: PeriodMoment; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.moment} data-testid={testId}>
        {moment.eastern}
      </span>
      {moment.local ? (
        <span className={styles.localMoment} data-testid={`${testId}-local`}>
          {t('giveaways.detail.yourTime', { time: moment.local })}
        </span>
      ) : null}
    </>
  );
}
