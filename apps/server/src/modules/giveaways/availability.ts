/**
 * Whether giveaways are on for a visitor, and why not (SPEC.md 4 "Sweep feature"): the domain's
 * sweepUnavailableReason (the same rule as isSweepFeatureEnabled, table-tested there) plus the
 * country the server resolved, for the giveaways screen's message and sweep_unavailable's extra.
 */
import {
  sweepUnavailableReason,
  type SweepGatingInput,
  type SweepUnavailableReason,
} from '@member-area/domain';

export type UnavailableReason = SweepUnavailableReason;

export interface SweepAvailability {
  enabled: boolean;
  reason: UnavailableReason | null;
  /** The visitor's country (ISO alpha-2, upper case), or null when unknown. */
  country: string | null;
}

export function sweepAvailability(input: SweepGatingInput): SweepAvailability {
  const reason = sweepUnavailableReason(input);
  return { enabled: reason === null, reason, country: (input.country ?? '').trim().toUpperCase() || null };
}
