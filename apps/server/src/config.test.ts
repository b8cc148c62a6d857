import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ma-config-'));

describe('configuration from the environment', () => {
  it('defaults to dev on SQLite under DATA_DIR with a generated secret kept for the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.env).toBe('dev');
    expect(first.databaseUrl).toBe(path.join(dir, 'member-area.sqlite'));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('refuses to start prod without JWT_SECRET, with a message rather than a crash', () => {
    expect(() => loadConfig({ APP_ENV: 'prod', DATA_DIR: dataDir() })).toThrow(ConfigError);
  });

  it('loads the demo personas everywhere but prod, unless SEED_DEMO_DATA says otherwise', () => {
    const secret = { JWT_SECRET: 'a-long-enough-production-secret-value-123' };
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemoData).toBe(true);
    expect(loadConfig({ APP_ENV: 'prod', DATA_DIR: dataDir(), ...secret }).seedDemoData).toBe(false);
    expect(
      loadConfig({ APP_ENV: 'prod', DATA_DIR: dataDir(), SEED_DEMO_DATA: '1', ...secret }).seedDemoData,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
  });

  it('takes PUBLIC_ORIGIN as an http(s) origin template, and nothing that is not an origin', () => {
    const origin = (PUBLIC_ORIGIN: string) => loadConfig({ DATA_DIR: dataDir(), PUBLIC_ORIGIN }).publicOrigin;
    expect(origin('https://{host}')).toBe('https://{host}');
    expect(origin('https://members.{host}:8443/')).toBe('https://members.{host}:8443');
    expect(origin('')).toBeUndefined();
    for (const bad of [
      'ftp://{host}',
      'https://{host}/members',
      'https://{host}?a=1',
      'https://u:p@{host}',
      '{host}',
      'https://members.example',
    ])
      expect(() => origin(bad), bad).toThrow(/PUBLIC_ORIGIN/);
  });
});
