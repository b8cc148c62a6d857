import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../app/BootContext';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Icon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import type { GiveawayDetail } from '../hooks';
import { ClaimPrizeForm } from './ClaimPrizeForm';
import { useClaimShipping } from './hooks';
import { PrizeArt } from './PrizeArt';
import { knownCountry, shippingFormOf } from './shipping';
import styles from './Modals.module.css';

export interface WinnerPrize {
  id: string;
  name: string;
  productName: string;
  prizeDescription: string;
  prizeKind: string;
  image: string;
  claimed: boolean;
}

/** The winner modal's prize from the giveaway's read (useModalGiveaway, useGiveaway). */
export function winnerPrizeOf(giveaway: GiveawayDetail): WinnerPrize {
  return {
    id: giveaway.id,
    name: giveaway.name,
    productName: giveaway.productName,
    prizeDescription: giveaway.prizeDescription,
    prizeKind: giveaway.prizeKind,
    image: giveaway.image,
    claimed: giveaway.winner?.claimed ?? false,
  };
}

type Step = 'announce' | 'claim' | 'claimed';

/**
 * SPEC.md 4: the winner modal ("claim your prize" opens the claim; "later" leaves it for the
 * giveaway's page). A physical prize asks where to ship it; the answer 'prize claimed' ends it.
 * The one place a prize is claimed: the tag-driven modals open it at the announcement, the
 * giveaway page's "claim your prize" button at the claim (`startAt`).
 */
export function WinnerModal({
  open,
  prize,
  startAt = 'announce',
  onClose,
}: {
  open: boolean;
  prize: WinnerPrize;
  startAt?: 'announce' | 'claim';
  onClose(): void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [step, setStep] = useState<Step>(prize.claimed ? 'claimed' : startAt);
  const [pending, setPending] = useState(false);
  const { country } = useBoot();
  const physical = prize.prizeKind === 'physical';
  const shipping = useClaimShipping(open && step === 'claim' && physical);
  const formReady = !physical || shipping.isSuccess || shipping.isError;

  const title =
    step === 'announce'
      ? t('giveaway-modals.winner.title', { prize: prize.productName })
      : step === 'claim'
        ? t('giveaway-modals.claim.title')
        : t('giveaway-modals.claimed.title');

  const footer =
    step === 'announce' ? (
      <>
        <Button variant="ghost" onClick={onClose} data-testid="winner-later">
          {t('giveaway-modals.winner.later')}
        </Button>
        <Button
          onClick={() => setStep('claim')}
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
        <Button variant="ghost" onClick={() => setStep('announce')} disabled={pending}>
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

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      closeLabel={t('giveaway-modals.common.close')}
      busy={pending}
      focusMainAction={step !== 'claim'}
      data-testid="winner-modal"
      footer={footer}
    >
      {step === 'announce' ? (
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
      ) : step === 'claim' ? (
        formReady ? (
          <ClaimPrizeForm
            key={shipping.dataUpdatedAt}
            formId={formId}
            sweepId={prize.id}
            physical={physical}
            initial={shippingFormOf(shipping.data, knownCountry(country))}
            onPendingChange={setPending}
            onClaimed={() => setStep('claimed')}
          />
        ) : (
          <div className={styles.claimLoading} aria-busy="true">
            <span className="visually-hidden" role="status">
              {t('giveaway-modals.claim.loading')}
            </span>
            <Skeleton height={44} />
            <Skeleton height={44} />
            <Skeleton height={44} />
          </div>
        )
      ) : (
        <div className={styles.claimed} data-testid="prize-claimed" role="status">
          <span className={styles.claimedIcon}>
            <Icon name="check-circle" size={40} />
          </span>
          <p className={styles.lead}>{t('giveaway-modals.claimed.body', { prize: prize.productName })}</p>
          {physical ? <p className={styles.muted}>{t('giveaway-modals.claimed.shipping')}</p> : null}
        </div>
      )}
    </Dialog>
  );
}
