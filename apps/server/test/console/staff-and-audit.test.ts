import { describe, expect, it } from 'vitest';
import { STAFF_CHALLENGE_COOKIE } from '@member-area/domain';
import { insertAuditRow } from '../../src/modules/audit/repo';
import { totpCodeAt } from '../../src/modules/staff/totp';
import { countRows, cookieValue, DIALECTS, postJson, useTestApp } from '../harness';
import {
  CONSOLE_HOST,
  TEST_STAFF,
  confirmSecondFactor,
  consoleGql,
  seedTestStaff,
  sessionCookie,
  staffSignIn,
  type StaffName,
} from './staff-harness';

const STAFF_LIST = '{ staffList { email role brandIds active } }';
const DEACTIVATE = `mutation($id: ID!) { deactivateStaff(id: $id) {
  responseResult { succeeded errorCode } staff { email active } } }`;
const CHANGE_ROLE = `mutation($id: ID!, $role: StaffRole!, $brandIds: [ID!]!) { changeStaffRole(id: $id, role: $role, brandIds: $brandIds) {
  responseResult { succeeded errorCode } staff { role brandIds } } }`;
const INVITE = `mutation($input: InviteStaffInput!) { inviteStaff(input: $input) {
  responseResult { succeeded errorCode extra } staff { id email role brandIds enrolled } } }`;
const AUDIT = `query($filter: AuditFilter, $after: String, $first: Int) { auditLog(filter: $filter, after: $after, first: $first) {
  entries { action target brandId staffEmail before after ip } nextCursor } }`;

interface Result {
  responseResult: { succeeded: boolean; errorCode: string | null };
}

describe.each(DIALECTS)('staff list and audit log on %s', (dialect) => {
  let ids: Record<StaffName, number>;
  const t = useTestApp(dialect, {
    prepare: async (db) => {
      ids = await seedTestStaff(db.handle.db);
    },
  });
  const signIn = (name: StaffName) => staffSignIn(t.app, t.clock, TEST_STAFF[name].email);
  const auditRows = () => countRows(t.db.handle.db, 'audit_log');

  it('shows the staff list to owners only', async () => {
    const owner = await consoleGql(t.app, await signIn('owner'), STAFF_LIST);
    expect((owner.data?.staffList as unknown[]).length).toBe(5);
    for (const name of ['brandAdmin', 'editor', 'support', 'fulfilment'] as const) {
      const other = await consoleGql(t.app, await signIn(name), STAFF_LIST);
      expect(other.data?.staffList, name).toEqual([]);
    }
  });

  it('refuses staff changes to everyone but an owner, and writes no audit row then', async () => {
    const before = await auditRows();
    for (const name of ['brandAdmin', 'editor', 'support', 'fulfilment'] as const) {
      const token = await signIn(name);
      await confirmSecondFactor(t.app, t.clock, token);
      const res = await consoleGql(t.app, token, DEACTIVATE, { id: String(ids.support) });
      expect((res.data?.deactivateStaff as Result).responseResult.errorCode, name).toBe('forbidden');
    }
    expect(await auditRows()).toBe(before);
  });

  it('asks an owner for a fresh second factor before a staff change, then audits it in the same transaction', async () => {
    const owner = await signIn('owner');
    const stale = await consoleGql(t.app, owner, CHANGE_ROLE, {
      id: String(ids.editor),
      role: 'brand_admin',
      brandIds: ['playmax', 'clickcoins'],
    });
    expect((stale.data?.changeStaffRole as Result).responseResult.errorCode).toBe(
      'fresh_second_factor_required',
    );
    const before = await auditRows();
    await confirmSecondFactor(t.app, t.clock, owner);
    const done = await consoleGql(t.app, owner, CHANGE_ROLE, {
      id: String(ids.editor),
      role: 'brand_admin',
      brandIds: ['playmax', 'clickcoins'],
    });
    expect(done.data?.changeStaffRole).toEqual({
      responseResult: { succeeded: true, errorCode: null },
      staff: { role: 'brand_admin', brandIds: ['clickcoins', 'playmax'] },
    });
    expect(await auditRows()).toBe(before + 1);
    const log = await consoleGql(t.app, owner, AUDIT, { filter: { action: 'staff.role' } });
    const [entry] = (log.data?.auditLog as { entries: Record<string, unknown>[] }).entries;
    expect(entry).toMatchObject({
      action: 'staff.role',
      target: `staff:${ids.editor}`,
      brandId: null,
      staffEmail: TEST_STAFF.owner.email,
      before: { role: 'content_editor', brandIds: ['playmax'] },
      after: { role: 'brand_admin', brandIds: ['playmax', 'clickcoins'] },
    });
    // A brand that does not exist is refused, and nothing is written.
    const unknown = await consoleGql(t.app, owner, CHANGE_ROLE, {
      id: String(ids.editor),
      role: 'support',
      brandIds: ['nobrand'],
    });
    expect((unknown.data?.changeStaffRole as Result).responseResult.errorCode).toBe('brand_not_found');
    expect(await auditRows()).toBe(before + 1);
  });

  it("ends a deactivated staff member's sessions at once", async () => {
    const victim = await signIn('fulfilment');
    const owner = await signIn('owner');
    await confirmSecondFactor(t.app, t.clock, owner);
    const res = await consoleGql(t.app, owner, DEACTIVATE, { id: String(ids.fulfilment) });
    expect(res.data?.deactivateStaff).toMatchObject({ staff: { active: false } });
    expect((await consoleGql(t.app, victim, '{ me { email } }')).status).toBe(401);
    const again = await postJson(t.app, CONSOLE_HOST, '/adminapi/auth/login', {
      email: TEST_STAFF.fulfilment.email,
      password: 'staff-pass-2026',
    });
    expect(again.statusCode).toBe(401);
  });

  it('invites by e-mail with a one-time link that leads to a password and enrolment', async () => {
    const owner = await signIn('owner');
    await confirmSecondFactor(t.app, t.clock, owner);
    const res = await consoleGql(t.app, owner, INVITE, {
      input: { email: 'Newcomer@Staff.test', name: 'Newcomer', role: 'support', brandIds: ['clickcoins'] },
    });
    expect(res.data?.inviteStaff).toMatchObject({
      responseResult: { succeeded: true },
      staff: { email: 'newcomer@staff.test', role: 'support', brandIds: ['clickcoins'], enrolled: false },
    });
    const mail = await t.db.handle.db
      .selectFrom('outbox_mails')
      .select(['to_address', 'text_body'])
      .where('to_address', '=', 'newcomer@staff.test')
      .executeTakeFirstOrThrow();
    const token = /invitation#([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    expect(token).not.toBe('');
    const accept = (password: string) =>
      postJson(t.app, CONSOLE_HOST, '/adminapi/auth/invitation', { token, name: 'Nora Newcomer', password });
    expect((await accept('short')).json()).toMatchObject({ errorCode: 'weak_password' });
    const accepted = await accept('a-long-staff-pass-2026');
    const offer = accepted.json() as { next: string; secret: string };
    expect(offer.next).toBe('enrol');
    expect((await accept('a-long-staff-pass-2026')).json()).toMatchObject({
      errorCode: 'invitation_invalid',
    });
    t.clock.advance(30);
    const enrolled = await postJson(
      t.app,
      CONSOLE_HOST,
      '/adminapi/auth/enrol',
      { code: totpCodeAt(offer.secret, t.clock.now) },
      { cookie: `${STAFF_CHALLENGE_COOKIE}=${cookieValue(accepted, STAFF_CHALLENGE_COOKIE) ?? ''}` },
    );
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ staff: { name: 'Nora Newcomer', enrolled: true } });
    // The same address cannot be invited twice.
    await confirmSecondFactor(t.app, t.clock, owner);
    const twice = await consoleGql(t.app, owner, INVITE, {
      input: { email: 'newcomer@staff.test', name: 'Again', role: 'support', brandIds: ['clickcoins'] },
    });
    expect((twice.data?.inviteStaff as Result).responseResult.errorCode).toBe('email_taken');
  });

  it("shows a brand admin only their brands' audit rows, never the console-wide ones", async () => {
    const db = t.db.handle.db;
    const base = { staffId: null, staffEmail: null, before: null, after: null, ip: 'cli' };
    await insertAuditRow(
      db,
      { ...base, brandId: 'playmax', action: 'brand.update', target: 'brand:playmax' },
      '2026-03-02T00:00:00.000Z',
    );
    await insertAuditRow(
      db,
      { ...base, brandId: 'clickcoins', action: 'brand.update', target: 'brand:clickcoins' },
      '2026-03-02T00:00:00.000Z',
    );
    const admin = await consoleGql(t.app, await signIn('brandAdmin'), AUDIT, { first: 200 });
    const seen = (admin.data?.auditLog as { entries: { brandId: string | null }[] }).entries.map(
      (e) => e.brandId,
    );
    expect(seen).toEqual(['playmax']);
    const other = await consoleGql(t.app, await signIn('brandAdmin'), AUDIT, {
      filter: { brandId: 'clickcoins' },
    });
    expect((other.data?.auditLog as { entries: unknown[] }).entries).toEqual([]);
    // Roles without audit.read see nothing.
    const support = await consoleGql(t.app, await signIn('support'), AUDIT, {});
    expect((support.data?.auditLog as { entries: unknown[] }).entries).toEqual([]);
  });

  it('pages the log newest first and exports the same filter as CSV, formulas written as text', async () => {
    const db = t.db.handle.db;
    const base = {
      staffId: null,
      staffEmail: null,
      before: { name: 'A, "quoted"' },
      after: null,
      ip: 'cli',
    };
    for (let i = 0; i < 3; i++)
      await insertAuditRow(
        db,
        { ...base, brandId: 'clickcoins', action: 'test.page', target: i === 2 ? '=SUM(1)' : `t:${i}` },
        '2026-03-03T00:00:00.000Z',
      );
    const owner = await signIn('owner');
    const first = await consoleGql(t.app, owner, AUDIT, { filter: { action: 'test.page' }, first: 2 });
    const page1 = first.data?.auditLog as { entries: { target: string }[]; nextCursor: string };
    expect(page1.entries.map((e) => e.target)).toEqual(['=SUM(1)', 't:1']);
    const second = await consoleGql(t.app, owner, AUDIT, {
      filter: { action: 'test.page' },
      first: 2,
      after: page1.nextCursor,
    });
    expect(second.data?.auditLog).toMatchObject({ entries: [{ target: 't:0' }], nextCursor: null });

    const csv = await t.app.inject({
      url: '/adminapi/audit.csv?action=test.page',
      headers: { host: CONSOLE_HOST, cookie: sessionCookie(owner) },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('id,at,staff_id,staff_email,brand_id,action,target,before,after,ip');
    expect(lines).toHaveLength(4);
    // A cell a spreadsheet would run as a formula is written as text; commas and quotes are quoted.
    expect(lines[1]).toContain(`,'=SUM(1),"{""name"":""A, \\""quoted\\""""}",`);
    const refused = await t.app.inject({
      url: '/adminapi/audit.csv',
      headers: { host: CONSOLE_HOST, cookie: sessionCookie(await signIn('support')) },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('has no way to change or delete an audit row through the console schema', async () => {
    const owner = await signIn('owner');
    const schema = await consoleGql(t.app, owner, '{ __schema { mutationType { fields { name } } } }');
    const names = (
      schema.data?.__schema as { mutationType: { fields: { name: string }[] } }
    ).mutationType.fields.map((f) => f.name);
    expect(names.filter((n) => /audit/i.test(n))).toEqual([]);
  });
});
