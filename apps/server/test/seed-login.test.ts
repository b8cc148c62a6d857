import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed';
import { DIALECTS, gql, login, postJson, useTestApp } from './harness';
import { FIXTURE_LOG2_N } from './fixtures';

const DEMO_PASSWORD = 'demo-pass-2026';

describe.each(DIALECTS)('seeded demo data on %s', (dialect) => {
  const t = useTestApp(dialect, {
    fixtures: false,
  });

  beforeAll(async () => {
    await seedDemoData(t.db.handle.db, { dataDir: t.config.dataDir, passwordLog2N: FIXTURE_LOG2_N });
  });

  it('a persona signs in on its brand and sees its plan, and not on another brand', async () => {
    const token = await login(t.app, 'playmax.localhost', 'paid@playmax.test', DEMO_PASSWORD);
    const me = await gql(
      t.app,
      'playmax.localhost',
      '{ member { info { email subscription { isActive } } } }',
      { token },
    );
    expect(me.body.data).toEqual({
      member: { info: { email: 'paid@playmax.test', subscription: { isActive: true } } },
    });
    const elsewhere = await postJson(t.app, 'clickcoins.localhost', '/api/auth/login', {
      email: 'paid@playmax.test',
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(401);
    await login(t.app, 'clickcoins.localhost', 'member@clickcoins.test', DEMO_PASSWORD);
  });

  it('localhost answers as playmax', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boot', headers: { host: 'localhost:3000' } });
    expect(res.json()).toMatchObject({ brand: { id: 'playmax' } });
  });
});
