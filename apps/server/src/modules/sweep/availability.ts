/**
 * Whether giveaways are on for a visitor, and why not (SPEC.md 4 "Sweep feature"): the rule is the
 * domain's isSweepFeatureEnabled; this only names the first condition that failed, so the
 * giveaways screen can tell the member (sweep.availability, and sweep_unavailable's extra).
 */
import {
  SWEEP_BLOCKED_COUNTRIES,
  SWEEP_FEATURES_DISABLED_TAG,
  isSweepFeatureEnabled,
  type GatingInput,
} from '@member-area/domain';

export type UnavailableReason = 'country' | 'disabled' | 'not_offered';

export interface SweepAvailability {
  enabled: boolean;
  reason: UnavailableReason | null;
  /** The country the server resolved (ISO alpha-2, upper case), or null when unknown. */
  country: string | null;
}

export function sweepAvailability(input: GatingInput): SweepAvailability {
  const country = (input.country ?? '').trim().toUpperCase() || null;
  if (isSweepFeatureEnabled(input)) return { enabled: true, reason: null, country };
  // Same order as the rule: an unknown or blocked country first, then the switch, then the offer.
  if (country === null || (SWEEP_BLOCKED_COUNTRIES as readonly string[]).includes(country))
    return { enabled: false, reason: 'country', country };
  const disabled =
    input.memberTags.includes(SWEEP_FEATURES_DISABLED_TAG) ||
    input.brandTags.includes(SWEEP_FEATURES_DISABLED_TAG);
  return { enabled: false, reason: disabled ? 'disabled' : 'not_offered', country };
}
