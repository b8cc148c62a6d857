/** What the member sees of their onboarding mission (onboarding.graphql `Onboarding`). */
import {
  currentStep,
  NOT_STARTED,
  ONBOARDING_COMPLETED_TAG,
  ONBOARDING_MINUTES,
  ONBOARDING_REWARD,
  ONBOARDING_STATUSES,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEP_IDS,
  type OnboardingProgress,
  type OnboardingStatus,
  type OnboardingStepId,
} from '@member-area/domain';
import type { ProgressRow } from './repo';

export interface OnboardingView {
  status: OnboardingStatus;
  stepsDone: number;
  /** The step to do now, null once completed. */
  currentStep: OnboardingStepId | null;
  /** 'Step x of 3': x is the current step's number (3 once completed). */
  stepNumber: number;
  stepCount: number;
  steps: readonly OnboardingStepId[];
  minutes: number;
  rewardCoins: number;
  /** The Explorer Badge: earned by finishing the mission here, not by a tag a member could set. */
  explorerBadge: boolean;
}

function isStatus(value: string): value is OnboardingStatus {
  return (ONBOARDING_STATUSES as readonly string[]).includes(value);
}

/**
 * The member's progress from their row. Without a row, the tag onboarding_status:completed (SPEC.md
 * 4; the demo personas carry it) reads as completed, with no badge: the mission was not done here.
 */
export function progressOf(row: ProgressRow | undefined, memberTags: readonly string[]): OnboardingProgress {
  if (row && isStatus(row.status)) return { status: row.status, stepsDone: Number(row.steps_done) };
  if (memberTags.includes(ONBOARDING_COMPLETED_TAG))
    return { status: 'completed', stepsDone: ONBOARDING_STEP_COUNT };
  return NOT_STARTED;
}

export function toView(row: ProgressRow | undefined, memberTags: readonly string[]): OnboardingView {
  const p = progressOf(row, memberTags);
  const step = currentStep(p);
  return {
    status: p.status,
    stepsDone: p.stepsDone,
    currentStep: step,
    stepNumber: step === null ? ONBOARDING_STEP_COUNT : p.stepsDone + 1,
    stepCount: ONBOARDING_STEP_COUNT,
    steps: ONBOARDING_STEP_IDS,
    minutes: ONBOARDING_MINUTES,
    rewardCoins: ONBOARDING_REWARD,
    explorerBadge: row?.status === 'completed',
  };
}
