/**
 * Who may use the VPN page and get an OpenVPN configuration (SPEC.md 4 "VPN", "Subscription state";
 * SPEC.md 6: VPN is blocked in the countries of blockedCountriesForVpn).
 */
import { VPN_BLOCKED_COUNTRIES } from '../constants';
import { isVpnEnabled, type GatingInput } from '../gating';
import type { EntitledType } from '../subscription';

export type VpnRefusal = 'vpn_not_available' | 'vpn_country_blocked';

export interface VpnAccessInput extends GatingInput {
  /** subscriptionState().mediaTypes of the member's active subscriptions ('vpn' from an offer named VPN). */
  entitledTypes: readonly EntitledType[];
}

/**
 * null when the member may use the VPN, else why not. Two ways in: the tag rule of SPEC.md 4
 * (ma6_vpn, vpn:disabled, the member's vpn:enabled override), or an active subscription whose offer
 * is named VPN (the vpn brand's members: subscriptionState already drops it under vpn:disabled).
 * A blocked country refuses both; it is named first so the member learns the real reason.
 */
export function vpnRefusal(
  input: VpnAccessInput,
  blockedCountries: readonly string[] = VPN_BLOCKED_COUNTRIES,
): VpnRefusal | null {
  const country = (input.country ?? '').trim().toUpperCase();
  if (country !== '' && blockedCountries.includes(country)) return 'vpn_country_blocked';
  if (input.entitledTypes.includes('vpn')) return null;
  // isVpnEnabled checks the (empty) default list itself; the given list was checked above.
  return isVpnEnabled(input) ? null : 'vpn_not_available';
}
