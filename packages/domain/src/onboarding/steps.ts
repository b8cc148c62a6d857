/**
 * The onboarding mission (SPEC.md 4 "Other flows", SPEC.md 9 "Onboarding"): three steps in a fixed
 * order, 'Step x of 3', about 3 minutes, ending with +600 coins and the Explorer Badge. Only with the
 * feature tag onboarding:enabled (member over brand). The server keeps the member's progress; these
 * pure rules say which move is allowed from which state, so the server and the web agree.
 */
import { ONBOARDING_REWARD_COINS, ONBOARDING_STEPS } from '../constants';
import { isFeatureEnabled } from '../features';

/** The steps, in the order a member must do them (SPEC.md 4: gift, giveaway, impact). */
export const ONBOARDING_STEP_IDS = ['welcome_gift', 'giveaway', 'impact'] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** SPEC.md 9: "3 steps, about 3 minutes". */
export const ONBOARDING_STEP_COUNT = ONBOARDING_STEPS;
export const ONBOARDING_MINUTES = 3;
export const ONBOARDING_REWARD = ONBOARDING_REWARD_COINS;
export const ONBOARDING_FEATURE = 'onboarding';
/** The badge the end earns (SPEC.md 4), shown on the profile. */
export const EXPLORER_BADGE = 'explorer';

/**
 * not_started: never opened. in_progress: started or resumed ('Continue My Mission').
 * skipped: put aside by the member; resuming keeps the steps already done. completed: all three done.
 */
export const ONBOARDING_STATUSES = ['not_started', 'in_progress', 'skipped', 'completed'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export interface OnboardingProgress {
  status: OnboardingStatus;
  /** How many steps are done, 0..3; the next step is ONBOARDING_STEP_IDS[stepsDone]. */
  stepsDone: number;
}

export const NOT_STARTED: OnboardingProgress = { status: 'not_started', stepsDone: 0 };

export type OnboardingRefusal =
  | 'onboarding_not_available'
  | 'onboarding_not_started'
  | 'onboarding_already_completed'
  | 'onboarding_step_out_of_order'
  | 'onboarding_unknown_step';

export type OnboardingMove =
  { ok: true; next: OnboardingProgress; finished: boolean } | { ok: false; refusal: OnboardingRefusal };

export function isOnboardingEnabled(memberTags: readonly string[], brandTags: readonly string[]): boolean {
  return isFeatureEnabled(ONBOARDING_FEATURE, memberTags, brandTags);
}

export function isOnboardingStep(value: string): value is OnboardingStepId {
  return (ONBOARDING_STEP_IDS as readonly string[]).includes(value);
}

/** The step the member is on (null once all are done); its number for 'Step x of 3' is index + 1. */
export function currentStep(p: OnboardingProgress): OnboardingStepId | null {
  return ONBOARDING_STEP_IDS[p.stepsDone] ?? null;
}

/** Start, or resume after skipping ('Continue My Mission'): the steps already done are kept. */
export function startMove(p: OnboardingProgress): OnboardingMove {
  if (p.status === 'completed') return { ok: false, refusal: 'onboarding_already_completed' };
  return { ok: true, next: { status: 'in_progress', stepsDone: p.stepsDone }, finished: false };
}

/** Put the mission aside; it can be resumed later. */
export function skipMove(p: OnboardingProgress): OnboardingMove {
  if (p.status === 'completed') return { ok: false, refusal: 'onboarding_already_completed' };
  if (p.status !== 'in_progress') return { ok: false, refusal: 'onboarding_not_started' };
  return { ok: true, next: { status: 'skipped', stepsDone: p.stepsDone }, finished: false };
}

/**
 * Mark `step` done. Only the current step of a mission in progress: an earlier, later or unknown
 * step is refused, so the steps happen in order. The last step completes the mission.
 * (Whether the member really did the step is the server's check, against its data.)
 */
export function completeStepMove(p: OnboardingProgress, step: string): OnboardingMove {
  if (!isOnboardingStep(step)) return { ok: false, refusal: 'onboarding_unknown_step' };
  if (p.status === 'completed') return { ok: false, refusal: 'onboarding_already_completed' };
  if (p.status !== 'in_progress') return { ok: false, refusal: 'onboarding_not_started' };
  if (currentStep(p) !== step) return { ok: false, refusal: 'onboarding_step_out_of_order' };
  const stepsDone = p.stepsDone + 1;
  const finished = stepsDone === ONBOARDING_STEP_COUNT;
  return { ok: true, next: { status: finished ? 'completed' : 'in_progress', stepsDone }, finished };
}
