import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  displayNameProblem,
  isPlausibleEmail,
  isPlausiblePhoneNumber,
  normalizeEmail,
  passwordProblem,
  personNameProblem,
  type PasswordProblem,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { invalidCharacters, memberText, refuseUnsafeText, refusedFieldsOf } from '../../lib/member-text';
import { SERVER_COMMON_PASSWORDS, hashPassword, verifyPassword, type LoginThrottle } from '../auth';
import type { Brand } from '../brand';
import { fromAddress, type Mailer } from '../mail';
import { type MemberModel, toMember, findAnyMemberById, findMemberByEmail } from '../member';
import type { CancelReceipt } from '../billing';
import { processAvatar, type AvatarProblem } from './avatar';
import {
  countEmailChangesSince,
  deleteDemoMember,
  emailTaken,
  findDemoFlags,
  findEmailChange,
  findPasswordHash,
  insertAddress,
  insertEmailChange,
  findPendingEmail,
  listAddresses,
  markEmailChangeUsed,
  revokeOtherSessions,
  updateAddress,
  updateMember,
  type AddressRow,
  type MemberPatch,
} from './repo';
import { cancellationMail, emailChangeMail, emailChangedMail, emailTakenMail } from './texts';
import { isKnownTimezone } from './timezones';

export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;
/** Confirmation mails a member may have sent in 24 hours (each goes to an address they typed). */
export const EMAIL_CHANGES_PER_DAY = 5;

export type Fail<C extends string> = { ok: false; errorCode: C; extra?: Record<string, unknown> };
export type Ok<T = object> = { ok: true } & T;

/** Shapes only: the names' bounds are packages/domain's (displayNameProblem, personNameProblem). */
const NAME_INPUT_MAX = 1000;
const ProfileSchema = z.object({
  name: memberText().max(NAME_INPUT_MAX).nullish(),
  firstName: memberText().max(NAME_INPUT_MAX).nullish(),
  lastName: memberText().max(NAME_INPUT_MAX).nullish(),
  phoneNumber: memberText().trim().max(24).nullish(),
  timezone: z.string().nullish(),
  lang: z.string().nullish(),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const AddressSchema = z.object({
  firstName: memberText().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  lastName: memberText().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  address: memberText().trim().min(3).max(120),
  apartmentSuite: memberText().trim().max(60).nullish(),
  city: memberText().trim().min(1).max(80),
  state: memberText().trim().max(80).nullish(),
  postcode: memberText()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/),
  phone: memberText().trim().refine(isPlausiblePhoneNumber).nullish().or(z.literal('')),
});
export type AddressInput = z.infer<typeof AddressSchema>;

/**
 * An address as the member typed it, parsed; or the refusal: refused characters first, then the
 * fields that do not fit (a saved address and a prize's shipping address alike).
 */
export function parseAddress(
  raw: unknown,
):
  | Ok<{ address: AddressInput }>
  | { ok: false; errorCode: 'invalid_address' | 'invalid_characters'; extra: { fields: string[] } } {
  const parsed = AddressSchema.safeParse(raw);
  const refused = parsed.success ? [] : refusedFieldsOf(parsed.error);
  if (refused.length > 0) return invalidCharacters(refused);
  if (!parsed.success)
    return {
      ok: false,
      errorCode: 'invalid_address',
      extra: { fields: [...new Set(parsed.error.issues.map((i) => String(i.path[0])))] },
    };
  return { ok: true, address: parsed.data };
}

function hashKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/** The member's own account: profile, e-mail, password, addresses, picture, demo deactivation. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly dataDir: string,
    /**
     * Wrong current passwords on change-password, per member and per address (scope `pwchange:`).
     * Kept apart from sign-in's counts on purpose: anyone can fail sign-ins with a member's e-mail,
     * and a shared count would let them stop that member from changing a password they fear is
     * known; change-password is keyed by member id, so it also holds when the e-mail changes.
     * An attacker who holds a session and also guesses at sign-in gets two throttled lanes, not
     * one free one.
     */
    private readonly passwordThrottle: LoginThrottle,
  ) {}

  /** The member's saved addresses, the default one first. */
  addresses(memberId: number): Promise<AddressRow[]> {
    return listAddresses(this.db, memberId);
  }

  /** The address an e-mail change waits to confirm, while its link is live. */
  pendingEmail(memberId: number): Promise<string | null> {
    return findPendingEmail(this.db, memberId, this.clock().toISOString());
  }

  private async reload(id: number): Promise<MemberModel> {
    const row = await findAnyMemberById(this.db, id);
    if (!row) throw new Error(`member ${id} not found`);
    return toMember(row);
  }

  /** `offered`: the languages the member's brand offers (brand.languages); another one is refused. */
  async updateProfile(
    member: MemberModel,
    raw: unknown,
    offered: readonly string[],
  ): Promise<
    | Ok<{ member: MemberModel }>
    | Fail<
        | 'name_required'
        | 'invalid_name'
        | 'invalid_phone'
        | 'invalid_timezone'
        | 'invalid_language'
        | 'invalid_characters'
      >
  > {
    const parsed = ProfileSchema.safeParse(raw);
    if (!parsed.success) {
      const refused = refusedFieldsOf(parsed.error);
      if (refused.length > 0) return invalidCharacters(refused);
      const field = String(parsed.error.issues[0]?.path[0] ?? 'name');
      const code =
        field === 'phoneNumber'
          ? 'invalid_phone'
          : field === 'timezone'
            ? 'invalid_timezone'
            : field === 'lang'
              ? 'invalid_language'
              : 'invalid_name';
      return { ok: false, errorCode: code, extra: { fields: [field] } };
    }
    const p = parsed.data;
    // An absent name leaves it as it is; an empty one is refused (SPEC.md's e-mail fallback is for
    // members who never had a name, not a way to clear one): see displayNameProblem.
    const nameProblem = p.name == null ? null : displayNameProblem(p.name);
    if (nameProblem === 'required')
      return { ok: false, errorCode: 'name_required', extra: { fields: ['name'] } };
    if (nameProblem === 'too_long')
      return {
        ok: false,
        errorCode: 'invalid_name',
        extra: { fields: ['name'], max: DISPLAY_NAME_MAX_LENGTH },
      };
    for (const field of ['firstName', 'lastName'] as const) {
      const value = p[field];
      if (value != null && personNameProblem(value))
        return {
          ok: false,
          errorCode: 'invalid_name',
          extra: { fields: [field], max: PERSON_NAME_MAX_LENGTH },
        };
    }
    if (p.phoneNumber && !isPlausiblePhoneNumber(p.phoneNumber))
      return { ok: false, errorCode: 'invalid_phone', extra: { fields: ['phoneNumber'] } };
    if (p.timezone && !isKnownTimezone(p.timezone))
      return { ok: false, errorCode: 'invalid_timezone', extra: { fields: ['timezone'] } };
    if (p.lang && !offered.includes(p.lang))
      return { ok: false, errorCode: 'invalid_language', extra: { fields: ['lang'] } };
    const patch: MemberPatch = {};
    if (p.name !== undefined && p.name !== null) patch.name = p.name.trim();
    if (p.firstName !== undefined) patch.first_name = p.firstName?.trim() || null;
    if (p.lastName !== undefined) patch.last_name = p.lastName?.trim() || null;
    if (p.phoneNumber !== undefined) patch.phone_number = p.phoneNumber || null;
    if (p.timezone) patch.timezone = p.timezone;
    if (p.lang) patch.lang = p.lang;
    if (Object.keys(patch).length > 0)
      await updateMember(this.db, member.id, patch, this.clock().toISOString());
    return { ok: true, member: await this.reload(member.id) };
  }

  /**
   * Starts an e-mail change: the new address gets a link (24 h, single use); nothing changes until
   * it is opened.
   *
   * The answer is the same whether the new address belongs to another account or not (issue 15:
   * no telling which addresses exist): when it does, its owner is mailed a notice instead of the
   * link, and the request still counts towards the daily limit. Confirming refuses a taken address
   * anyway (confirmEmailChange), should it become taken meanwhile.
   */
  async requestEmailChange(
    member: MemberModel,
    brand: Brand,
    input: { newEmail: string; confirmation: string },
    baseUrl: string,
  ): Promise<
    | Ok
    | Fail<
        'invalid_email' | 'email_mismatch' | 'email_unchanged' | 'too_many_attempts' | 'invalid_characters'
      >
  > {
    const refused = refuseUnsafeText(input, ['newEmail', 'confirmation']);
    if (refused) return refused;
    const email = normalizeEmail(input.newEmail);
    if (!isPlausibleEmail(email))
      return { ok: false, errorCode: 'invalid_email', extra: { fields: ['newEmail'] } };
    if (normalizeEmail(input.confirmation) !== email)
      return { ok: false, errorCode: 'email_mismatch', extra: { fields: ['confirmation'] } };
    if (email === member.email)
      return { ok: false, errorCode: 'email_unchanged', extra: { fields: ['newEmail'] } };
    const now = this.clock();
    const since = new Date(now.getTime() - EMAIL_CHANGE_SECONDS * 1000).toISOString();
    if ((await countEmailChangesSince(this.db, member.id, since)) >= EMAIL_CHANGES_PER_DAY)
      return { ok: false, errorCode: 'too_many_attempts' };
    const key = crypto.randomBytes(32).toString('base64url');
    await insertEmailChange(this.db, {
      token_hash: hashKey(key),
      member_id: member.id,
      new_email: email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_SECONDS * 1000).toISOString(),
      used_at: null,
    });
    const owner = await findMemberByEmail(this.db, brand.id, email);
    // A taken address hears that someone tried it: that mail is its owner's.
    const mail = owner
      ? {
          template: 'email_taken' as const,
          memberId: Number(owner.id),
          ...emailTakenMail(toMember(owner), brand),
        }
      : {
          template: 'email_change' as const,
          memberId: member.id,
          ...emailChangeMail(member, brand, `${baseUrl}/account/confirm-email?key=${key}`),
        };
    await this.mailer.send({ brandId: brand.id, to: email, from: fromAddress(brand), ...mail });
    return { ok: true };
  }

  async confirmEmailChange(
    member: MemberModel,
    brand: Brand,
    key: string,
  ): Promise<Ok<{ member: MemberModel }> | Fail<'email_link_invalid' | 'email_taken'>> {
    const now = this.clock().toISOString();
    const result = await inTransaction(this.db, async (trx) => {
      const row = await findEmailChange(trx, hashKey(key));
      if (!row || Number(row.member_id) !== member.id || row.used_at !== null || row.expires_at <= now)
        return 'email_link_invalid' as const;
      if (await emailTaken(trx, brand.id, row.new_email, member.id)) return 'email_taken' as const;
      if (!(await markEmailChangeUsed(trx, row.token_hash, now))) return 'email_link_invalid' as const;
      await updateMember(trx, member.id, { email: row.new_email }, now);
      return 'ok' as const;
    });
    if (result !== 'ok') return { ok: false, errorCode: result };
    const updated = await this.reload(member.id);
    // The old address hears about it, so a hijacked session cannot move the account unnoticed.
    const notice = emailChangedMail(member, brand, updated.email);
    await this.mailer.send({
      brandId: brand.id,
      to: member.email,
      from: fromAddress(brand),
      template: 'email_changed',
      memberId: member.id,
      ...notice,
    });
    return { ok: true, member: updated };
  }

  /**
   * Changes the password and ends every other session of the member.
   *
   * A stolen session must not guess the password at full speed: from the 5th wrong current password
   * in an hour (per member or per address) the next attempt waits 1 s, 2 s, 4 s … up to 15 min, and
   * is refused unverified until then (extra.retryAfterSeconds). A right current password resets the
   * member's count, even when the new password is then refused.
   */
  async changePassword(
    member: MemberModel,
    currentJti: string,
    input: { currentPassword: string; newPassword: string; verification: string },
    ip: string,
  ): Promise<
    | Ok
    | Fail<
        'too_many_attempts' | 'wrong_password' | 'password_mismatch' | 'weak_password' | 'password_unchanged'
      >
  > {
    const attempt = await this.passwordThrottle.begin(String(member.id), ip, this.clock().getTime());
    if (!attempt.allowed)
      return {
        ok: false,
        errorCode: 'too_many_attempts',
        extra: { fields: ['currentPassword'], retryAfterSeconds: attempt.retryAfterSeconds },
      };
    const currentHash = await findPasswordHash(this.db, member.id);
    // A wrong password needs no bookkeeping: its reservation already counts as a failure.
    if (!(await verifyPassword(input.currentPassword, currentHash)))
      return { ok: false, errorCode: 'wrong_password', extra: { fields: ['currentPassword'] } };
    await this.passwordThrottle.succeeded(attempt.ticket);
    if (input.newPassword !== input.verification)
      return { ok: false, errorCode: 'password_mismatch', extra: { fields: ['verification'] } };
    const problem: PasswordProblem | null = passwordProblem(input.newPassword, SERVER_COMMON_PASSWORDS);
    if (problem)
      return { ok: false, errorCode: 'weak_password', extra: { fields: ['newPassword'], problem } };
    if (input.newPassword === input.currentPassword)
      return { ok: false, errorCode: 'password_unchanged', extra: { fields: ['newPassword'] } };
    const hash = await hashPassword(input.newPassword);
    const now = this.clock().toISOString();
    await inTransaction(this.db, async (trx) => {
      await updateMember(trx, member.id, { password_hash: hash }, now);
      await revokeOtherSessions(trx, member.id, currentJti, now);
    });
    return { ok: true };
  }

  /**
   * Creates (id null or 'new') or updates one of the member's addresses. The first address is the
   * shipping address, and the shipping address's country becomes the member's country.
   */
  async saveAddress(
    member: MemberModel,
    id: string | null | undefined,
    raw: unknown,
  ): Promise<Ok<{ address: AddressRow }> | Fail<'invalid_address' | 'invalid_characters' | 'not_found'>> {
    const parsed = parseAddress(raw);
    if (!parsed.ok) return parsed;
    const a = parsed.address;
    const now = this.clock().toISOString();
    const values = {
      first_name: a.firstName,
      last_name: a.lastName,
      address: a.address,
      apartment_suite: a.apartmentSuite || null,
      city: a.city,
      state: a.state || null,
      postcode: a.postcode.toUpperCase(),
      country: a.country.toUpperCase(),
      phone: a.phone || null,
      updated_at: now,
    };
    const creating = id === null || id === undefined || id === 'new';
    const numericId = creating ? null : Number(id);
    if (!creating && !Number.isInteger(numericId)) return { ok: false, errorCode: 'not_found' };
    return inTransaction(this.db, async (trx) => {
      const existing = await listAddresses(trx, member.id);
      let addressId: number;
      if (creating) {
        addressId = await insertAddress(trx, {
          ...values,
          member_id: member.id,
          is_default: existing.length === 0 ? 1 : 0,
          created_at: now,
        });
      } else {
        if (!existing.some((e) => Number(e.id) === numericId))
          return { ok: false as const, errorCode: 'not_found' as const };
        addressId = numericId as number;
        await updateAddress(trx, member.id, addressId, values);
      }
      const saved = (await listAddresses(trx, member.id)).find((e) => Number(e.id) === addressId);
      if (!saved) return { ok: false as const, errorCode: 'not_found' as const };
      if (Number(saved.is_default) === 1)
        await updateMember(trx, member.id, { country_code: saved.country }, now);
      return { ok: true as const, address: saved };
    });
  }

  /** Only a language the member's brand offers (`offered`, brand.languages) is saved. */
  async setLanguage(
    member: MemberModel,
    lang: string,
    offered: readonly string[],
  ): Promise<Ok<{ member: MemberModel }> | Fail<'invalid_language'>> {
    if (!offered.includes(lang)) return { ok: false, errorCode: 'invalid_language' };
    await updateMember(this.db, member.id, { lang }, this.clock().toISOString());
    return { ok: true, member: await this.reload(member.id) };
  }

  async setTimezone(
    member: MemberModel,
    timezone: string,
  ): Promise<Ok<{ member: MemberModel }> | Fail<'invalid_timezone'>> {
    if (!isKnownTimezone(timezone)) return { ok: false, errorCode: 'invalid_timezone' };
    await updateMember(this.db, member.id, { timezone }, this.clock().toISOString());
    return { ok: true, member: await this.reload(member.id) };
  }

  avatarDir(brandId: string): string {
    return path.join(this.dataDir, 'avatars', brandId);
  }

  /** Checks and resizes an uploaded picture, stores the 256 px PNG and points the member at it. */
  async saveAvatar(
    member: MemberModel,
    upload: Buffer,
  ): Promise<Ok<{ pictureUrl: string }> | Fail<AvatarProblem>> {
    const processed = await processAvatar(upload);
    if (!processed.ok) return { ok: false, errorCode: processed.problem };
    const hash = crypto.createHash('sha256').update(processed.png).digest('hex').slice(0, 16);
    const file = `${member.id}-${hash}.png`;
    const dir = this.avatarDir(member.brandId);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, file), processed.png);
    const pictureUrl = `/api/account/avatar/${file}`;
    const old = member.avatarUrl;
    await updateMember(this.db, member.id, { avatar_url: pictureUrl }, this.clock().toISOString());
    if (old && old !== pictureUrl) await this.removeAvatarFile(member.brandId, old);
    return { ok: true, pictureUrl };
  }

  async removeAvatarFile(brandId: string, url: string | null): Promise<void> {
    const m = url ? /^\/api\/account\/avatar\/([0-9]+-[0-9a-f]{16}\.png)$/.exec(url) : null;
    if (m?.[1]) await fs.rm(path.join(this.avatarDir(brandId), m[1]), { force: true });
  }

  /**
   * Demo (free) accounts only: deletes the member and every row that belongs to them (the foreign
   * keys cascade from members), and the stored picture.
   */
  async deactivateDemo(member: MemberModel): Promise<Ok | Fail<'not_demo_account'>> {
    const row = await findDemoFlags(this.db, member.id);
    if (!row || Number(row.is_demo) !== 1) return { ok: false, errorCode: 'not_demo_account' };
    await deleteDemoMember(this.db, member.id);
    await this.removeAvatarFile(member.brandId, row.avatar_url);
    return { ok: true };
  }

  /** The cancellation confirmation mail (SPEC.md 4). */
  async mailCancellation(member: MemberModel, brand: Brand, receipt: CancelReceipt): Promise<void> {
    const mail = cancellationMail(member, brand, receipt);
    await this.mailer.send({
      brandId: brand.id,
      to: member.email,
      from: fromAddress(brand),
      template: 'cancellation',
      memberId: member.id,
      ...mail,
    });
  }
}
