/**
 * Whether the onboarding mission can be offered to a member (SPEC.md 4 "Other flows", 9
 * "Onboarding"). The tag onboarding:enabled turns it on, but each of its three steps needs
 * something the brand and the member's country may not have: a welcome gift to claim (the
 * marketplace with an active gift, or a gift already claimed), giveaways open to the member
 * (SPEC.md 4 "Sweep feature", blocked countries included) and impacts to fund. A mission the
 * member could never finish is not offered: no banner, no page, its mutations refused.
 */
export type OnboardingUnavailableReason = 'disabled' | 'no_welcome_gift' | 'no_giveaways' | 'no_impacts';

export interface OnboardingAvailabilityInput {
  /** onboarding:enabled for the member (member tags over brand tags). */
  enabled: boolean;
  /** The member can claim a welcome gift, or has claimed one already. */
  welcomeGift: boolean;
  /** Giveaways are open to the member (sweepUnavailableReason is null). */
  giveaways: boolean;
  /** The brand has at least one impact item. */
  impacts: boolean;
}

/** The first reason the mission cannot be offered, checked in the steps' order; null when it can. */
export function onboardingUnavailableReason(
  input: OnboardingAvailabilityInput,
): OnboardingUnavailableReason | null {
  if (!input.enabled) return 'disabled';
  if (!input.welcomeGift) return 'no_welcome_gift';
  if (!input.giveaways) return 'no_giveaways';
  if (!input.impacts) return 'no_impacts';
  return null;
}
