import { describe, expect, it } from 'vitest';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { PASSWORD } from '../fixtures';
import { cookieValue, DIALECTS, gql, HOSTS, login } from '../harness';
import { useTestApp } from '../harness';

const T0 = '2026-01-01T00:00:00.000Z';

describe.each(DIALECTS)('migrating a brand on %s', (dialect) => {
  const t = useTestApp(dialect);
  const db = () => t.db.handle.db;
  let oldToken = '';

  const ops = async (argv: string[]) => {
    const out: string[] = [];
    const ctx = { db: db(), clock: t.clock.fn, out: (l: string) => out.push(l) } as unknown as OpsContext;
    return { outcome: await runOps(argv, ctx), out };
  };
  const membersOf = async (brandId: string) =>
    (
      await db()
        .selectFrom('members')
        .select('email')
        .where('brand_id', '=', brandId)
        .orderBy('email')
        .execute()
    ).map((r) => r.email);
  const get = (host: string, url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host, accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  it('refuses bad input and changes nothing', async () => {
    oldToken = await login(t.app, HOSTS.clickcoins, 'member@clickcoins.test', PASSWORD);
    const before = await membersOf('clickcoins');
    expect(
      (await ops(['migrate-brand', '--from', 'clickcoins', '--to', 'clickcoins'])).outcome,
    ).toMatchObject({
      ok: false,
      problem: expect.stringContaining('same brand'),
    });
    expect((await ops(['migrate-brand', '--from', 'clickcoins', '--to', 'nowhere'])).outcome).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no brand nowhere'),
    });
    expect((await ops(['migrate-brand', '--from', 'Click Coins', '--to', 'playmax'])).outcome).toMatchObject({
      ok: false,
    });
    expect(await membersOf('clickcoins')).toEqual(before);
  });

  it('stops before anything moved when an e-mail has an account on both brands', async () => {
    const twin = await db()
      .insertInto('members')
      .values({
        ...(await db()
          .selectFrom('members')
          .selectAll()
          .where('email', '=', 'twin@clickcoins.test')
          .executeTakeFirstOrThrow()),
        id: undefined,
        brand_id: 'playmax',
        reference_number: 'REF-twin-playmax',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await ops(['migrate-brand', '--from', 'clickcoins', '--to', 'playmax']);
    expect(r.outcome).toEqual({ ok: false, problem: expect.stringContaining('twin@clickcoins.test') });
    expect(await membersOf('clickcoins')).toEqual(['member@clickcoins.test', 'twin@clickcoins.test']);
    expect(
      await db().selectFrom('brand_hosts').select('hostname').where('brand_id', '=', 'clickcoins').execute(),
    ).toHaveLength(1);
    await db().deleteFrom('members').where('id', '=', Number(twin.id)).execute();
  });

  it("moves the brand's members, their data and plans in one go, tags them, and redirects the old hostname", async () => {
    await db()
      .insertInto('billing_transactions')
      .values({
        brand_id: 'clickcoins',
        member_id: t.ids.coins,
        subscription_id: null,
        kind: 'coins',
        description: 'x',
        amount: 100,
        currency: 'CAD',
        symbol: '$',
        status: 'succeeded',
        reference: 'ch_mig',
        failure_code: null,
        created_at: T0,
      })
      .execute();
    const r = await ops(['migrate-brand', '--from', 'clickcoins', '--to', 'playmax']);
    expect(r.outcome).toEqual({ ok: true });
    expect(r.out[0]).toBe('moved 2 members of clickcoins to playmax (their plans: 1, off sale on playmax)');
    expect(await membersOf('clickcoins')).toEqual([]);
    expect(await membersOf('playmax')).toEqual(
      expect.arrayContaining(['member@clickcoins.test', 'twin@clickcoins.test']),
    );
    const moved = await db()
      .selectFrom('billing_transactions')
      .select('brand_id')
      .where('reference', '=', 'ch_mig')
      .executeTakeFirstOrThrow();
    expect(moved.brand_id).toBe('playmax');
    const plan = await db()
      .selectFrom('plans')
      .select(['brand_id', 'is_public'])
      .where('id', '=', 201)
      .executeTakeFirstOrThrow();
    expect({ brand: plan.brand_id, public: Number(plan.is_public) }).toEqual({ brand: 'playmax', public: 0 });
    const tags = await db()
      .selectFrom('member_tags')
      .select('tag')
      .where('member_id', '=', t.ids.coins)
      .execute();
    expect(tags.map((x) => x.tag)).toContain('show_migration_to_new_brand_modal:enabled');

    const res = await get(HOSTS.clickcoins, '/giveaways?tab=top');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toMatch(/^http:\/\/playmax\.localhost(:\d+)?\/giveaways\?tab=top$/);
  });

  it('exchanges an old session for a sign-in on the new brand once', async () => {
    const first = await get(HOSTS.clickcoins, '/', `ma_token=${oldToken}`);
    expect(first.statusCode).toBe(302);
    const link = new URL(String(first.headers.location));
    expect(link.hostname).toBe('playmax.localhost');
    expect(link.pathname).toBe('/api/auth/sign');

    const signed = await get(HOSTS.playmax, `${link.pathname}${link.search}`);
    expect(signed.statusCode).toBe(302);
    const newToken = cookieValue(signed, 'ma_token');
    expect(newToken).toBeTruthy();
    const me = await gql(t.app, HOSTS.playmax, '{ member { info { email brandId tags } } }', {
      token: newToken,
    });
    expect(me.body.data).toMatchObject({
      member: {
        info: {
          email: 'member@clickcoins.test',
          brandId: 'playmax',
          tags: expect.arrayContaining(['show_migration_to_new_brand_modal:enabled']),
        },
      },
    });

    // Used up: the same old token only gets the plain redirect now.
    const again = await get(HOSTS.clickcoins, '/', `ma_token=${oldToken}`);
    expect(again.statusCode).toBe(301);
    // And the migrated member signs in on the new brand with their password.
    await expect(login(t.app, HOSTS.playmax, 'member@clickcoins.test', PASSWORD)).resolves.toBeTruthy();
  });
});
