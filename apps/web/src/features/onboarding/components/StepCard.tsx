import type { OnboardingStepId } from '@member-area/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../app/format';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon, type IconName } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { FundDialog } from '../../impacts';
import { BuyCoinsDialog } from '../../wallet';
import { useFirstImpact, useMissionMove, type Mission } from '../hooks';
import { giveawaysPath, welcomeGiftCheckoutPath } from '../paths';
import styles from './Onboarding.module.css';

/** Too few coins for one unit: the wallet's own buying dialog, coming back to the mission. */
function BuyCoinsAction({ balance, price }: { balance: number; price: number }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Notice tone="info" data-testid="mission-needs-coins">
        {t('onboarding.steps.impact.needCoins', {
          count: price,
          formatted: formatNumber(price, i18n.language),
        })}
      </Notice>
      <Button
        icon={<Icon name="plus" size={16} />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="mission-action"
      >
        {t('onboarding.steps.impact.buyCoins')}
      </Button>
      <BuyCoinsDialog
        open={open}
        onOpenChange={setOpen}
        unit="coins"
        balance={balance}
        returnPath={pathname}
      />
    </>
  );
}

/** The last step's action: the impacts' own target modal, on the first item with room left. */
function ImpactAction() {
  const { t } = useTranslation();
  const impact = useFirstImpact();
  const [open, setOpen] = useState(false);
  if (impact.isPending) return null;
  const item = impact.data?.item;
  if (!impact.data || !item) return <Notice tone="warning">{t('onboarding.steps.impact.none')}</Notice>;
  if (impact.data.balance < item.price_per_unit)
    return <BuyCoinsAction balance={impact.data.balance} price={item.price_per_unit} />;
  return (
    <>
      <Button
        icon={<Icon name="green" size={16} />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="mission-action"
      >
        {t('onboarding.steps.impact.action')}
      </Button>
      {open ? (
        <FundDialog
          item={item}
          balance={impact.data.balance}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) void impact.refetch();
          }}
        />
      ) : null}
    </>
  );
}

/** The steps done on another screen: where their action goes, with that screen's icon. */
const STEP_LINKS = {
  welcome_gift: { to: welcomeGiftCheckoutPath, icon: 'gift' },
  giveaway: { to: giveawaysPath, icon: 'giveaways' },
} as const satisfies Record<Exclude<OnboardingStepId, 'impact'>, { to: string; icon: IconName }>;

function StepAction({ step }: { step: OnboardingStepId }) {
  const { t } = useTranslation();
  if (step === 'impact') return <ImpactAction />;
  const link = STEP_LINKS[step];
  return (
    <ButtonLink to={link.to} icon={<Icon name={link.icon} size={16} />} data-testid="mission-action">
      {t(`onboarding.steps.${step}.action`)}
    </ButtonLink>
  );
}

/**
 * The step the member is on: what to do, the way to do it (the feature's own screen or dialog),
 * and the check the server makes against what the member did. Skipping puts the mission aside.
 */
export function StepCard({ mission, step }: { mission: Mission; step: OnboardingStepId }) {
  const { t } = useTranslation();
  const move = useMissionMove();
  const refusal = move.data && !move.data.responseResult.succeeded ? move.data.responseResult.message : null;
  return (
    <section className={styles.card} aria-labelledby="mission-step-title" data-testid="mission-step">
      <p className={styles.eyebrow}>
        {t('onboarding.stepOf', { number: mission.stepNumber, count: mission.stepCount })}
      </p>
      <h2 id="mission-step-title" className={styles.cardTitle}>
        {t(`onboarding.steps.${step}.title`)}
      </h2>
      <p className={styles.muted}>{t(`onboarding.steps.${step}.body`)}</p>
      <div className={styles.actions}>
        <StepAction step={step} />
        <Button
          variant="secondary"
          icon={<Icon name="check-circle" size={16} />}
          loading={move.isPending}
          loadingLabel={t('onboarding.checking')}
          onClick={() => move.mutate({ kind: 'step', step })}
          data-testid="mission-check"
        >
          {t('onboarding.check')}
        </Button>
        <Button variant="ghost" onClick={() => move.mutate({ kind: 'skip' })} data-testid="mission-skip">
          {t('onboarding.skip')}
        </Button>
      </div>
      {refusal ? (
        <Notice tone="danger" role="alert" data-testid="mission-refused">
          {refusal}
        </Notice>
      ) : null}
    </section>
  );
}
