/**
 * The console's brand migration and upkeep (issue 31 scope 3 and 7): the operator's `migrate-brand`
 * and `retention`, for owners, the migration only with a fresh second factor, each audited.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, useTestApp } from '../harness';
import { confirmSecondFactor, consoleGql, seedTestStaff, staffSignIn, TEST_STAFF } from './staff-harness';

const PREVIEW = `query($from: ID!, $to: ID!) { brandMigrationPreview(fromBrandId: $from, toBrandId: $to) {
  members plans hostnames emailCollisions } }`;
const MIGRATE = `mutation($from: ID!, $to: ID!) { migrateBrand(fromBrandId: $from, toBrandId: $to) {
  responseResult { succeeded errorCode message } members plans hostnames emailCollisions } }`;
const RETENTION =
  'mutation { runRetention { responseResult { succeeded errorCode } pass { sessions oneTimeTokens emailChanges events } } }';

describe.each(DIALECTS)('the console moves a brand and runs upkeep on %s', (dialect) => {
  const t = useTestApp(dialect, { prepare: async (db) => void (await seedTestStaff(db.handle.db)) });
  const db = () => t.db.handle.db;
  const membersOf = async (brandId: string) =>
    (await db().selectFrom('members').select('email').where('brand_id', '=', brandId).execute()).length;
  const auditRows = (action: string) =>
    db().selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('previews, asks for a fresh code, stops on an e-mail on both brands, then moves and audits', async () => {
    const owner = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    const clickcoins = await membersOf('clickcoins');

    const preview = await consoleGql(t.app, owner, PREVIEW, { from: 'clickcoins', to: 'playmax' });
    expect(preview.data?.brandMigrationPreview).toMatchObject({
      members: clickcoins,
      hostnames: ['clickcoins.localhost'],
      emailCollisions: [],
    });
    expect((await consoleGql(t.app, owner, PREVIEW, { from: 'clickcoins', to: 'nowhere' })).data).toEqual({
      brandMigrationPreview: null,
    });

    // Signing in is not fresh: the dangerous act asks for the code again.
    const stale = await consoleGql(t.app, owner, MIGRATE, { from: 'clickcoins', to: 'playmax' });
    expect(stale.data?.migrateBrand).toMatchObject({
      responseResult: { succeeded: false, errorCode: 'fresh_second_factor_required' },
      members: null,
    });
    await confirmSecondFactor(t.app, t.clock, owner);

    const same = await consoleGql(t.app, owner, MIGRATE, { from: 'clickcoins', to: 'clickcoins' });
    expect(same.data?.migrateBrand).toMatchObject({
      responseResult: { succeeded: false, errorCode: 'brand_migration_same_brand' },
    });

    // An e-mail with an account on both brands: named, and nothing moved.
    const twin = await db()
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'twin@clickcoins.test')
      .executeTakeFirstOrThrow();
    const copy = await db()
      .insertInto('members')
      .values({ ...twin, id: undefined, brand_id: 'playmax', reference_number: 'REF-twin-pm' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const blocked = await consoleGql(t.app, owner, MIGRATE, { from: 'clickcoins', to: 'playmax' });
    expect(blocked.data?.migrateBrand).toMatchObject({
      responseResult: { succeeded: false, errorCode: 'brand_migration_email_collision' },
      emailCollisions: ['twin@clickcoins.test'],
    });
    expect(await membersOf('clickcoins')).toBe(clickcoins);
    expect(await auditRows('brand.migrate')).toEqual([]);
    await db().deleteFrom('members').where('id', '=', Number(copy.id)).execute();

    const moved = await consoleGql(t.app, owner, MIGRATE, { from: 'clickcoins', to: 'playmax' });
    expect(moved.data?.migrateBrand).toMatchObject({
      responseResult: { succeeded: true },
      members: clickcoins,
      hostnames: ['clickcoins.localhost'],
    });
    expect(await membersOf('clickcoins')).toBe(0);
    const [row] = await auditRows('brand.migrate');
    expect(row).toMatchObject({
      brand_id: 'clickcoins',
      staff_email: TEST_STAFF.owner.email,
      target: 'brand:clickcoins',
    });
  });

  it('refuses the migration to a brand admin, even of both brands', async () => {
    const admin = await staffSignIn(t.app, t.clock, TEST_STAFF.brandAdmin.email);
    await confirmSecondFactor(t.app, t.clock, admin);
    const r = await consoleGql(t.app, admin, MIGRATE, { from: 'playmax', to: 'clickcoins' });
    expect(r.data?.migrateBrand).toMatchObject({ responseResult: { errorCode: 'forbidden' } });
    expect((await consoleGql(t.app, admin, '{ upkeep { eventRetentionDays } }')).data).toEqual({
      upkeep: null,
    });
  });

  it('runs a retention pass now and records what it deleted', async () => {
    const owner = await staffSignIn(t.app, t.clock, TEST_STAFF.owner.email);
    expect((await consoleGql(t.app, owner, '{ upkeep { eventRetentionDays } }')).data).toEqual({
      upkeep: { eventRetentionDays: 396 },
    });
    const expired = '2020-01-01T00:00:00.000Z';
    const member = await db().selectFrom('members').select(['id', 'brand_id']).executeTakeFirstOrThrow();
    await db()
      .insertInto('events')
      .values({
        member_id: Number(member.id),
        brand_id: member.brand_id,
        namespace: 'members',
        type: 'test.old',
        payload: '{}',
        transaction_id: null,
        created_at: expired,
      })
      .execute();
    const r = await consoleGql(t.app, owner, RETENTION);
    expect(r.data?.runRetention).toMatchObject({ responseResult: { succeeded: true }, pass: { events: 1 } });
    const [row] = await auditRows('upkeep.retention');
    expect(row).toMatchObject({ staff_email: TEST_STAFF.owner.email, brand_id: null });
  });
});
