import {
  SESSION_MAX_LIFETIME_MS,
  memberSessionState,
  normalizeEmail,
  passwordProblem,
  shouldTouchSession,
  type PasswordProblem,
} from '@member-area/domain';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import { addSeconds, type Clock } from '../../lib/clock';
import type { Brand } from '../brand';
import type { MailService, PendingMail } from '../mail';
import {
  toMember,
  type MemberModel,
  findMemberByEmail,
  findMemberById,
  findMembersByCard,
  listMemberTags,
  updateMemberLang,
  updatePasswordHash,
} from '../member';
import { SERVER_COMMON_PASSWORDS } from './common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { consumeSignInLink, createSignInLink } from './sign-link';
import {
  consumeOneTimeToken,
  isOneTimeTokenLive,
  oneTimeTokenState,
  type OneTimeTokenState,
  findLiveMemberSession,
  findLiveSession,
  insertOneTimeToken,
  insertSession,
  type SessionClient,
  revokeForRotation,
  revokeMemberSessions,
  revokeSession,
  touchSession,
} from './repo';
import { RESET_KEY } from './schemas';
import { newJti, newLinkKey, sha256Hex } from './secrets';
import type { LoginThrottle } from './throttle';
import type { TokenSigner } from './tokens';
import type { AuthOutcome, TokenSource } from './viewer';

const DAY = 24 * 60 * 60;
/** A member token (and its cookie) lives as long as a session may: the absolute lifetime. */
export const MEMBER_TOKEN_SECONDS = SESSION_MAX_LIFETIME_MS / 1000;
/** Anonymous tokens are cheap to get again; they need not live as long. */
export const GENERIC_TOKEN_SECONDS = 30 * DAY;
export const RESET_LINK_SECONDS = 60 * 60;

export type LoginResult =
  | { kind: 'ok'; token: string; member: MemberModel; deviceCookie: string }
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

  /**
   * `deviceCookie`: the browser's known-device cookie, if any. When it was signed for this very
   * member, the attempt is throttled on that device's own counter (LoginThrottle), so a member
   * whose account strangers are hammering still gets in from a browser they used before.
   */
  async login(
    brand: Brand,
    input: {
      email: string;
      password: string;
      ip: string;
      deviceCookie?: string;
      lang?: string;
      /** The User-Agent header, kept on the session (the console's member page names the device). */
      userAgent?: string | null;
    },
  ): Promise<LoginResult> {
    const email = normalizeEmail(input.email);
    const accountKey = `${brand.id}:${email}`;
    const nowMs = this.d.clock().getTime();
    // Accounts are per brand: another brand's member is simply not found here. Looked up before the
    // throttle, which needs the member to check the device cookie against.
    const row = await findMemberByEmail(this.d.db, brand.id, email);
    const knownDevice = row
      ? this.d.tokens.devices.verify(input.deviceCookie, brand.id, Number(row.id))
      : null;
    const attempt = await this.d.throttle.begin(accountKey, input.ip, nowMs, knownDevice);
    if (!attempt.allowed) return { kind: 'too_many_attempts', retryAfterSeconds: attempt.retryAfterSeconds };

    // Verify against a dummy hash when there is no account, so timing does not tell which e-mails exist.
    const ok = await verifyPassword(input.password, row?.password_hash ?? (await dummyPasswordHash()));
    // A failed attempt needs no further bookkeeping: its reservation already counts as a failure.
    if (!row || !ok) return { kind: 'invalid_credentials' };
    await this.d.throttle.succeeded(attempt.ticket);
    // Inactive accounts may sign in: the app shows 'This account is not yet active.'
    let member = toMember(row);
    // A language chosen on the sign-in page is the visitor's newest word on it: it becomes the
    // member's, stored before the token that carries it, so it follows them to every device.
    if (input.lang && input.lang !== member.lang) {
      await updateMemberLang(this.d.db, member.id, input.lang, new Date(nowMs).toISOString());
      member = { ...member, lang: input.lang };
    }
    return {
      kind: 'ok',
      token: await this.issueMemberToken(brand, member, { userAgent: input.userAgent ?? null, ip: input.ip }),
      member,
      deviceCookie: this.d.tokens.devices.sign(brand.id, member.id, knownDevice ?? undefined),
    };
  }

  /** A new session (a fresh sign-in) from `client` and its token, carrying the member's current tags. */
  async issueMemberToken(brand: Brand, member: MemberModel, client: SessionClient): Promise<string> {
    const now = this.d.clock();
    const jti = newJti();
    const expiresAt = addSeconds(now, MEMBER_TOKEN_SECONDS);
    await insertSession(this.d.db, {
      jti,
      memberId: member.id,
      brandId: brand.id,
      kind: 'member',
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      signedInAt: now.toISOString(),
      client,
    });
    return this.memberToken(brand, member, jti, expiresAt);
  }

  /**
   * `refreshToken` (ASVS V7.2.4): the presented session is revoked and a new one takes its place,
   * keeping its sign-in time and absolute expiry, so refreshing never stretches a session's life.
   * Null when the session is no longer live (already rotated, revoked, expired): the old token is
   * refused from then on, and of two concurrent refreshes of one token only one succeeds. The new
   * session records the client that refreshed (`client`), as a sign-in does.
   */
  async rotateMemberToken(
    brand: Brand,
    member: MemberModel,
    oldJti: string,
    client: SessionClient,
  ): Promise<string | null> {
    const now = this.d.clock();
    const jti = newJti();
    const replaced = await inTransaction(this.d.db, async (trx) => {
      const old = await revokeForRotation(trx, oldJti, brand.id, now.toISOString());
      if (!old || Number(old.member_id) !== member.id) return null;
      await insertSession(trx, {
        jti,
        memberId: member.id,
        brandId: brand.id,
        kind: 'member',
        createdAt: now.toISOString(),
        expiresAt: old.expires_at,
        signedInAt: old.signed_in_at ?? old.created_at,
        client,
      });
      return old;
    });
    if (!replaced) return null;
    return this.memberToken(brand, member, jti, new Date(replaced.expires_at));
  }

  private async memberToken(
    brand: Brand,
    member: MemberModel,
    jti: string,
    expiresAt: Date,
  ): Promise<string> {
    const tags = await listMemberTags(this.d.db, member.id);
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
      signedInAt: now.toISOString(),
    });
    return this.d.tokens.issue({ subject: 'anonymous', audience: brand.id, jti, kind: 'generic', expiresAt });
  }

  /**
   * A token is good only when its signature, algorithm, audience (this brand) and expiry are right
   * AND its jti is a live session of this brand: logout really ends it. A member session also ends
   * after the idle timeout and at its absolute lifetime (domain memberSessionState, ADR 0006).
   */
  async authenticate(brand: Brand, token: string, via: TokenSource): Promise<AuthOutcome> {
    const claims = await this.d.tokens.verify(token, brand.id);
    if (!claims) return { status: 'invalid', via };
    const memberId = claims.kind === 'generic' ? null : Number(claims.sub);
    if (memberId !== null && !Number.isSafeInteger(memberId)) return { status: 'invalid', via };
    if (memberId === null) {
      const session = await findLiveSession(this.d.db, claims.jti, brand.id, this.nowIso());
      return session && session.kind === claims.kind && session.member_id === null
        ? { status: 'ok', viewer: { kind: 'anonymous', jti: claims.jti } }
        : { status: 'invalid', via };
    }
    // The session and the member the signed token names, in one statement.
    const found = await findLiveMemberSession(this.d.db, {
      jti: claims.jti,
      brandId: brand.id,
      memberId,
      nowIso: this.nowIso(),
    });
    if (!found || found.session.kind !== claims.kind) return { status: 'invalid', via };
    const { session, member: row } = found;
    const nowMs = this.d.clock().getTime();
    const lastSeenAtMs = Date.parse(session.last_seen_at ?? session.created_at);
    const times = { signedInAtMs: Date.parse(session.signed_in_at ?? session.created_at), lastSeenAtMs };
    if (memberSessionState(times, nowMs) !== 'live') return { status: 'invalid', via };
    if (shouldTouchSession(lastSeenAtMs, nowMs)) await touchSession(this.d.db, claims.jti, this.nowIso());
    return { status: 'ok', viewer: { kind: 'member', member: toMember(row), jti: claims.jti, via } };
  }

  async revoke(jti: string): Promise<void> {
    await revokeSession(this.d.db, jti, this.nowIso());
  }

  /** A signed, single-use, 15-minute sign-in link for a brand's signup funnel. */
  async createSignInLink(memberId: number, brand: Brand, baseUrl: string): Promise<string> {
    return createSignInLink(this.d, memberId, brand, baseUrl);
  }

  /**
   * A member token when the link is valid for this brand and unused; it is then used up. Opening
   * the link proves the member as a password does, so the browser gets a known-device cookie too
   * (a new device id: the cookie is sent only to the sign-in endpoint, never here).
   */
  async useSignInLink(
    brand: Brand,
    token: string,
    client: SessionClient,
  ): Promise<{ token: string; member: MemberModel; deviceCookie: string } | null> {
    const memberId = await consumeSignInLink(this.d, brand, token);
    if (memberId === null) return null;
    const row = await findMemberById(this.d.db, brand.id, memberId);
    if (!row) return null;
    const member = toMember(row);
    return {
      token: await this.issueMemberToken(brand, member, client),
      member,
      deviceCookie: this.d.tokens.devices.sign(brand.id, member.id),
    };
  }

  /** Mails a reset link when the account exists; says nothing either way (the caller always answers 202). */
  async requestPasswordReset(brand: Brand, rawEmail: string, baseUrl: string): Promise<void> {
    const row = await findMemberByEmail(this.d.db, brand.id, normalizeEmail(rawEmail));
    if (!row) return;
    const mail = await this.enqueuePasswordReset(this.d.db, brand, toMember(row), baseUrl);
    await mail.deliver();
  }

  /**
   * A new reset link for the member and its mail, both written with `trx` (a staff member's audit
   * row beside them); the caller delivers the mail after the commit (Mailer.enqueue).
   */
  async enqueuePasswordReset(
    trx: DbOrTrx,
    brand: Brand,
    member: MemberModel,
    baseUrl: string,
  ): Promise<PendingMail> {
    const now = this.d.clock();
    const key = newLinkKey();
    await insertOneTimeToken(trx, {
      tokenHash: sha256Hex(key),
      purpose: 'reset_password',
      memberId: member.id,
      brandId: brand.id,
      createdAt: now.toISOString(),
      expiresAt: addSeconds(now, RESET_LINK_SECONDS).toISOString(),
    });
    return this.d.mail.enqueueToMember(
      trx,
      'reset_password',
      brand,
      member,
      `${baseUrl}/reset-password/${key}`,
    );
  }

  /**
   * What the reset page should show for `key` before the member types anything: the form, or why the
   * link no longer works. Only the link's state: never whose it is, and the key stays usable.
   */
  async resetLinkState(brand: Brand, key: string): Promise<OneTimeTokenState> {
    if (!RESET_KEY.test(key)) return 'unknown';
    return oneTimeTokenState(this.d.db, sha256Hex(key), 'reset_password', brand.id, this.nowIso());
  }

  async resetPassword(brand: Brand, key: string, password: string): Promise<ResetResult> {
    const problem = passwordProblem(password, SERVER_COMMON_PASSWORDS);
    if (problem) return { kind: 'weak_password', problem };
    // A dead or guessed key is refused before the slow hash, so it costs the server a read, not
    // scrypt's CPU; the key is checked again, and used, in the transaction below.
    if (!(await isOneTimeTokenLive(this.d.db, sha256Hex(key), 'reset_password', brand.id, this.nowIso())))
      return { kind: 'reset_link_invalid' };
    // Hash before the transaction: scrypt is slow and must not hold a transaction open.
    const hash = await hashPassword(password);
    const nowIso = this.nowIso();
    const memberId = await inTransaction(this.d.db, async (trx) => {
      const id = await consumeOneTimeToken(trx, sha256Hex(key), 'reset_password', brand.id, nowIso);
      if (id === undefined) return undefined;
      await updatePasswordHash(trx, id, hash, nowIso);
      // Whoever knew the old password is signed out everywhere.
      await revokeMemberSessions(trx, id, nowIso);
      return id;
    });
    if (memberId === undefined) return { kind: 'reset_link_invalid' };
    // The member proved they own the address: strangers' failures must not keep them out any longer.
    const row = await findMemberById(this.d.db, brand.id, memberId);
    if (row) await this.d.throttle.clearAccount(`${brand.id}:${normalizeEmail(row.email)}`);
    return { kind: 'ok' };
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
