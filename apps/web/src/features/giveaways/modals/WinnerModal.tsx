import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../app/BootContext';
import { Dialog } from '../../../ui/Dialog';
import type { GiveawayDetail } from '../hooks';
import { ClaimPrizeForm } from './ClaimPrizeForm';
import { useClaimShipping } from './hooks';
import { knownCountry, shippingFormOf } from './shipping';
import {
  ClaimLoading,
  PrizeClaimed,
  WinnerAnnouncement,
  WinnerFooter,
  type WinnerStep as Step,
} from './WinnerSteps';

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

  const footer = (
    <WinnerFooter
      step={step}
      onStep={setStep}
      onClose={onClose}
      formId={formId}
      pending={pending}
      formReady={formReady}
      physical={physical}
    />
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
        <WinnerAnnouncement prize={prize} />
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
          <ClaimLoading />
        )
      ) : (
        <PrizeClaimed prize={prize} physical={physical} />
      )}
    </Dialog>
  );
}
