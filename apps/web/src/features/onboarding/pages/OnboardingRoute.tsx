import { isOnboardingStep, ONBOARDING_STEP_IDS } from '@member-area/domain';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { Button, ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Notice } from '../../../ui/Notice';
import { LoadingOrFailed } from '../../../ui/LoadingOrFailed';
import { formatNumber } from '../../../app/format';
import { ExplorerBadge } from '../components/ExplorerBadge';
import styles from '../components/Onboarding.module.css';
import { StepCard } from '../components/StepCard';
import { useMission, useMissionMove, type Mission } from '../hooks';

function StepList({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('onboarding.progress')}>
      {ONBOARDING_STEP_IDS.map((step, i) => {
        const state = i < mission.stepsDone ? 'done' : i === mission.stepsDone ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={styles.stepItem}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Icon name={state === 'done' ? 'check-circle' : 'info'} size={20} />
            <span className={styles.stepName}>
              {t(`onboarding.steps.${step}.title`)}
              <span className={styles.stepState}>
                {state === 'done' ? t('onboarding.done') : t('onboarding.todo')}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function MissionBody({ mission }: { mission: Mission }) {
  const { t, i18n } = useTranslation();
  const move = useMissionMove();
  const step = mission.currentStep;
  if (mission.status === 'completed')
    return (
      <Notice
        tone="success"
        role="status"
        title={t('onboarding.completed.title')}
        data-testid="mission-completed"
      >
        {/* Completed before this mission existed (the tag alone): no reward was earned here. */}
        {mission.explorerBadge ? (
          <p>{t('onboarding.completed.body', { coins: formatNumber(mission.rewardCoins, i18n.language) })}</p>
        ) : null}
      </Notice>
    );
  if (mission.status === 'in_progress' && step !== null && isOnboardingStep(step))
    return <StepCard mission={mission} step={step} />;
  const refusal = move.data && !move.data.responseResult.succeeded ? move.data.responseResult.message : null;
  return (
    <div className={styles.actions}>
      <Button
        icon={<Icon name="arrow-right" size={16} />}
        loading={move.isPending}
        onClick={() => move.mutate({ kind: 'start' })}
        data-testid="mission-start"
      >
        {mission.status === 'not_started' ? t('onboarding.start') : t('onboarding.resume')}
      </Button>
      {refusal ? (
        <Notice tone="danger" role="alert">
          {refusal}
        </Notice>
      ) : null}
    </div>
  );
}

/** The onboarding mission (SPEC.md 4): 'Step x of 3', about 3 minutes, +600 coins and the Explorer Badge. */
export function Component() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('onboarding.title'));
  const mission = useMission();
  if (mission.isPending || mission.isError)
    return (
      <LoadingOrFailed
        query={mission}
        loading={t('onboarding.loading')}
        failed={t('onboarding.loadFailed')}
      />
    );
  const m = mission.data;
  if (!m)
    return (
      <div className={styles.page}>
        <Notice tone="info">{t('onboarding.unavailable')}</Notice>
        <ButtonLink to="/" variant="secondary">
          {t('onboarding.home')}
        </ButtonLink>
      </div>
    );
  return (
    <div className={styles.page} data-testid="mission">
      <header>
        <p className={styles.eyebrow}>{t('onboarding.eyebrow')}</p>
        <h1 className={styles.title}>{t('onboarding.title')}</h1>
        <p className={styles.muted}>
          {t('onboarding.intro', {
            minutes: m.minutes,
            coins: formatNumber(m.rewardCoins, i18n.language),
          })}
        </p>
      </header>
      <StepList mission={m} />
      <MissionBody mission={m} />
      <ExplorerBadge />
    </div>
  );
}
