/**
 * Members as staff see and add them (issue 31: a brand created in the console gets its first
 * members here; members have no sign-up of their own, they come from the brand's sales). One path
 * for the console (`console-resolvers.ts`) and the operator command (`commands.ts`: create-member).
 *
 * A created member is a member as the seed writes one: a password hash (random, known to nobody:
 * the member sets their own from the mailed link), a reference number, the brand's language, and,
 * when staff give a plan, an active subscription on it. Written in one transaction with its audit
 * row; the set-password mail (the member area's own reset link and mail) goes after the commit.
 */
import crypto from 'node:crypto';
import { billingPeriodDays, isPlausibleEmail, normalizeEmail, type LanguageCode } from '@member-area/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { refuseUnsafeText } from '../../lib/member-text';
import type { AuditService } from '../audit';
import { hashPassword } from '../auth';
import { findBrandById, toBrand, type Brand } from '../brand';
import { publicOrigin } from '../mail';
import {
  findBrandMemberWithPlan,
  findMemberBrandId,
  findPlanOnSale,
  insertGivenSubscription,
  insertMemberRow,
  listBrandMembers,
  listPlansOnSale,
  type MemberListRow,
} from './admin-repo';
import { findMemberByEmail } from './repo';

/** The most members one page of the console's list holds. */
export const MEMBER_PAGE_MAX = 100;
/** A first or last name, as the member area's account page allows. */
export const MEMBER_NAME_MAX = 80;
/** What a subscription staff give records as its provider: no payment stands behind it. */
export const GIVEN_BY_STAFF = 'staff';

/** Who acts: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface MemberActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export interface MemberListEntry {
  id: number;
  email: string;
  name: string;
  referenceNumber: string | null;
  planName: string | null;
  joinedAt: string;
  coinBalance: number;
}

export interface MemberPlanView {
  id: number;
  name: string;
  trial: boolean;
  since: string | null;
  nextBillingDate: string | null;
  /** Given by staff (no payment), rather than bought. */
  givenByStaff: boolean;
}

export interface MemberProfile {
  id: number;
  brandId: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  referenceNumber: string | null;
  lang: string;
  timezone: string;
  active: boolean;
  joinedAt: string;
  coinBalance: number;
  plan: MemberPlanView | null;
}

export interface NewMember {
  email: string;
  firstName: string;
  lastName: string;
  /** One of the brand's languages; absent, the brand's default. */
  language?: string | null;
  /** A plan of the brand on sale, given without payment; absent, no plan. */
  planId?: number | null;
}

export type CreateMemberErrorCode =
  | 'brand_not_found'
  | 'invalid_email'
  | 'invalid_characters'
  | 'member_name_required'
  | 'invalid_language'
  | 'member_plan_invalid'
  | 'member_email_taken';

export type CreateMemberResult =
  | { ok: true; member: MemberProfile; linkSent: boolean }
  | { ok: false; errorCode: CreateMemberErrorCode; field: string | null };

export interface NewMemberOptions {
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  plans: { id: number; name: string }[];
}

const displayName = (first: string | null, last: string | null, name: string | null) =>
  name?.trim() || [first, last].filter(Boolean).join(' ');

function listEntry(r: MemberListRow): MemberListEntry {
  return {
    id: r.id,
    email: r.email,
    name: displayName(r.first_name, r.last_name, r.name),
    referenceNumber: r.reference_number.trim() || null,
    planName: r.plan_name,
    joinedAt: r.created_at,
    coinBalance: r.coins_balance,
  };
}

/** `<prefix>-` and 10 upper-case hex digits, as the member's and the subscription's references read. */
const reference = (prefix: string) => `${prefix}-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

/** The member area's password-reset mail (modules/auth's AuthService). */
export interface SetPasswordMailer {
  requestPasswordReset(brand: Brand, email: string, baseUrl: string): Promise<void>;
}

export class MemberAdminService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      audit: AuditService;
      auth: SetPasswordMailer;
      config: Pick<Config, 'publicOrigin' | 'isProd' | 'port'>;
    },
  ) {}

  /** The brand a member belongs to, for the guard; null for an unknown member. */
  brandOfMember(id: number): Promise<string | null> {
    return findMemberBrandId(this.d.db, id);
  }

  /** A page of the brand's members, newest first; `after` is the cursor the previous page answered. */
  async search(
    brandId: string,
    search: string | null,
    after: string | null,
    first: number,
  ): Promise<{ entries: MemberListEntry[]; nextCursor: string | null }> {
    const limit = Math.min(Math.max(1, Math.trunc(first)), MEMBER_PAGE_MAX);
    const beforeId = after && /^\d{1,15}$/.test(after) ? Number(after) : null;
    const text = search?.trim() ?? '';
    const rows = await listBrandMembers(this.d.db, brandId, {
      search: text === '' ? null : text.slice(0, 200),
      beforeId,
      limit: limit + 1,
    });
    const entries = rows.slice(0, limit).map(listEntry);
    const last = entries[entries.length - 1];
    return { entries, nextCursor: rows.length > limit && last ? String(last.id) : null };
  }

  async get(id: number): Promise<MemberProfile | null> {
    const r = await findBrandMemberWithPlan(this.d.db, id);
    if (!r) return null;
    return {
      id: Number(r.id),
      brandId: r.brand_id,
      email: r.email,
      name: displayName(r.first_name, r.last_name, r.name),
      firstName: r.first_name,
      lastName: r.last_name,
      referenceNumber: r.reference_number.trim() || null,
      lang: r.lang,
      timezone: r.timezone,
      active: Number(r.is_active) === 1,
      joinedAt: r.created_at,
      coinBalance: Number(r.coins_balance),
      plan:
        r.plan_id === null || r.plan_name === null
          ? null
          : {
              id: Number(r.plan_id),
              name: r.plan_name,
              trial: Number(r.subscription_is_trial) === 1,
              since: r.subscription_start,
              nextBillingDate: r.subscription_next_billing,
              givenByStaff: r.subscription_given_by === GIVEN_BY_STAFF,
            },
    };
  }

  private async brand(brandId: string): Promise<Brand | null> {
    const row = await findBrandById(this.d.db, brandId);
    return row ? toBrand(row, []) : null;
  }

  /** What the new-member form offers: the brand's languages and its plans on sale; null for an unknown brand. */
  async newMemberOptions(brandId: string): Promise<NewMemberOptions | null> {
    const brand = await this.brand(brandId);
    if (!brand) return null;
    const plans = await listPlansOnSale(this.d.db, brand.id);
    return {
      languages: [...brand.languages],
      defaultLanguage: brand.defaultLanguage,
      plans: plans.map((p) => ({ id: Number(p.id), name: p.name })),
    };
  }

  async create(actor: MemberActor, brandId: string, input: NewMember): Promise<CreateMemberResult> {
    const brand = await this.brand(brandId);
    if (!brand) return { ok: false, errorCode: 'brand_not_found', field: 'brandId' };
    const email = normalizeEmail(input.email);
    if (!isPlausibleEmail(email)) return { ok: false, errorCode: 'invalid_email', field: 'email' };
    const refused = refuseUnsafeText(input, ['firstName', 'lastName']);
    if (refused)
      return { ok: false, errorCode: 'invalid_characters', field: refused.extra.fields[0] ?? null };
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    for (const [field, value] of [
      ['firstName', firstName],
      ['lastName', lastName],
    ] as const)
      if (value === '' || value.length > MEMBER_NAME_MAX)
        return { ok: false, errorCode: 'member_name_required', field };
    const lang = (input.language ?? brand.defaultLanguage).trim().toLowerCase();
    if (!(brand.languages as readonly string[]).includes(lang))
      return { ok: false, errorCode: 'invalid_language', field: 'language' };
    const planId = input.planId ?? null;
    const plan = planId === null ? undefined : await findPlanOnSale(this.d.db, brand.id, planId);
    if (planId !== null && !plan) return { ok: false, errorCode: 'member_plan_invalid', field: 'planId' };
    if (await findMemberByEmail(this.d.db, brand.id, email))
      return { ok: false, errorCode: 'member_email_taken', field: 'email' };

    // Slow (scrypt): before the transaction. Nobody knows it; the member sets theirs from the link.
    const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    const now = this.d.clock().toISOString();
    const referenceNumber = reference('MBR');
    const created = await inTransaction(this.d.db, async (trx): Promise<number | null> => {
      const id = await insertMemberRow(trx, {
        brand_id: brand.id,
        email,
        password_hash: passwordHash,
        name: `${firstName} ${lastName}`,
        first_name: firstName,
        last_name: lastName,
        avatar_url: null,
        timezone: 'UTC',
        lang,
        provider: 'email',
        recipe: null,
        reference_number: referenceNumber,
        subscription_provider: plan ? GIVEN_BY_STAFF : null,
        country_code: null,
        phone_number: null,
        green_points: 0,
        coins_balance: 0,
        is_demo: 0,
        is_active: 1,
        created_at: now,
        updated_at: now,
      });
      // Another request added this e-mail between the check and now.
      if (id === undefined) return null;
      if (plan) {
        await insertGivenSubscription(trx, {
          member_id: id,
          plan_id: Number(plan.id),
          ref_id: `staff_${crypto.randomBytes(12).toString('hex')}`,
          reference_number: reference('SUB'),
          subscription_provider: GIVEN_BY_STAFF,
          is_active: 1,
          is_trial: 0,
          billing_period_days: billingPeriodDays(plan.interval, Number(plan.interval_count)),
          start_date: now,
          // Nothing to renew: no payment stands behind it; it lasts until staff end it.
          next_billing_date: null,
          cancelled_at: null,
          cancel_ref_id: null,
          cancel_date: null,
          end_date: null,
          created_at: now,
          payment_failed_at: null,
          cancel_reason: null,
          price_recurring: 0,
          brand_id: brand.id,
        });
      }
      await this.d.audit.record(trx, {
        ...actor,
        brandId: brand.id,
        action: 'member.create',
        target: `member:${id}`,
        before: null,
        after: {
          email,
          firstName,
          lastName,
          lang,
          referenceNumber,
          plan: plan
            ? { id: Number(plan.id), name: plan.name, givenBy: GIVEN_BY_STAFF, payment: null }
            : null,
        },
      });
      return id;
    });
    if (created === null) return { ok: false, errorCode: 'member_email_taken', field: 'email' };
    const linkSent = await this.sendSetPasswordLink(brand, email);
    const member = await this.get(created);
    if (!member) throw new Error(`member ${created} vanished after its creation`);
    return { ok: true, member, linkSent };
  }

  /**
   * The member area's own password-reset link and mail (a one-time key, an hour long, opening
   * /reset-password/{key} on the brand's primary host, in the member's language). A mail that
   * cannot be sent leaves the member created: staff send another with "Forgot password".
   */
  private async sendSetPasswordLink(brand: Brand, email: string): Promise<boolean> {
    try {
      await this.d.auth.requestPasswordReset(brand, email, publicOrigin(brand, this.d.config));
      return true;
    } catch {
      return false;
    }
  }
}
