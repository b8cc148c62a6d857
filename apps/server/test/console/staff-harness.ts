/**
 * What console tests share: staff accounts of every role on the fixtures' brands, signing them in
 * through the real steps (password, then a TOTP code from their secret at the test clock's time),
 * and GraphQL on /adminapi/ with the session cookie.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { STAFF_CHALLENGE_COOKIE, STAFF_SESSION_COOKIE, type StaffRole } from '@member-area/domain';
import { hashPassword } from '../../src/modules/auth';
import { insertStaff, insertStaffBrands } from '../../src/modules/staff/repo';
import { totpCodeAt } from '../../src/modules/staff/totp';
import type { Db } from '../../src/db/kysely';
import { FIXTURE_LOG2_N } from '../fixtures';
import { cookieValue, postJson, type TestClock } from '../harness';

export const CONSOLE_HOST = 'admin.localhost';
export const STAFF_PASSWORD = 'staff-pass-2026';
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const TEST_STAFF = {
  owner: { email: 'owner@staff.test', role: 'owner', brandIds: [] },
  brandAdmin: { email: 'brand@staff.test', role: 'brand_admin', brandIds: ['playmax'] },
  editor: { email: 'editor@staff.test', role: 'content_editor', brandIds: ['playmax'] },
  support: { email: 'support@staff.test', role: 'support', brandIds: ['playmax', 'clickcoins'] },
  fulfilment: { email: 'fulfilment@staff.test', role: 'fulfilment', brandIds: ['playmax', 'clickcoins'] },
} as const satisfies Record<string, { email: string; role: StaffRole; brandIds: readonly string[] }>;

export type StaffName = keyof typeof TEST_STAFF;

/** Every TEST_STAFF account, enrolled with STAFF_TOTP_SECRET; their ids by name. */
export async function seedTestStaff(db: Db): Promise<Record<StaffName, number>> {
  const hash = await hashPassword(STAFF_PASSWORD, FIXTURE_LOG2_N);
  const ids = {} as Record<StaffName, number>;
  for (const [name, s] of Object.entries(TEST_STAFF) as [StaffName, (typeof TEST_STAFF)[StaffName]][]) {
    const id = await insertStaff(db, {
      email: s.email,
      name,
      role: s.role,
      passwordHash: hash,
      totpSecret: STAFF_TOTP_SECRET,
      enrolledAt: '2026-01-01T00:00:00.000Z',
      lang: 'en-us',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    if (id === null) throw new Error(`staff ${s.email} exists`);
    await insertStaffBrands(db, id, s.brandIds);
    ids[name] = id;
  }
  return ids;
}

/** The cookie header a console request sends. */
export const sessionCookie = (token: string) => `${STAFF_SESSION_COOKIE}=${token}`;

/** The next TOTP code: the clock moves on a step first, since a code (its step) works once per account. */
export function nextCode(clock: TestClock): string {
  clock.advance(30);
  return totpCodeAt(STAFF_TOTP_SECRET, clock.now);
}

export async function passwordStep(
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
): Promise<LightMyRequestResponse> {
  return postJson(app, CONSOLE_HOST, '/adminapi/auth/login', { email, password });
}

/** Signs a staff member in through both steps; their session token. */
export async function staffSignIn(app: FastifyInstance, clock: TestClock, email: string): Promise<string> {
  const first = await passwordStep(app, email);
  const challenge = cookieValue(first, STAFF_CHALLENGE_COOKIE);
  if (first.statusCode !== 200 || !challenge)
    throw new Error(`password step: ${first.statusCode} ${first.body}`);
  const second = await postJson(
    app,
    CONSOLE_HOST,
    '/adminapi/auth/totp',
    { code: nextCode(clock) },
    { cookie: `${STAFF_CHALLENGE_COOKIE}=${challenge}` },
  );
  const token = cookieValue(second, STAFF_SESSION_COOKIE);
  if (second.statusCode !== 200 || !token) throw new Error(`code step: ${second.statusCode} ${second.body}`);
  return token;
}

/** A fresh second factor in the session (what a dangerous act needs). */
export async function confirmSecondFactor(
  app: FastifyInstance,
  clock: TestClock,
  token: string,
): Promise<void> {
  const res = await postJson(
    app,
    CONSOLE_HOST,
    '/adminapi/auth/confirm',
    { code: nextCode(clock) },
    {
      cookie: sessionCookie(token),
    },
  );
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.statusCode} ${res.body}`);
}

export interface ConsoleGqlResult {
  status: number;
  data: Record<string, unknown> | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

export async function consoleGql(
  app: FastifyInstance,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { host?: string; headers?: Record<string, string> } = {},
): Promise<ConsoleGqlResult> {
  const res = await postJson(
    app,
    opts.host ?? CONSOLE_HOST,
    '/adminapi/',
    { query, variables },
    {
      ...(token ? { cookie: sessionCookie(token) } : {}),
      ...opts.headers,
    },
  );
  const body = res.body
    ? (res.json() as { data?: Record<string, unknown> | null; errors?: ConsoleGqlResult['errors'] })
    : {};
  return { status: res.statusCode, data: body.data, errors: body.errors };
}
