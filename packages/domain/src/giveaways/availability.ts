/**
 * Why giveaways are off for a visitor (the API's SweepQuery.availability.reason and the
 * sweep_unavailable error's extra.reason), so the screen can say why. The same rule as
 * isSweepFeatureEnabled (SPEC.md 4 "Sweep feature"), checked in its order; null when enabled.
 */
import {
  SWEEP_FEATURES_DISABLED_TAG,
  SWEEPSATTACK_ENABLE_TAG,
  SWEEPS_FOR_ALL_TAG,
  SWEEPS_TAG,
  isSweepCountryBlocked,
  type SweepGatingInput,
} from '../gating';

export type SweepUnavailableReason = 'country' | 'disabled' | 'not_offered';

export function sweepUnavailableReason(input: SweepGatingInput): SweepUnavailableReason | null {
  // An unknown country fails closed; the brand's own list refuses as the fixed one does.
  if (isSweepCountryBlocked(input)) return 'country';
  if (
    input.memberTags.includes(SWEEP_FEATURES_DISABLED_TAG) ||
    input.brandTags.includes(SWEEP_FEATURES_DISABLED_TAG)
  ) {
    return 'disabled';
  }
  if (input.brandTags.includes(SWEEPS_FOR_ALL_TAG)) return null;
  if (input.memberTags.includes(SWEEPSATTACK_ENABLE_TAG) && input.brandTags.includes(SWEEPS_TAG)) return null;
  return 'not_offered';
}
