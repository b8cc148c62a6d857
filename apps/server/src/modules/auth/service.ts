import {
  TOKEN_COOKIE_DAYS,
  normalizeEmail,
  passwordProblem,
  type PasswordProblem,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import { addSeconds, type Clock } from '../../lib/clock';
import type { Brand } from '../brand/model';
import type { MailService } from '../mail/service';
import { toMember, type MemberModel } from '../member/model';
import {
  findMemberByEmail,
  findMemberById,
  findMembersByCard,
  listMemberTags,
  updatePasswordHash,
} from '../member/repo';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { consumeSignInLink, createSignInLink } from './sign-link';
import {
  consumeOneTimeToken,
  findLiveSession,
  insertOneTimeToken,
  insertSession,
  revokeMemberSessions,
  revokeSession,
} from './repo';
import { newJti, newLinkKey, sha256Hex } from './secrets';
import type { LoginThrottle } from './throttle';
import type { TokenSigner } from './tokens';
import type { AuthOutcome, TokenSource } from './viewer';

const DAY = 24 * 60 * 60;
export const MEMBER_TOKEN_SECONDS = TOKEN_COOKIE_DAYS * DAY;
/** Anonymous tokens are cheap to get again; they need not live as long. */
export const GENERIC_TOKEN_SECONDS = 30 * DAY;
export const RESET_LINK_SECONDS = 60 * 60;

export type LoginResult =
  | { kind: 'ok'; token: string; member: MemberModel }
  | { kind: 'invalid_credentials' }
  | { kind: 'too_many_attempts'; retryAfterSeconds: number };

export type ResetResult =
  { kind: 'ok' } | { kind: 'reset_link_invalid' } | { kind: 'weak_password'; problem: PasswordProblem };

export interface AuthDeps {
  db: Db;
  clock: Clock;
  tokens: TokenSigner;
  throttle: LoginThrottle;
  mail: MailService;
}

/** Sign-in, sessions, one-time links and account recovery. Rules here; SQL in the repositories. */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  private nowIso(): string {
    return this.d.clock().toISOString();
  }

  async login(brand: Brand, input: { email: string; password: string; ip: string }): Promise<LoginResult> {
    const email = normalizeEmail(input.email);
    const accountKey = `${brand.id}:${email}`;
    const nowMs = this.d.clock().getTime();
    const attempt = await this.d.throttle.begin(accountKey, input.ip, nowMs);
    if (!attempt.allowed) return { kind: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };

    // Accounts are per brand: another brand's member is simply not found here.
    const row = await findMemberByEmail(this.d.db, brand.id, email);
    // Verify against a dummy hash when there is no account, so timing does not tell which e-mails exist.
    const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyPasswordHash()));
    // A failed attempt needs no further bookkeeping: its reservation already counts as a failure.
    if (!row || !ok) return { kind: 'invalid_credentials' };
    await this.d.throttle.succeeded(attempt.ticket);
    // Inactive accounts may sign in: the app shows 'This account is not yet active.'
    const member = toMember(row);
    return { kind: 'ok', token: await this.issueMemberToken(brand, member), member };
  }

  /** A new session row and its token, carrying the member's current tags. */
  async issueMemberToken(brand: Brand, member: MemberModel): Promise<string> {
    const now = this.d.clock();
    const jti = newJti();
    const expiresAt = addSeconds(now, MEMBER_TOKEN_SECONDS);
    const tags = await listMemberTags(this.d.db, member.id);
    await insertSession(this.d.db, {
      jti,
      memberId: member.id,
      brandId: brand.id,
      kind: 'member',
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return this.d.tokens.issue({
      subject: String(member.id),
      audience: brand.id,
      jti,
      kind: 'member',
      expiresAt,
      identity: {
        email: member.email,
        name: member.name ?? '',
        avatar: member.avatarUrl,
        timezone: member.timezone,
        lang: member.lang,
        provider: member.provider,
        tags,
        recipe: member.recipe,
      },
    });
  }

  async issueGenericToken(brand: Brand): Promise<string> {
    const now = this.d.clock();
    const jti = newJti();
    const expiresAt = addSeconds(now, GENERIC_TOKEN_SECONDS);
    await insertSession(this.d.db, {
      jti,
      memberId: null,
      brandId: brand.id,
      kind: 'generic',
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return this.d.tokens.issue({ subject: 'anonymous', audience: brand.id, jti, kind: 'generic', expiresAt });
  }

  /**
   * A token is good only when its signature, algorithm, audience (this brand) and expiry are right
   * AND its jti is a live session of this brand: logout really ends it.
   */
  async authenticate(brand: Brand, token: string, via: TokenSource): Promise<AuthOutcome> {
    const claims = await this.d.tokens.verify(token, brand.id);
    if (!claims) return { status: 'invalid', via };
    const memberId = claims.kind === 'generic' ? null : Number(claims.sub);
    if (memberId !== null && !Number.isSafeInteger(memberId)) return { status: 'invalid', via };
    // The session and the member the signed token names are read side by side (one round trip on
    // PostgreSQL instead of two); the member row is used only once the session proves the token live.
    const [session, row] = await Promise.all([
      findLiveSession(this.d.db, claims.jti, brand.id, this.nowIso()),
      memberId === null ? undefined : findMemberById(this.d.db, brand.id, memberId),
    ]);
    if (!session || session.kind !== claims.kind) return { status: 'invalid', via };
    if (memberId === null) {
      return session.member_id === null
        ? { status: 'ok', viewer: { kind: 'anonymous', jti: claims.jti } }
        : { status: 'invalid', via };
    }
    if (Number(session.member_id) !== memberId || !row) return { status: 'invalid', via };
    return { status: 'ok', viewer: { kind: 'member', member: toMember(row), jti: claims.jti, via } };
  }

  async revoke(jti: string): Promise<void> {
    await revokeSession(this.d.db, jti, this.nowIso());
  }

  /** A signed, single-use, 15-minute sign-in link for a brand's signup funnel. */
  async createSignInLink(memberId: number, brand: Brand, baseUrl: string): Promise<string> {
    return createSignInLink(this.d, memberId, brand, baseUrl);
  }

  /** A member token when the link is valid for this brand and unused; it is then used up. */
  async useSignInLink(brand: Brand, token: string): Promise<{ token: string; member: MemberModel } | null> {
    const memberId = await consumeSignInLink(this.d, brand, token);
    if (memberId === null) return null;
    const row = await findMemberById(this.d.db, brand.id, memberId);
    if (!row) return null;
    const member = toMember(row);
    return { token: await this.issueMemberToken(brand, member), member };
  }

  /** Mails a reset link when the account exists; says nothing either way (the caller always answers 202). */
  async requestPasswordReset(brand: Brand, rawEmail: string, baseUrl: string): Promise<void> {
    const row = await findMemberByEmail(this.d.db, brand.id, normalizeEmail(rawEmail));
    if (!row) return;
    const now = this.d.clock();
    const key = newLinkKey();
    await insertOneTimeToken(this.d.db, {
      tokenHash: sha256Hex(key),
      purpose: 'reset_password',
      memberId: Number(row.id),
      brandId: brand.id,
      createdAt: now.toISOString(),
      expiresAt: addSeconds(now, RESET_LINK_SECONDS).toISOString(),
    });
    await this.d.mail.sendToMember(
      'reset_password',
      brand,
      toMember(row),
      `${baseUrl}/reset-password/${key}`,
    );
  }

  async resetPassword(brand: Brand, key: string, password: string): Promise<ResetResult> {
    const problem = passwordProblem(password);
    if (problem) return { kind: 'weak_password', problem };
    // Hash first: scrypt is slow and must not hold a transaction open.
    const hash = await hashPassword(password);
    const nowIso = this.nowIso();
    return inTransaction(this.d.db, async (trx): Promise<ResetResult> => {
      const memberId = await consumeOneTimeToken(trx, sha256Hex(key), 'reset_password', brand.id, nowIso);
      if (memberId === undefined) return { kind: 'reset_link_invalid' };
      await updatePasswordHash(trx, memberId, hash, nowIso);
      // Whoever knew the old password is signed out everywhere.
      await revokeMemberSessions(trx, memberId, nowIso);
      return { kind: 'ok' };
    });
  }

  /** Mails every account of this brand with a matching card its own address. */
  async forgotEmail(brand: Brand, first6: string, last4: string): Promise<void> {
    const rows = await findMembersByCard(this.d.db, brand.id, first6, last4);
    for (const row of rows) {
      const member = toMember(row);
      await this.d.mail.sendToMember('forgot_email', brand, member, member.email);
    }
  }
}
