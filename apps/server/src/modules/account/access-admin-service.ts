/**
 * Staff acting on a member's account (issue 33, docs/console.md "Member actions"): send the member
 * area's own password-reset link and mail (as Forgot password and a new member's set-password mail
 * do), and deactivate an account (the member then reads "This account is not yet active.", every
 * session of theirs ended) or reactivate it. Each audited; one path for the console
 * (`access-console-resolvers.ts`) and the operator commands (`send-reset-link`,
 * `deactivate-member`, `reactivate-member`).
 */
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { findBrandById, listBrandTags, toBrand, type Brand } from '../brand';
import { publicOrigin, type PendingMail } from '../mail';
import { findAnyMemberById, toMember, type MemberModel } from '../member';
import { revokeAllMemberSessions, setMemberActive } from './access-admin-repo';

export interface AccessActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

/** The member area's password-reset link and mail (modules/auth's AuthService), written in a transaction. */
export interface ResetLinkMailer {
  enqueuePasswordReset(
    trx: DbOrTrx,
    brand: Brand,
    member: MemberModel,
    baseUrl: string,
  ): Promise<PendingMail>;
}

export type AccessErrorCode =
  'member_not_found' | 'reset_mail_failed' | 'member_already_inactive' | 'member_already_active';

export type AccessResult<T = object> = ({ ok: true } & T) | { ok: false; errorCode: AccessErrorCode };

export class MemberAccessAdminService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      audit: AuditService;
      auth: ResetLinkMailer;
      config: Pick<Config, 'publicOrigin' | 'isProd' | 'port'>;
    },
  ) {}

  private async brandOf(brandId: string): Promise<Brand | null> {
    const [row, tags] = await Promise.all([
      findBrandById(this.d.db, brandId),
      listBrandTags(this.d.db, brandId),
    ]);
    return row ? toBrand(row, tags) : null;
  }

  /**
   * Mails the member a one-time reset link (an hour long) on the brand's host, in their language.
   * The link, its mail's outbox row and the audit row are one transaction; the mail goes to the mail
   * server after the commit, so no mail leaves unaudited. A mail server that refuses it answers
   * reset_mail_failed: the row stays in the outbox, unsent (the member page can send it again).
   */
  async sendResetLink(actor: AccessActor, memberId: number): Promise<AccessResult<{ email: string }>> {
    const member = await findAnyMemberById(this.d.db, memberId);
    const brand = member ? await this.brandOf(member.brand_id) : null;
    if (!member || !brand) return { ok: false, errorCode: 'member_not_found' };
    const mail = await inTransaction(this.d.db, async (trx) => {
      const pending = await this.d.auth.enqueuePasswordReset(
        trx,
        brand,
        toMember(member),
        publicOrigin(brand, this.d.config),
      );
      // The link's key and the mail are the reset flow's own; this row says staff sent it.
      await this.d.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'member.reset_link',
        target: `member:${memberId}`,
        before: null,
        after: { email: member.email },
      });
      return pending;
    });
    try {
      await mail.deliver();
    } catch {
      return { ok: false, errorCode: 'reset_mail_failed' };
    }
    return { ok: true, email: member.email };
  }

  /** Deactivates (every session ended) or reactivates the account. */
  async setActive(
    actor: AccessActor,
    memberId: number,
    active: boolean,
  ): Promise<AccessResult<{ sessionsEnded: number }>> {
    const member = await findAnyMemberById(this.d.db, memberId);
    if (!member) return { ok: false, errorCode: 'member_not_found' };
    const now = this.d.clock().toISOString();
    return inTransaction(this.d.db, async (trx): Promise<AccessResult<{ sessionsEnded: number }>> => {
      if (!(await setMemberActive(trx, memberId, active, now)))
        return { ok: false, errorCode: active ? 'member_already_active' : 'member_already_inactive' };
      const sessionsEnded = active ? 0 : await revokeAllMemberSessions(trx, memberId, now);
      await this.d.audit.record(trx, {
        ...actor,
        brandId: member.brand_id,
        action: active ? 'member.reactivate' : 'member.deactivate',
        target: `member:${memberId}`,
        before: { active: !active },
        after: { active, sessionsEnded },
      });
      return { ok: true, sessionsEnded };
    });
  }
}
