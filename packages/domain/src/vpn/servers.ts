/** The VPN server list: the default fastest server, load bands and country search (SPEC.md 2 "VPN page"). */

export interface VpnServerLoad {
  id: string;
  countryCode: string;
  /** 0–100, the share of the server's capacity in use. */
  load: number;
}

/** Load bands shown beside each server: below LOW is low, from HIGH on is high. */
export const VPN_LOAD_LOW_BELOW = 40;
export const VPN_LOAD_HIGH_FROM = 75;
export type VpnLoadLevel = 'low' | 'medium' | 'high';

export function vpnLoadLevel(load: number): VpnLoadLevel {
  if (load < VPN_LOAD_LOW_BELOW) return 'low';
  return load >= VPN_LOAD_HIGH_FROM ? 'high' : 'medium';
}

/**
 * "The default fastest server" of SPEC.md 2's Android steps: the least loaded one, ties broken by id
 * so every instance answers the same. Undefined for an empty list.
 */
export function fastestServer<T extends VpnServerLoad>(servers: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const s of servers) {
    if (!best || s.load < best.load || (s.load === best.load && s.id < best.id)) best = s;
  }
  return best;
}

/** Case- and accent-insensitive, so 'osterreich' finds 'Österreich' and 'japon' finds 'Japón'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Country search: the query is found in the country's shown name or city, or equals its code. */
export function matchesVpnSearch(
  query: string,
  server: { countryCode: string; countryName: string; city: string },
): boolean {
  const q = fold(query);
  if (q === '') return true;
  return (
    fold(server.countryName).includes(q) || fold(server.city).includes(q) || fold(server.countryCode) === q
  );
}
