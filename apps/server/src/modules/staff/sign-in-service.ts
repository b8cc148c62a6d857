/**
 * Staff sign-in (docs/console.md "Sign-in"): the password (the members' scrypt and throttle, counted
 * apart), then a TOTP code or a one-time recovery code; enrolment by QR code with ten recovery codes;
 * a fresh second factor for dangerous acts; 12-hour sessions whose tokens the database keeps only
 * as hashes.
 */
import {
  FRESH_SECOND_FACTOR_MINUTES,
  STAFF_CHALLENGE_MINUTES,
  STAFF_RECOVERY_CODE_COUNT,
  STAFF_SESSION_HOURS,
} from '@member-area/domain';
import type { StaffViewer } from '../../console/context';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { dummyPasswordHash, verifyPassword, type LoginThrottle } from '../auth';
import { toStaff, type StaffModel } from './model';
import {
  brandIdsOfStaff,
  claimTotpStep,
  findLiveStaffSession,
  findStaffByEmail,
  insertStaffSession,
  markEnrolled,
  markSignedIn,
  proposeTotpSecret,
  replaceRecoveryCodes,
  revokeStaffSession,
  setSessionFresh,
  useRecoveryCode,
  type StaffRow,
} from './repo';
import { hashOf, newRecoveryCode, newStaffToken, normalizeRecoveryCode } from './secrets';
import { enrolmentOf, newTotpSecret, totpStepOf } from './totp';

const MINUTE_MS = 60_000;

export type Enrolment = { secret: string; otpauthUrl: string; qrSvg: string };

/** What the password step answers: the challenge token (a cookie) and what comes next. */
export type PasswordResult =
  | { kind: 'second_factor'; challenge: string }
  | ({ kind: 'enrol'; challenge: string } & Enrolment)
  | { kind: 'invalid_credentials' }
  | { kind: 'too_many_attempts'; retryAfterSeconds: number };

export type SecondFactor = { code: string } | { recoveryCode: string };

export type SessionResult =
  | { kind: 'ok'; token: string; staff: StaffModel; recoveryCodes?: string[] }
  | { kind: 'invalid_code' }
  | { kind: 'challenge_expired' }
  | { kind: 'too_many_attempts'; retryAfterSeconds: number };

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class StaffSignInService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Passwords: the members' throttle, with keys of its own. */
    private readonly passwordThrottle: LoginThrottle,
    /** Second-factor codes: six digits are guessed in a million tries, so tries are few. */
    private readonly codeThrottle: LoginThrottle,
  ) {}

  private later(ms: number): string {
    return new Date(this.clock().getTime() + ms).toISOString();
  }

  async withPassword(input: { email: string; password: string; ip: string }): Promise<PasswordResult> {
    const email = normalizeStaffEmail(input.email);
    const nowMs = this.clock().getTime();
    const attempt = await this.passwordThrottle.begin(email, input.ip, nowMs);
    if (!attempt.allowed) return { kind: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };
    const row = await findStaffByEmail(this.db, email);
    // The same scrypt cost whether or not the account exists, has a password or is active.
    const hash = row?.password_hash ?? (await dummyPasswordHash());
    const ok = await verifyPassword(input.password, hash);
    if (!row || !ok || row.active !== 1 || row.password_hash === null) return { kind: 'invalid_credentials' };
    await this.passwordThrottle.succeeded(attempt.ticket);
    const challenge = await this.openChallenge(row.id, input.ip);
    if (row.totp_enrolled_at !== null) return { kind: 'second_factor', challenge };
    return { kind: 'enrol', challenge, ...(await this.proposeSecret(row)) };
  }

  /** A challenge for a staff member who has just proved their password (or accepted an invitation). */
  async openChallenge(staffId: number, ip: string): Promise<string> {
    const token = newStaffToken();
    await insertStaffSession(this.db, {
      staffId,
      tokenHash: hashOf(token),
      kind: 'challenge',
      createdAt: this.clock().toISOString(),
      expiresAt: this.later(STAFF_CHALLENGE_MINUTES * MINUTE_MS),
      ip,
      freshUntil: null,
    });
    return token;
  }

  /** A new secret for a staff member not yet enrolled, kept until a code from it proves the app has it. */
  async proposeSecret(row: Pick<StaffRow, 'id' | 'email'>): Promise<Enrolment> {
    const secret = newTotpSecret();
    await proposeTotpSecret(this.db, row.id, secret);
    return { secret, ...(await enrolmentOf(row.email, secret)) };
  }

  /** The second step: the challenge and a code (or a recovery code) → a 12-hour session. */
  async withSecondFactor(challenge: string, factor: SecondFactor, ip: string): Promise<SessionResult> {
    const now = this.clock();
    const found = await findLiveStaffSession(this.db, hashOf(challenge), 'challenge', now.toISOString());
    if (!found || found.staff.totp_enrolled_at === null) return { kind: 'challenge_expired' };
    const checked = await this.checkFactor(found.staff, factor, ip);
    if (checked !== 'ok') return checked;
    // A challenge is used once: of two requests with it, one wins.
    if (!(await revokeStaffSession(this.db, found.id, now.toISOString())))
      return { kind: 'challenge_expired' };
    return this.openSession(found.staff, ip, now);
  }

  /** Enrolment: the first code from the proposed secret enrols it; ten recovery codes, shown once. */
  async enrol(challenge: string, code: string, ip: string): Promise<SessionResult> {
    const now = this.clock();
    const found = await findLiveStaffSession(this.db, hashOf(challenge), 'challenge', now.toISOString());
    if (!found || found.staff.totp_enrolled_at !== null || !found.staff.totp_secret)
      return { kind: 'challenge_expired' };
    const checked = await this.checkFactor(found.staff, { code }, ip);
    if (checked !== 'ok') return checked;
    const recoveryCodes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
    const claimed = await inTransaction(this.db, async (trx) => {
      if (!(await revokeStaffSession(trx, found.id, now.toISOString()))) return false;
      await markEnrolled(trx, found.staff.id, now.toISOString());
      await replaceRecoveryCodes(trx, found.staff.id, recoveryCodes.map(hashOf));
      return true;
    });
    if (!claimed) return { kind: 'challenge_expired' };
    const session = await this.openSession({ ...found.staff, totp_enrolled_at: now.toISOString() }, ip, now);
    return session.kind === 'ok' ? { ...session, recoveryCodes } : session;
  }

  /** A second factor given again in a session: dangerous acts are allowed for a few minutes. */
  async confirm(
    viewer: StaffViewer,
    factor: SecondFactor,
    ip: string,
    row: StaffRow,
  ): Promise<{ kind: 'ok'; freshUntil: string } | Exclude<SessionResult, { kind: 'ok' }>> {
    const checked = await this.checkFactor(row, factor, ip);
    if (checked !== 'ok') return checked;
    const freshUntil = this.later(FRESH_SECOND_FACTOR_MINUTES * MINUTE_MS);
    await setSessionFresh(this.db, viewer.sessionId, freshUntil);
    return { kind: 'ok', freshUntil };
  }

  /** The staff member of a live session token (cookie or bearer), or null. */
  async authenticate(token: string): Promise<{ viewer: StaffViewer; row: StaffRow } | null> {
    if (token.length > 200) return null;
    const now = this.clock();
    const found = await findLiveStaffSession(this.db, hashOf(token), 'session', now.toISOString());
    if (!found) return null;
    const brandIds = (await brandIdsOfStaff(this.db, [found.staff.id])).get(found.staff.id) ?? [];
    const staff = toStaff(found.staff, brandIds);
    return {
      row: found.staff,
      viewer: {
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        brandIds: staff.brandIds,
        lang: staff.lang,
        sessionId: found.id,
        freshUntil: found.fresh_until ? new Date(found.fresh_until) : null,
      },
    };
  }

  async signOut(sessionId: number): Promise<void> {
    await revokeStaffSession(this.db, sessionId, this.clock().toISOString());
  }

  /** A TOTP code (each time step once) or an unused recovery code, throttled per account and address. */
  private async checkFactor(
    row: StaffRow,
    factor: SecondFactor,
    ip: string,
  ): Promise<'ok' | { kind: 'invalid_code' } | { kind: 'too_many_attempts'; retryAfterSeconds: number }> {
    const now = this.clock();
    const attempt = await this.codeThrottle.begin(row.email, ip, now.getTime());
    if (!attempt.allowed) return { kind: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };
    let ok = false;
    if ('code' in factor) {
      const step = row.totp_secret ? totpStepOf(row.totp_secret, factor.code.trim(), now) : null;
      ok = step !== null && (await claimTotpStep(this.db, row.id, step));
    } else {
      const code = normalizeRecoveryCode(factor.recoveryCode);
      ok = await useRecoveryCode(this.db, row.id, hashOf(code), now.toISOString());
    }
    if (!ok) return { kind: 'invalid_code' };
    await this.codeThrottle.succeeded(attempt.ticket);
    return 'ok';
  }

  private async openSession(row: StaffRow, ip: string, now: Date): Promise<SessionResult> {
    const token = newStaffToken();
    await inTransaction(this.db, async (trx) => {
      await insertStaffSession(trx, {
        staffId: row.id,
        tokenHash: hashOf(token),
        kind: 'session',
        createdAt: now.toISOString(),
        expiresAt: this.later(STAFF_SESSION_HOURS * 60 * MINUTE_MS),
        ip,
        // Signing in is not a confirmation: a dangerous act asks for the second factor again.
        freshUntil: null,
      });
      await markSignedIn(trx, row.id, now.toISOString());
    });
    const brandIds = (await brandIdsOfStaff(this.db, [row.id])).get(row.id) ?? [];
    return { kind: 'ok', token, staff: toStaff({ ...row, last_sign_in_at: now.toISOString() }, brandIds) };
  }
}
