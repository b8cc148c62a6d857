/**
 * The staff list (owners): invite by e-mail with a one-time link, change a role and its brands,
 * deactivate; and what every staff member does to their own account (language, accepting an
 * invitation). Each write records its audit row in the same transaction (docs/console.md).
 */
import {
  asLanguageCode,
  passwordProblem,
  STAFF_INVITATION_DAYS,
  type PasswordProblem,
  type StaffRole,
} from '@member-area/domain';
import type { StaffViewer } from '../../console/context';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { hashPassword, SERVER_COMMON_PASSWORDS } from '../auth';
import type { Mailer } from '../mail';
import { sendStaffInvitation } from './invitation-mail';
import { toStaff, type StaffModel } from './model';
import {
  brandIdsOfStaff,
  claimInvitation,
  deactivateStaffRow,
  deleteStaffBrands,
  findStaffById,
  insertInvitation,
  insertStaff,
  insertStaffBrands,
  listStaffRows,
  revokeAllStaffSessions,
  updateStaffLang,
  updateStaffPassword,
  updateStaffRole,
} from './repo';
import { hashOf, newStaffToken } from './secrets';
import { normalizeStaffEmail } from './sign-in-service';

const DAY_MS = 86_400_000;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 80;

export type StaffChange =
  | { ok: true; staff: StaffModel }
  | {
      ok: false;
      errorCode: 'invalid_input' | 'email_taken' | 'not_found' | 'own_account' | 'brand_not_found';
      field?: string;
    };

export type InvitationAccepted =
  | { ok: true; staffId: number; email: string }
  | { ok: false; errorCode: 'invitation_invalid' }
  | { ok: false; errorCode: 'weak_password'; problem: PasswordProblem };

/** Where an invitation's link opens: the console host, the token after # (never sent to a server log). */
export type InvitationLink = (token: string) => string;

export class StaffAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly mailer: Mailer,
    /** Which brand ids exist: a role's brands must. */
    private readonly brandExists: (brandId: string) => Promise<boolean>,
  ) {}

  async list(): Promise<StaffModel[]> {
    const rows = await listStaffRows(this.db);
    const brands = await brandIdsOfStaff(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toStaff(r, brands.get(r.id) ?? []));
  }

  async get(id: number): Promise<StaffModel | null> {
    const row = await findStaffById(this.db, id);
    if (!row) return null;
    return toStaff(row, (await brandIdsOfStaff(this.db, [id])).get(id) ?? []);
  }

  private async brandsProblem(role: StaffRole, brandIds: readonly string[]): Promise<StaffChange | null> {
    if (role === 'owner') return null;
    if (brandIds.length === 0) return { ok: false, errorCode: 'invalid_input', field: 'brandIds' };
    for (const id of brandIds) {
      if (!(await this.brandExists(id)))
        return { ok: false, errorCode: 'brand_not_found', field: 'brandIds' };
    }
    return null;
  }

  async invite(
    actor: StaffViewer | null,
    input: { email: string; name: string; role: StaffRole; brandIds: readonly string[] },
    ip: string,
    linkFor: InvitationLink,
  ): Promise<StaffChange> {
    const email = normalizeStaffEmail(input.email);
    const name = input.name.trim();
    if (!EMAIL_SHAPE.test(email) || email.length > 254)
      return { ok: false, errorCode: 'invalid_input', field: 'email' };
    if (name.length === 0 || [...name].length > NAME_MAX)
      return { ok: false, errorCode: 'invalid_input', field: 'name' };
    const brandIds = input.role === 'owner' ? [] : [...new Set(input.brandIds)];
    const problem = await this.brandsProblem(input.role, brandIds);
    if (problem) return problem;
    const now = this.clock();
    const token = newStaffToken();
    const created = await inTransaction(this.db, async (trx) => {
      const id = await insertStaff(trx, {
        email,
        name,
        role: input.role,
        passwordHash: null,
        totpSecret: null,
        enrolledAt: null,
        lang: actor?.lang ?? 'en-us',
        createdAt: now.toISOString(),
      });
      if (id === null) return null;
      await insertStaffBrands(trx, id, brandIds);
      await insertInvitation(trx, {
        staffId: id,
        tokenHash: hashOf(token),
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS).toISOString(),
        createdAt: now.toISOString(),
      });
      await this.audit.record(trx, {
        staffId: actor?.id ?? null,
        staffEmail: actor?.email ?? null,
        brandId: null,
        action: 'staff.invite',
        target: `staff:${id}`,
        before: null,
        after: { email, name, role: input.role, brandIds },
        ip,
      });
      return id;
    });
    if (created === null) return { ok: false, errorCode: 'email_taken', field: 'email' };
    const staff = await this.get(created);
    if (!staff) return { ok: false, errorCode: 'not_found' };
    await sendStaffInvitation(this.mailer, { staff, inviter: actor?.name ?? null, link: linkFor(token) });
    return { ok: true, staff };
  }

  async changeRole(
    actor: StaffViewer | null,
    id: number,
    role: StaffRole,
    brandIdsGiven: readonly string[],
    ip: string,
  ): Promise<StaffChange> {
    if (actor?.id === id) return { ok: false, errorCode: 'own_account' };
    const before = await this.get(id);
    if (!before) return { ok: false, errorCode: 'not_found' };
    const brandIds = role === 'owner' ? [] : [...new Set(brandIdsGiven)];
    const problem = await this.brandsProblem(role, brandIds);
    if (problem) return problem;
    await inTransaction(this.db, async (trx) => {
      await updateStaffRole(trx, id, role);
      await deleteStaffBrands(trx, id);
      await insertStaffBrands(trx, id, brandIds);
      await this.audit.record(trx, {
        staffId: actor?.id ?? null,
        staffEmail: actor?.email ?? null,
        brandId: null,
        action: 'staff.role',
        target: `staff:${id}`,
        before: { role: before.role, brandIds: before.brandIds },
        after: { role, brandIds },
        ip,
      });
    });
    const staff = await this.get(id);
    return staff ? { ok: true, staff } : { ok: false, errorCode: 'not_found' };
  }

  /** Deactivates the account and ends every session of it at once. */
  async deactivate(actor: StaffViewer | null, id: number, ip: string): Promise<StaffChange> {
    if (actor?.id === id) return { ok: false, errorCode: 'own_account' };
    const before = await this.get(id);
    if (!before) return { ok: false, errorCode: 'not_found' };
    const at = this.clock().toISOString();
    await inTransaction(this.db, async (trx) => {
      await deactivateStaffRow(trx, id);
      await revokeAllStaffSessions(trx, id, at);
      await this.audit.record(trx, {
        staffId: actor?.id ?? null,
        staffEmail: actor?.email ?? null,
        brandId: null,
        action: 'staff.deactivate',
        target: `staff:${id}`,
        before: { active: before.active },
        after: { active: false },
        ip,
      });
    });
    const staff = await this.get(id);
    return staff ? { ok: true, staff } : { ok: false, errorCode: 'not_found' };
  }

  async setLanguage(actor: StaffViewer, lang: string): Promise<StaffChange> {
    const code = asLanguageCode(lang);
    if (!code) return { ok: false, errorCode: 'invalid_input', field: 'lang' };
    await updateStaffLang(this.db, actor.id, code);
    const staff = await this.get(actor.id);
    return staff ? { ok: true, staff } : { ok: false, errorCode: 'not_found' };
  }

  /** The invitation's one-time link: a name and a password; enrolment follows (the sign-in service). */
  async acceptInvitation(token: string, name: string, password: string): Promise<InvitationAccepted> {
    const problem = passwordProblem(password, SERVER_COMMON_PASSWORDS);
    if (problem) return { ok: false, errorCode: 'weak_password', problem };
    const trimmed = name.trim();
    if (trimmed.length === 0 || [...trimmed].length > NAME_MAX || token.length > 200)
      return { ok: false, errorCode: 'invitation_invalid' };
    const passwordHash = await hashPassword(password);
    const now = this.clock().toISOString();
    const staffId = await inTransaction(this.db, async (trx) => {
      const id = await claimInvitation(trx, hashOf(token), now);
      if (id === null) return null;
      await updateStaffPassword(trx, id, passwordHash, trimmed);
      return id;
    });
    if (staffId === null) return { ok: false, errorCode: 'invitation_invalid' };
    const row = await findStaffById(this.db, staffId);
    if (!row || row.active !== 1) return { ok: false, errorCode: 'invitation_invalid' };
    return { ok: true, staffId, email: row.email };
  }
}
