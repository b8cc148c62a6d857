/** VPN and sweep (giveaway) gating (SPEC.md 4 "VPN", "Sweep feature"; SPEC.md 6). */
import { SWEEP_BLOCKED_COUNTRIES, VPN_BLOCKED_COUNTRIES } from './constants';
import { MA6_VPN_TAG } from './layout';
import { VPN_DISABLED_TAG } from './subscription';

export const VPN_ENABLED_TAG = 'vpn:enabled';
export const SWEEP_FEATURES_DISABLED_TAG = 'sweep_features:disabled';
export const SWEEPS_FOR_ALL_TAG = 'sweeps_for_all';
export const SWEEPS_TAG = 'sweeps';
export const SWEEPSATTACK_ENABLE_TAG = 'sweepsattack:enable';
/** SPEC.md 4: set on the member when the sweep feature is enabled. */
export const WEEKLY_SWEEPS_TAG = 'weekly_sweeps:enabled';

export interface GatingInput {
  memberTags: readonly string[];
  brandTags: readonly string[];
  /** ISO 3166 alpha-2 code (any case); may be unknown. */
  country: string | null | undefined;
}

/** What the sweep rule reads besides the tags and country: the brand's own blocked countries. */
export interface SweepGatingInput extends GatingInput {
  /**
   * ISO alpha-2 codes where this brand refuses giveaways (the console's "blocked countries",
   * brands.sweep_blocked_countries), on top of SWEEP_BLOCKED_COUNTRIES, which no brand can lift.
   * Required so no caller forgets the brand's list.
   */
  brandBlockedCountries: readonly string[];
}

function normalizeCountry(country: string | null | undefined): string {
  return (country ?? '').trim().toUpperCase();
}

function either(input: GatingInput, tag: string): boolean {
  return input.memberTags.includes(tag) || input.brandTags.includes(tag);
}

/**
 * On with ma6_vpn (member or brand) in a country that is not blocked. vpn:disabled (member or brand)
 * turns it off; vpn:enabled on the member overrides that, but not the ma6_vpn or country rules.
 * An unknown country is not blocked: the VPN block list is empty today (SPEC.md 6).
 */
export function isVpnEnabled(input: GatingInput): boolean {
  if (!either(input, MA6_VPN_TAG)) return false;
  if (VPN_BLOCKED_COUNTRIES.includes(normalizeCountry(input.country))) return false;
  if (either(input, VPN_DISABLED_TAG) && !input.memberTags.includes(VPN_ENABLED_TAG)) return false;
  return true;
}

/**
 * Whether giveaways are refused in the input's country: an unknown country (giveaways are legally
 * restricted by country, so it fails closed), SWEEP_BLOCKED_COUNTRIES, or the brand's own list.
 */
export function isSweepCountryBlocked(
  input: Pick<SweepGatingInput, 'country' | 'brandBlockedCountries'>,
): boolean {
  const country = normalizeCountry(input.country);
  if (country === '' || (SWEEP_BLOCKED_COUNTRIES as readonly string[]).includes(country)) return true;
  return input.brandBlockedCountries.some((blocked) => normalizeCountry(blocked) === country);
}

/** Every country where the brand refuses giveaways (upper case, once each): the fixed list, then its own. */
export function sweepBlockedCountries(brandBlockedCountries: readonly string[]): string[] {
  const own = brandBlockedCountries.map(normalizeCountry).filter((code) => code !== '');
  return [...new Set<string>([...SWEEP_BLOCKED_COUNTRIES, ...own])];
}

/**
 * Country not blocked (isSweepCountryBlocked), sweep_features:disabled absent (member or brand), and either the brand has
 * sweeps_for_all or the member has sweepsattack:enable and the brand has sweeps.
 * Giveaways are legally restricted by country, so an unknown country fails closed.
 */
export function isSweepFeatureEnabled(input: SweepGatingInput): boolean {
  if (isSweepCountryBlocked(input)) return false;
  if (either(input, SWEEP_FEATURES_DISABLED_TAG)) return false;
  if (input.brandTags.includes(SWEEPS_FOR_ALL_TAG)) return true;
  return input.memberTags.includes(SWEEPSATTACK_ENABLE_TAG) && input.brandTags.includes(SWEEPS_TAG);
}
