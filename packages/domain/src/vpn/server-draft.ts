/**
 * What makes a VPN server entry one members may download a configuration for (issue 33 scope 4):
 * the console's form, the API and the operator commands check the same draft, and every problem
 * comes back at once as a field and a code, so the form marks each field.
 */
import isFQDN from 'validator/lib/isFQDN.js';
import { isCountryCode } from '../brand-admin/brand-draft';
import { isSafeText } from '../text-safety';

/** Ids name the server in file names and URLs: lower-case letters, digits and dashes ('de-fra-1'). */
export const VPN_SERVER_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
export const VPN_PROTOCOLS = ['udp', 'tcp'] as const;
export type VpnProtocol = (typeof VPN_PROTOCOLS)[number];
export const VPN_CITY_MAX = 80;

export interface VpnServerDraft {
  id: string;
  countryCode: string;
  city: string;
  hostname: string;
  port: number;
  protocol: string;
  load: number;
}

export type VpnServerDraftCode =
  | 'invalid_id'
  | 'invalid_country'
  | 'required'
  | 'too_long'
  | 'unsafe_text'
  | 'invalid_hostname'
  | 'invalid_port'
  | 'invalid_protocol'
  | 'invalid_load';

export interface VpnServerDraftProblem {
  field: keyof VpnServerDraft;
  code: VpnServerDraftCode;
}

/** A public DNS name with a top-level domain: a member's client must resolve it. */
export function isVpnHostname(host: string): boolean {
  return (
    host === host.toLowerCase() &&
    host.length <= 253 &&
    isFQDN(host, { require_tld: true, allow_underscores: false, allow_trailing_dot: false })
  );
}

/** Every problem of the draft, in the form's order; empty when it may be saved. */
export function vpnServerDraftProblems(draft: VpnServerDraft): VpnServerDraftProblem[] {
  const problems: VpnServerDraftProblem[] = [];
  // `new` is the console's address of the add form (/vpn/new), never a server's.
  if (!VPN_SERVER_ID_PATTERN.test(draft.id) || draft.id === 'new')
    problems.push({ field: 'id', code: 'invalid_id' });
  if (!isCountryCode(draft.countryCode)) problems.push({ field: 'countryCode', code: 'invalid_country' });
  const city = draft.city.trim();
  if (city === '') problems.push({ field: 'city', code: 'required' });
  else if (city.length > VPN_CITY_MAX) problems.push({ field: 'city', code: 'too_long' });
  else if (!isSafeText(city)) problems.push({ field: 'city', code: 'unsafe_text' });
  if (!isVpnHostname(draft.hostname)) problems.push({ field: 'hostname', code: 'invalid_hostname' });
  if (!Number.isInteger(draft.port) || draft.port < 1 || draft.port > 65_535)
    problems.push({ field: 'port', code: 'invalid_port' });
  if (!(VPN_PROTOCOLS as readonly string[]).includes(draft.protocol))
    problems.push({ field: 'protocol', code: 'invalid_protocol' });
  if (!Number.isInteger(draft.load) || draft.load < 0 || draft.load > 100)
    problems.push({ field: 'load', code: 'invalid_load' });
  return problems;
}
