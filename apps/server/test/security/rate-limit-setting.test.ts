import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { HOSTS, useTestApp } from '../harness';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ma-config-'));

describe('RATE_LIMIT_PER_MINUTE', () => {
  it('defaults to 1,000 and refuses what is not a positive whole number', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimitPerMinute).toBe(1_000);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_PER_MINUTE: '250' }).rateLimitPerMinute).toBe(250);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(/RATE_LIMIT/);
  });

  describe('in the app', () => {
    const t = useTestApp('sqlite', { fixtures: true, app: () => ({ config: { rateLimitPerMinute: 3 } }) });
    it('answers 429 once one address has made that many requests in a minute', async () => {
      const boot = (remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: HOSTS.playmax }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await boot('198.51.100.1')).statusCode).toBe(200);
      const refused = await boot('198.51.100.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errorCode: 'too_many_attempts' });
      expect((await boot('198.51.100.2')).statusCode).toBe(200);
    });
  });
});
