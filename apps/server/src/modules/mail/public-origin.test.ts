import { describe, expect, it } from 'vitest';
import { publicOrigin, type PublicOriginSettings } from './public-origin';

const brand = { hostname: 'playmax.localhost' };

describe('the origin of links in mails', () => {
  it.each<[string, PublicOriginSettings, string]>([
    [
      'outside prod: the port the instance listens on',
      { isProd: false, port: 3211 },
      'http://playmax.localhost:3211',
    ],
    ['outside prod on port 80: no port', { isProd: false, port: 80 }, 'http://playmax.localhost'],
    ['prod: https behind the TLS proxy', { isProd: true, port: 3000 }, 'https://playmax.localhost'],
    [
      'PUBLIC_ORIGIN, {host} filled in',
      { isProd: true, port: 3000, publicOrigin: 'https://members.{host}:8443' },
      'https://members.playmax.localhost:8443',
    ],
  ])('%s', (_rule, settings, origin) => {
    expect(publicOrigin(brand, settings)).toBe(origin);
  });
});
