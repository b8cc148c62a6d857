/**
 * A member's page in the console beyond their profile (issue 33 scope 1, docs/console.md "Members"):
 * what support reads (subscriptions, payments and invoices, orders, giveaway entries, tags, sessions,
 * mails, problem reports), each read through the owning module's index.ts, and the three writes of
 * the page: the member's tags (brand.edit), revoking their sessions and sending a mail again
 * (members.act). One path for the console (page-resolvers.ts) and the operator commands
 * (page-commands.ts); every write audited in its own transaction.
 */
import { createHash } from 'node:crypto';
import {
  memberSessionState,
  memberTagEntry,
  orderNumber,
  periodOf,
  planMemberTags,
  type MemberTagEntry,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { listOpenMemberSessions, revokeOpenMemberSessions } from '../auth';
import { listMemberPayments, memberInvoicePdf, type MemberPaymentRow } from '../billing';
import { findBrandById, toBrand } from '../brand';
import { listMemberFeedback, type FeedbackModel } from '../feedback';
import { listMemberGiveawayEntries } from '../giveaways';
import {
  findMemberMail,
  fromAddress,
  isMailTemplate,
  listMemberMails,
  type Mailer,
  type MailTemplate,
} from '../mail';
import { listMemberOrders } from '../marketplace';
import { listMemberSubscriptionHistory, type MemberSubscriptionHistoryRow } from '../subscription';
import { deleteMemberTags, listMemberTagRows } from './admin-repo';
import type { MemberActor } from './admin-service';
import { toMember } from './model';
import { findAnyMemberById, insertMemberTags } from './repo';
import { sessionDevice } from './session-device';

/** The most mails and problem reports a member's page lists (the newest). */
export const MEMBER_PAGE_MAILS_MAX = 100;
export const MEMBER_PAGE_FEEDBACK_MAX = 100;

/** A subscription's state as the page names it. */
export type SubscriptionState = 'active' | 'trial' | 'cancelled' | 'payment_failed' | 'ended';

export interface MemberSubscriptionView {
  id: number;
  planId: number;
  planName: string;
  state: SubscriptionState;
  startedAt: string;
  /** The next renewal while it renews; null otherwise. */
  renewsAt: string | null;
  /** When access ends (a cancelled or ended subscription); null while it renews. */
  endsAt: string | null;
  cancelledAt: string | null;
  price: number;
  currency: string;
  symbol: string;
  interval: string;
  intervalCount: number;
  provider: string;
  referenceNumber: string;
}

export interface MemberPaymentView {
  id: number;
  kind: string;
  description: string;
  amount: number;
  currency: string;
  symbol: string;
  status: string;
  failureCode: string | null;
  createdAt: string;
  cardBrand: string | null;
  cardLast4: string | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
}

export interface MemberOrderView {
  id: number;
  number: string;
  status: string;
  total: number;
  currency: string;
  symbol: string;
  paymentMethod: string;
  coinsSpent: number;
  freeGift: boolean;
  createdAt: string;
}

export type GiveawayEntryKind = 'paid' | 'free' | 'postal';

export interface MemberGiveawayEntryView {
  id: string;
  giveawayId: string;
  giveawayName: string;
  /** The month the entries count for, `YYYY-MM`: the draw period (Eastern Time) they came in. */
  month: string;
  entries: number;
  kind: GiveawayEntryKind;
  createdAt: string;
}

export interface MemberTagView {
  tag: string;
  /** The description's key in the console's locale files; null for a tag the console does not know. */
  key: string | null;
  editable: boolean;
  /** Who wrote it: the server (or staff), or the member themself. */
  setBy: string;
  createdAt: string;
}

export interface MemberSessionView {
  /** A stable id for the console (a hash of the session's id, never the id itself). */
  id: string;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** The browser and system it was signed in from (sessionDevice); null when not known. */
  browser: string | null;
  os: string | null;
  /** The client address it was signed in from (under TRUST_PROXY); null when not known. */
  address: string | null;
}

export interface MemberMailView {
  id: number;
  to: string;
  subject: string;
  /** What the mail is (MAIL_TEMPLATES); null for a mail older than migration 0048. */
  template: MailTemplate | null;
  createdAt: string;
  sentAt: string | null;
  /** sent: handed to the mail server; recorded: kept in the outbox (no mail server, or not sent yet). */
  status: 'sent' | 'recorded';
}

export interface MemberFeedbackView {
  id: number;
  title: string | null;
  mediaType: string;
  issueType: number;
  issueId: number;
  text: string | null;
  createdAt: string;
}

export type MemberPageErrorCode =
  'member_not_found' | 'member_tag_invalid' | 'member_session_not_found' | 'member_mail_not_found';

export type SetTagsResult =
  | { ok: true; tags: MemberTagView[]; added: string[]; removed: string[] }
  | { ok: false; errorCode: MemberPageErrorCode; field: string | null; tag?: string };

export type RevokeSessionsResult =
  { ok: true; revoked: number } | { ok: false; errorCode: MemberPageErrorCode };

export type ResendMailResult =
  { ok: true; to: string; subject: string } | { ok: false; errorCode: MemberPageErrorCode };

/** The console's id of a session: the first 16 hex digits of SHA-256 of its jti. */
export const sessionIdOf = (jti: string) => createHash('sha256').update(jti).digest('hex').slice(0, 16);

function subscriptionState(r: MemberSubscriptionHistoryRow): SubscriptionState {
  if (r.is_active !== 1) return 'ended';
  if (r.cancelled_at !== null) return 'cancelled';
  if (r.payment_failed_at !== null) return 'payment_failed';
  if (r.is_trial === 1) return 'trial';
  return 'active';
}

function subscriptionView(r: MemberSubscriptionHistoryRow): MemberSubscriptionView {
  const state = subscriptionState(r);
  const renews = state === 'active' || state === 'trial' || state === 'payment_failed';
  return {
    id: r.id,
    planId: r.plan_id,
    planName: r.plan_name,
    state,
    startedAt: r.start_date,
    renewsAt: renews ? r.next_billing_date : null,
    endsAt: renews ? null : (r.end_date ?? r.next_billing_date),
    cancelledAt: r.cancelled_at,
    price: r.price,
    currency: r.currency,
    symbol: r.symbol,
    interval: r.interval,
    intervalCount: r.interval_count,
    provider: r.subscription_provider,
    referenceNumber: r.reference_number,
  };
}

function paymentView(r: MemberPaymentRow): MemberPaymentView {
  return {
    id: r.id,
    kind: r.kind,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    symbol: r.symbol,
    status: r.status,
    failureCode: r.failure_code,
    createdAt: r.created_at,
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    invoiceId: r.invoice_id,
    invoiceNumber: r.invoice_number,
  };
}

function entryKind(source: string): GiveawayEntryKind {
  if (source === 'purchase') return 'paid';
  if (source === 'postal') return 'postal';
  return 'free';
}

function tagView(row: { tag: string; set_by: string; created_at: string }): MemberTagView {
  const entry: MemberTagEntry | null = memberTagEntry(row.tag);
  return {
    tag: row.tag,
    key: entry?.key ?? null,
    editable: entry?.editable ?? false,
    setBy: row.set_by,
    createdAt: row.created_at,
  };
}

function feedbackView(f: FeedbackModel): MemberFeedbackView {
  return {
    id: f.id,
    title: f.mediaTitle,
    mediaType: f.mediaType,
    issueType: f.issueType,
    issueId: f.issueId,
    text: f.text,
    createdAt: f.createdAt,
  };
}

export class MemberPageService {
  constructor(private readonly d: { db: Db; clock: Clock; audit: AuditService; mailer: Mailer }) {}

  private async member(memberId: number) {
    const row = await findAnyMemberById(this.d.db, memberId);
    return (
      row && {
        id: Number(row.id),
        brandId: row.brand_id,
        email: row.email,
        lang: row.lang,
        createdAt: row.created_at,
      }
    );
  }

  async subscriptions(memberId: number): Promise<MemberSubscriptionView[]> {
    return (await listMemberSubscriptionHistory(this.d.db, memberId)).map(subscriptionView);
  }

  async payments(memberId: number): Promise<MemberPaymentView[]> {
    return (await listMemberPayments(this.d.db, memberId)).map(paymentView);
  }

  async orders(memberId: number): Promise<MemberOrderView[]> {
    return (await listMemberOrders(this.d.db, memberId)).map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      status: o.status,
      total: o.total,
      currency: o.currency,
      symbol: o.symbol,
      paymentMethod: o.payment_method,
      coinsSpent: o.coins_spent,
      freeGift: o.free_gift === 1,
      createdAt: o.created_at,
    }));
  }

  async giveawayEntries(memberId: number): Promise<MemberGiveawayEntryView[]> {
    const member = await this.member(memberId);
    if (!member) return [];
    return (await listMemberGiveawayEntries(this.d.db, member)).map((e) => ({
      id: e.key,
      giveawayId: e.sweep_id,
      giveawayName: e.sweep_name,
      month: periodOf(e.created_at),
      entries: e.entries,
      kind: entryKind(e.source),
      createdAt: e.created_at,
    }));
  }

  async tags(memberId: number): Promise<MemberTagView[]> {
    return (await listMemberTagRows(this.d.db, memberId)).map(tagView);
  }

  /**
   * Sets the member's editable tags to `wanted` (domain planMemberTags): the server's own tags stay.
   * Staff-set tags are the server's (set_by 'server'). Audited member.tags with the list before and after.
   */
  async setTags(actor: MemberActor, memberId: number, wanted: readonly string[]): Promise<SetTagsResult> {
    const member = await this.member(memberId);
    if (!member) return { ok: false, errorCode: 'member_not_found', field: null };
    const now = this.d.clock().toISOString();
    const outcome = await inTransaction(this.d.db, async (trx): Promise<SetTagsResult> => {
      const before = (await listMemberTagRows(trx, memberId)).map((r) => r.tag);
      const plan = planMemberTags(before, wanted);
      if (!plan.ok) return { ok: false, errorCode: 'member_tag_invalid', field: 'tags', tag: plan.tag };
      await deleteMemberTags(trx, memberId, plan.removed);
      await insertMemberTags(trx, memberId, plan.added, now, 'server');
      if (plan.added.length > 0 || plan.removed.length > 0)
        await this.d.audit.record(trx, {
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          brandId: member.brandId,
          action: 'member.tags',
          target: `member:${memberId}`,
          before: { tags: before },
          after: { tags: plan.tags, added: plan.added, removed: plan.removed },
          ip: actor.ip,
        });
      return { ok: true, tags: [], added: plan.added, removed: plan.removed };
    });
    return outcome.ok ? { ...outcome, tags: await this.tags(memberId) } : outcome;
  }

  /** The member's sessions still usable now (not revoked, expired, idle or past their lifetime). */
  async sessions(memberId: number): Promise<MemberSessionView[]> {
    const now = this.d.clock();
    const rows = await listOpenMemberSessions(this.d.db, memberId, now.toISOString());
    return rows
      .map((r) => ({
        jti: r.jti,
        view: {
          id: sessionIdOf(r.jti),
          signedInAt: r.signed_in_at ?? r.created_at,
          lastSeenAt: r.last_seen_at ?? r.created_at,
          expiresAt: r.expires_at,
          ...sessionDevice(r.user_agent),
          address: r.ip,
        },
      }))
      .filter(
        ({ view }) =>
          memberSessionState(
            { signedInAtMs: Date.parse(view.signedInAt), lastSeenAtMs: Date.parse(view.lastSeenAt) },
            now.getTime(),
          ) === 'live',
      )
      .map(({ view }) => view)
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /**
   * Signs the member out of one session (`sessionId`, as `sessions` names it) or of every open one
   * (null). Audited member.sessions_revoke with how many were revoked.
   */
  async revokeSessions(
    actor: MemberActor,
    memberId: number,
    sessionId: string | null,
  ): Promise<RevokeSessionsResult> {
    const member = await this.member(memberId);
    if (!member) return { ok: false, errorCode: 'member_not_found' };
    const nowIso = this.d.clock().toISOString();
    return inTransaction(this.d.db, async (trx): Promise<RevokeSessionsResult> => {
      let jtis: string[] | null = null;
      if (sessionId !== null) {
        const open = await listOpenMemberSessions(trx, memberId, nowIso);
        const found = open.find((s) => sessionIdOf(s.jti) === sessionId);
        if (!found) return { ok: false, errorCode: 'member_session_not_found' };
        jtis = [found.jti];
      }
      const revoked = await revokeOpenMemberSessions(trx, memberId, jtis, nowIso);
      await this.d.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        brandId: member.brandId,
        action: 'member.sessions_revoke',
        target: `member:${memberId}`,
        before: null,
        after: { session: sessionId ?? 'all', revoked },
        ip: actor.ip,
      });
      return { ok: true, revoked };
    });
  }

  /** The newest mails sent to the member (by id; older rows by their address now, or one they changed to). */
  async mails(memberId: number): Promise<MemberMailView[]> {
    const member = await this.member(memberId);
    if (!member) return [];
    const rows = await listMemberMails(this.d.db, member, MEMBER_PAGE_MAILS_MAX);
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      template: isMailTemplate(r.template) ? r.template : null,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      status: r.sent_at === null ? 'recorded' : 'sent',
    }));
  }

  /**
   * Sends one of the member's mails again, as it was written, to their address now (a mail they
   * did not get, or sent before they changed address). Its outbox row and the audit row
   * member.mail_resend are one transaction; the mail goes to the mail server after the commit, so
   * a failed audit never leaves a mail sent unaudited.
   */
  async resendMail(actor: MemberActor, memberId: number, mailId: number): Promise<ResendMailResult> {
    const member = await this.member(memberId);
    if (!member) return { ok: false, errorCode: 'member_not_found' };
    const mail = await findMemberMail(this.d.db, member, mailId);
    const brandRow = await findBrandById(this.d.db, member.brandId);
    if (!mail || !brandRow) return { ok: false, errorCode: 'member_mail_not_found' };
    const brand = toBrand(brandRow, []);
    const pending = await inTransaction(this.d.db, async (trx) => {
      const again = await this.d.mailer.enqueue(trx, {
        brandId: brand.id,
        to: member.email,
        from: fromAddress(brand),
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        lang: member.lang,
        template: isMailTemplate(mail.template) ? mail.template : null,
        memberId: member.id,
      });
      await this.d.audit.record(trx, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        brandId: member.brandId,
        action: 'member.mail_resend',
        target: `member:${memberId}`,
        before: null,
        after: { mailId, subject: mail.subject, to: member.email },
        ip: actor.ip,
      });
      return again;
    });
    await pending.deliver();
    return { ok: true, to: member.email, subject: mail.subject };
  }

  /**
   * One of the member's invoices as the PDF the member area serves them (billing's memberInvoicePdf),
   * in the member's language; null for an unknown member or invoice, or another member's invoice.
   */
  async invoicePdf(
    billing: Parameters<typeof memberInvoicePdf>[0],
    memberId: number,
    invoiceId: number,
  ): Promise<{ number: string; pdf: Uint8Array } | null> {
    const row = await findAnyMemberById(this.d.db, memberId);
    const brandRow = row ? await findBrandById(this.d.db, row.brand_id) : undefined;
    if (!row || !brandRow) return null;
    return memberInvoicePdf(billing, toBrand(brandRow, []), toMember(row), invoiceId);
  }

  async feedback(memberId: number): Promise<MemberFeedbackView[]> {
    return (await listMemberFeedback(this.d.db, memberId, MEMBER_PAGE_FEEDBACK_MAX)).map(feedbackView);
  }
}
