import { describe, expect, it } from 'vitest';
import { draftOfForm, EMPTY_VPN_SERVER_FORM, formOfServer, formProblems, problemsOfExtra } from './vpn-form';

const FILLED = {
  ...EMPTY_VPN_SERVER_FORM,
  id: ' nl-ams-2 ',
  countryCode: 'nl',
  city: ' Amsterdam ',
  hostname: 'NL-AMS-2.Edge.Example.net',
  port: '1194',
  load: '25',
};

describe('draftOfForm', () => {
  it('normalises what was typed as the server stores it', () => {
    expect(draftOfForm(FILLED)).toEqual({
      id: 'nl-ams-2',
      countryCode: 'NL',
      city: 'Amsterdam',
      hostname: 'nl-ams-2.edge.example.net',
      port: 1194,
      protocol: 'udp',
      load: 25,
    });
    expect(formProblems(FILLED)).toEqual([]);
  });

  it.each([
    ['', 'port'],
    ['11.5', 'port'],
    ['-1', 'port'],
    ['abc', 'port'],
  ])('a port of "%s" is the port’s problem', (port, field) => {
    expect(formProblems({ ...FILLED, port }).map((p) => p.field)).toEqual([field]);
  });

  it('names every problem of an empty form', () => {
    expect(formProblems(EMPTY_VPN_SERVER_FORM).map((p) => p.field)).toEqual([
      'id',
      'countryCode',
      'city',
      'hostname',
    ]);
  });
});

describe('formOfServer and problemsOfExtra', () => {
  it('fills the form from a stored server', () => {
    const form = formOfServer({
      id: 'de-fra-1',
      countryCode: 'DE',
      city: 'Frankfurt',
      hostname: 'de-fra-1.edge.member-vpn.net',
      port: 443,
      protocol: 'tcp',
      load: 81,
      shared: true,
    });
    expect(form).toMatchObject({ port: '443', load: '81', shared: true });
  });

  it('keeps only well-formed problems', () => {
    expect(
      problemsOfExtra({ problems: [{ field: 'port', code: 'invalid_port' }, { field: 1 }, null] }),
    ).toEqual([{ field: 'port', code: 'invalid_port' }]);
    expect(problemsOfExtra(null)).toEqual([]);
    expect(problemsOfExtra({ field: 'id' })).toEqual([]);
  });
});
