/**
 * VPN servers and members' certificates on the console (issue 33 scope 4), for the console and the
 * operator commands alike. A brand's members see the shared fleet (`brand_id` null) and the brand's
 * own servers, less the ones switched off; a draft is checked by packages/domain's
 * vpnServerDraftProblems. Revoking a member's certificate marks it revoked (`revoke_cause`
 * 'staff'): the brand's CRL (`/api/vpn/crl.pem`, which the VPN servers load with `crl-verify`) then
 * lists it, so the configuration no longer connects, and the member's VPN page offers a new one.
 * Each change is one transaction with its audit row.
 */
import { vpnServerDraftProblems, type VpnServerDraft, type VpnServerDraftProblem } from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import { findBrandById } from '../brand';
import {
  countLiveByServer,
  findAdminServer,
  insertServerIfFree,
  listAdminServers,
  listLiveCertificates,
  memberBrandId,
  revokeLiveByStaff,
  setServerDisabledAt,
  updateServerFields,
  type AdminServerRow,
  type LiveCertificateRow,
  type ServerFields,
} from './server-admin-repo';

/** A certificate lookup answers at most this many members. */
export const CERTIFICATE_LOOKUP_MAX = 50;

export interface AdminVpnServer extends Omit<AdminServerRow, 'disabledAt'> {
  shared: boolean;
  enabled: boolean;
  /** The brand's members holding a live configuration of it. */
  liveCertificates: number;
}

/** Who acts: a staff member from the console, or an operator command (staffId null, ip 'cli'). */
export interface VpnActor {
  staffId: number | null;
  staffEmail: string | null;
  ip: string;
}

export type VpnServerChange =
  | { ok: true; server: AdminServerRow }
  | {
      ok: false;
      errorCode: 'invalid_input' | 'vpn_server_taken' | 'vpn_server_not_found' | 'brand_not_found';
      problems?: VpnServerDraftProblem[];
    };

export type VpnRevocation =
  | { ok: true; serial: string; serverId: string; brandId: string }
  | { ok: false; errorCode: 'member_not_found' | 'vpn_certificate_not_found' };

function auditView(s: AdminServerRow) {
  return { ...s };
}

function trimmed(draft: VpnServerDraft): VpnServerDraft {
  return {
    ...draft,
    id: draft.id.trim(),
    countryCode: draft.countryCode.trim().toUpperCase(),
    city: draft.city.trim(),
    hostname: draft.hostname.trim().toLowerCase(),
    protocol: draft.protocol.trim().toLowerCase(),
  };
}

const fieldsOf = (d: VpnServerDraft): ServerFields => ({
  countryCode: d.countryCode,
  city: d.city,
  hostname: d.hostname,
  port: d.port,
  protocol: d.protocol,
  load: d.load,
});

export class VpnAdminService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The servers the brand's members may see (switched off ones too), with their live configurations. */
  async servers(brandId: string): Promise<AdminVpnServer[]> {
    const rows = await listAdminServers(this.db, brandId);
    const live = await countLiveByServer(this.db, brandId);
    return rows.map(({ disabledAt, ...r }) => ({
      ...r,
      shared: r.brandId === null,
      enabled: disabledAt === null,
      liveCertificates: live.get(r.id) ?? 0,
    }));
  }

  async get(id: string): Promise<AdminServerRow | null> {
    return (await findAdminServer(this.db, id)) ?? null;
  }

  /**
   * Whose the server is: its brand, null for the shared fleet (an owner's), undefined when unknown.
   * The console's guard asks brand.edit on it.
   */
  async ownerOf(id: string): Promise<string | null | undefined> {
    const row = await findAdminServer(this.db, id);
    return row === undefined ? undefined : row.brandId;
  }

  /** A new server for one brand's members, or (brandId null) for every brand's. */
  async create(actor: VpnActor, brandId: string | null, input: VpnServerDraft): Promise<VpnServerChange> {
    const draft = trimmed(input);
    const problems = vpnServerDraftProblems(draft);
    if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
    return inTransaction(this.db, async (trx) => {
      if (brandId !== null && !(await findBrandById(trx, brandId)))
        return { ok: false, errorCode: 'brand_not_found' };
      if (!(await insertServerIfFree(trx, { ...fieldsOf(draft), id: draft.id, brandId })))
        return { ok: false, errorCode: 'vpn_server_taken' };
      const server = await findAdminServer(trx, draft.id);
      if (!server) return { ok: false, errorCode: 'vpn_server_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId,
        action: 'vpn_server.create',
        target: `vpn_server:${server.id}`,
        before: null,
        after: auditView(server),
      });
      return { ok: true, server };
    });
  }

  /** Everything but the id (configurations name it) and whose it is. */
  async update(actor: VpnActor, id: string, input: Omit<VpnServerDraft, 'id'>): Promise<VpnServerChange> {
    const draft = trimmed({ ...input, id });
    const problems = vpnServerDraftProblems(draft);
    if (problems.length > 0) return { ok: false, errorCode: 'invalid_input', problems };
    return inTransaction(this.db, async (trx) => {
      const before = await findAdminServer(trx, id);
      if (!before) return { ok: false, errorCode: 'vpn_server_not_found' };
      await updateServerFields(trx, id, fieldsOf(draft));
      const server = (await findAdminServer(trx, id)) ?? before;
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId: before.brandId,
        action: 'vpn_server.update',
        target: `vpn_server:${id}`,
        before: auditView(before),
        after: auditView(server),
      });
      return { ok: true, server };
    });
  }

  /** Switches a server off (members no longer see or pick it) or on again; the same state changes nothing. */
  async setEnabled(actor: VpnActor, id: string, enabled: boolean): Promise<VpnServerChange> {
    return inTransaction(this.db, async (trx) => {
      const before = await findAdminServer(trx, id);
      if (!before) return { ok: false, errorCode: 'vpn_server_not_found' };
      if ((before.disabledAt === null) === enabled) return { ok: true, server: before };
      await setServerDisabledAt(trx, id, enabled ? null : this.clock().toISOString());
      const server = (await findAdminServer(trx, id)) ?? before;
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId: before.brandId,
        action: enabled ? 'vpn_server.enable' : 'vpn_server.disable',
        target: `vpn_server:${id}`,
        before: { enabled: !enabled },
        after: { enabled },
      });
      return { ok: true, server };
    });
  }

  /** The brand's members with a live configuration, by e-mail (its start, any case). */
  async certificates(brandId: string, search: string): Promise<LiveCertificateRow[]> {
    const start = search
      .trim()
      .toLowerCase()
      .replace(/[%_\\]/g, '');
    return listLiveCertificates(this.db, brandId, start, CERTIFICATE_LOOKUP_MAX);
  }

  async brandOfMember(memberId: number): Promise<string | null> {
    return memberBrandId(this.db, memberId);
  }

  /** Revokes the member's live certificate: the CRL lists it from now on. */
  async revokeMemberCertificate(actor: VpnActor, memberId: number): Promise<VpnRevocation> {
    return inTransaction(this.db, async (trx) => {
      const brandId = await memberBrandId(trx, memberId);
      if (brandId === null) return { ok: false, errorCode: 'member_not_found' };
      const revoked = await revokeLiveByStaff(trx, memberId, this.clock().toISOString());
      if (!revoked) return { ok: false, errorCode: 'vpn_certificate_not_found' };
      await this.audit.record(trx, {
        ...this.who(actor),
        brandId,
        action: 'vpn_certificate.revoke',
        target: `member:${memberId}`,
        before: { serial: revoked.serial, serverId: revoked.serverId, revoked: false },
        after: { serial: revoked.serial, revoked: true },
      });
      return { ok: true, serial: revoked.serial, serverId: revoked.serverId, brandId };
    });
  }

  private who(actor: VpnActor) {
    return { staffId: actor.staffId, staffEmail: actor.staffEmail, ip: actor.ip };
  }
}
