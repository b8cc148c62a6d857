import { describe, expect, it } from 'vitest';
import { OutboxMailer } from '../../src/modules/mail/mailer';
import { runOps, type OpsContext } from '../../src/ops/commands';
import { DIALECTS, postJson, useTestApp } from '../harness';
import { CONSOLE_HOST, TEST_STAFF, consoleGql, seedTestStaff, staffSignIn } from './staff-harness';

describe.each(DIALECTS)('staff operator commands on %s', (dialect) => {
  const t = useTestApp(dialect, { prepare: async (db) => void (await seedTestStaff(db.handle.db)) });
  const lines: string[] = [];
  const ops = (...argv: string[]) => {
    lines.length = 0;
    const db = t.db.handle.db;
    const ctx = {
      db,
      clock: t.clock.fn,
      mailer: new OutboxMailer(db, t.clock.fn),
      consoleOrigin: 'http://admin.localhost:3000',
      out: (line: string) => lines.push(line),
    } as unknown as OpsContext;
    return runOps(argv, ctx);
  };
  const auditActions = async () =>
    (
      await t.db.handle.db
        .selectFrom('audit_log')
        .select(['action', 'ip', 'staff_id'])
        .orderBy('id')
        .execute()
    ).map((r) => `${r.action} ${r.ip} ${r.staff_id ?? '-'}`);

  it('invites the first owner by e-mail and prints the one-time link, audited as the command line', async () => {
    expect(
      await ops('invite-staff', '--email', 'Boss@Example.com', '--name', 'Boss', '--role', 'owner'),
    ).toEqual({
      ok: true,
    });
    expect(lines[0]).toMatch(/^invited staff #\d+ boss@example\.com as owner$/);
    expect(lines[1]).toMatch(
      /^ {2}the invitation went by e-mail; its one-time link \(7 days\): http:\/\/admin\.localhost:3000\/invitation#[\w-]{43}$/,
    );
    const token = /#([\w-]+)$/.exec(lines[1] ?? '')?.[1] ?? '';
    const accepted = await postJson(t.app, CONSOLE_HOST, '/adminapi/auth/invitation', {
      token,
      name: 'The Boss',
      password: 'a-long-boss-pass-2026',
    });
    expect(accepted.json()).toMatchObject({ next: 'enrol' });
    expect(await auditActions()).toContain('staff.invite cli -');
  });

  it('refuses what the console refuses, with the reason, and changes nothing', async () => {
    expect(await ops('invite-staff', '--email', 'x@example.com', '--name', 'X', '--role', 'support')).toEqual(
      {
        ok: false,
        problem: '--brands: every role but owner needs at least one brand',
      },
    );
    expect(
      await ops(
        'invite-staff',
        '--email',
        'y@example.com',
        '--name',
        'Y',
        '--role',
        'support',
        '--brands',
        'nobrand',
      ),
    ).toEqual({
      ok: false,
      problem: '--brands: a brand that does not exist',
    });
    expect(
      await ops('invite-staff', '--email', TEST_STAFF.owner.email, '--name', 'Z', '--role', 'owner'),
    ).toEqual({
      ok: false,
      problem: 'a staff account with this e-mail already exists',
    });
    expect((await ops('set-staff-role', '--email', 'nobody@example.com', '--role', 'owner')).ok).toBe(false);
    expect((await ops('invite-staff', '--email', 'z@example.com', '--name', 'Z', '--role', 'king')).ok).toBe(
      false,
    );
  });

  it('changes a role and its brands, and deactivates an account, ending its sessions', async () => {
    expect(
      await ops(
        'set-staff-role',
        '--email',
        TEST_STAFF.editor.email,
        '--role',
        'support',
        '--brands',
        'clickcoins',
      ),
    ).toEqual({ ok: true });
    expect(lines).toEqual([
      expect.stringMatching(/^staff #\d+ editor@staff\.test is now support of clickcoins$/),
    ]);
    const session = await staffSignIn(t.app, t.clock, TEST_STAFF.support.email);
    expect(await ops('deactivate-staff', '--email', TEST_STAFF.support.email)).toEqual({ ok: true });
    expect((await consoleGql(t.app, session, '{ me { email } }')).status).toBe(401);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['staff.role cli -', 'staff.deactivate cli -']),
    );
  });
});
