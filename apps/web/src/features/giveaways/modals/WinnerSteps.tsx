import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Skeleton, SkeletonBlock } from '../../../ui/Skeleton';
import { PrizeArt } from './PrizeArt';
import type { WinnerPrize } from './WinnerModal';
import styles from './Modals.module.css';

export type WinnerStep = 'announce' | 'claim' | 'claimed';

/** The announcement: the prize's picture, who won what, and the prize's description. */
export function WinnerAnnouncement({ prize }: { prize: WinnerPrize }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.hero}>
        <PrizeArt src={prize.image} alt={prize.productName} />
        <span className={`${styles.eyebrow} ${styles.eyebrowWin}`}>
          <Icon name="trophy" size={14} />
          {t('giveaway-modals.winner.eyebrow')}
        </span>
      </div>
      <p className={styles.lead}>{t('giveaway-modals.winner.body', { name: prize.name })}</p>
      {prize.prizeDescription ? <p className={styles.muted}>{prize.prizeDescription}</p> : null}
    </>
  );
}

/** The claim step while the saved shipping address is read. */
export function ClaimLoading() {
  const { t } = useTranslation();
  return (
    <SkeletonBlock className={styles.claimLoading} label={t('giveaway-modals.claim.loading')}>
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </SkeletonBlock>
  );
}

/** The prize claimed, and for a physical one that it will be shipped. */
export function PrizeClaimed({ prize, physical }: { prize: WinnerPrize; physical: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.claimed} data-testid="prize-claimed" role="status">
      <span className={styles.claimedIcon}>
        <Icon name="check-circle" size={40} />
      </span>
      <p className={styles.lead}>{t('giveaway-modals.claimed.body', { prize: prize.productName })}</p>
      {physical ? <p className={styles.muted}>{t('giveaway-modals.claimed.shipping')}</p> : null}
    </div>
  );
}

/** Each step's buttons: later or claim; back or submit the claim; done. */
export function WinnerFooter({
  step,
  onStep,
  onClose,
  formId,
  pending,
  formReady,
  physical,
}: {
  step: WinnerStep;
  onStep(step: WinnerStep): void;
  onClose(): void;
  formId: string;
  pending: boolean;
  formReady: boolean;
  physical: boolean;
}) {
  const { t } = useTranslation();
  return step === 'announce' ? (
    <>
      <Button variant="ghost" onClick={onClose} data-testid="winner-later">
        {t('giveaway-modals.winner.later')}
      </Button>
      <Button
        onClick={() => onStep('claim')}
        icon={<Icon name="trophy" size={18} />}
        // Back from the claim step, focus returns to the main action (Radix does it on open).
        autoFocus
        data-testid="winner-claim"
      >
        {t('giveaway-modals.winner.claim')}
      </Button>
    </>
  ) : step === 'claim' ? (
    <>
      <Button variant="ghost" onClick={() => onStep('announce')} disabled={pending}>
        {t('giveaway-modals.claim.back')}
      </Button>
      <Button
        type="submit"
        form={formId}
        loading={pending}
        loadingLabel={t('giveaway-modals.claim.submitting')}
        disabled={!formReady}
        autoFocus={!physical}
        data-testid="claim-submit"
      >
        {t('giveaway-modals.claim.submit')}
      </Button>
    </>
  ) : (
    <Button onClick={onClose} autoFocus data-testid="claimed-done">
      {t('giveaway-modals.claimed.done')}
    </Button>
  );
}
