import { describe, expect, it } from 'vitest';
import { isVpnHostname, vpnServerDraftProblems, type VpnServerDraft } from './server-draft';

const GOOD: VpnServerDraft = {
  id: 'de-fra-1',
  countryCode: 'DE',
  city: 'Frankfurt',
  hostname: 'de-fra-1.edge.member-vpn.net',
  port: 1194,
  protocol: 'udp',
  load: 30,
};

describe('vpnServerDraftProblems', () => {
  it('accepts a whole draft', () => {
    expect(vpnServerDraftProblems(GOOD)).toEqual([]);
  });

  it.each<[Partial<VpnServerDraft>, string, string]>([
    [{ id: 'DE-FRA-1' }, 'id', 'invalid_id'],
    [{ id: '-de' }, 'id', 'invalid_id'],
    [{ id: 'de fra' }, 'id', 'invalid_id'],
    [{ id: '' }, 'id', 'invalid_id'],
    [{ id: 'new' }, 'id', 'invalid_id'],
    [{ countryCode: 'de' }, 'countryCode', 'invalid_country'],
    [{ countryCode: 'XX' }, 'countryCode', 'invalid_country'],
    [{ city: '  ' }, 'city', 'required'],
    [{ city: 'x'.repeat(81) }, 'city', 'too_long'],
    [{ city: 'Fr\u202Eankfurt' }, 'city', 'unsafe_text'],
    [{ hostname: 'localhost' }, 'hostname', 'invalid_hostname'],
    [{ hostname: 'Edge.Example.net' }, 'hostname', 'invalid_hostname'],
    [{ hostname: '10.0.0.1' }, 'hostname', 'invalid_hostname'],
    [{ port: 0 }, 'port', 'invalid_port'],
    [{ port: 65_536 }, 'port', 'invalid_port'],
    [{ port: 11.5 }, 'port', 'invalid_port'],
    [{ protocol: 'UDP' }, 'protocol', 'invalid_protocol'],
    [{ load: -1 }, 'load', 'invalid_load'],
    [{ load: 101 }, 'load', 'invalid_load'],
  ])('%o: %s %s', (change, field, code) => {
    expect(vpnServerDraftProblems({ ...GOOD, ...change })).toEqual([{ field, code }]);
  });

  it('names every problem at once, in the form order', () => {
    const problems = vpnServerDraftProblems({ ...GOOD, id: 'x y', port: 0, load: 200 });
    expect(problems.map((p) => p.field)).toEqual(['id', 'port', 'load']);
  });

  it('takes tcp and the edge limits', () => {
    expect(vpnServerDraftProblems({ ...GOOD, protocol: 'tcp', port: 65_535, load: 100 })).toEqual([]);
    expect(vpnServerDraftProblems({ ...GOOD, port: 1, load: 0 })).toEqual([]);
    expect(isVpnHostname('vpn.example.com')).toBe(true);
  });
});
