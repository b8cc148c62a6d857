/**
 * The VPN page (issue 14 part 3): who may use it (packages/domain vpnRefusal), the server list,
 * and per-member OpenVPN configurations whose client certificate the brand's own CA signs.
 * Refusals are errorCodes (data), never thrown; nothing is issued or revoked on a refusal.
 */
import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  VPN_BLOCKED_COUNTRIES,
  fastestServer,
  subscriptionState,
  vpnRefusal,
  type VpnRefusal,
} from '@member-area/domain';
import type { Db } from '../../db/kysely';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { listMemberTags } from '../member';
import { listMemberSubscriptions } from '../subscription';
import { unwrapKey, wrapKey } from './key-wrap';
import type { VpnCertificateModel, VpnServerModel } from './model';
import { ovpnFileName, renderOvpn } from './ovpn';
import * as repo from './repo';
import { createAuthority, createCrl, issueClient } from './x509';

export type VpnErrorCode = VpnRefusal | 'vpn_server_not_found' | 'vpn_unavailable';

export interface VpnMember {
  id: number;
  brandId: string;
}
export interface VpnBrand {
  id: string;
  name: string;
  tags: readonly string[];
}

export interface VpnOverview {
  refusal: VpnRefusal | null;
  servers: VpnServerModel[];
  fastestServerId: string | null;
  certificate: VpnCertificateModel | null;
}

export interface VpnConfig {
  fileName: string;
  content: string;
  serial: string;
  serverId: string;
  issuedAt: string;
  expiresAt: string;
}

export type VpnConfigOutcome = { ok: true; config: VpnConfig } | { ok: false; errorCode: VpnErrorCode };

/** VPN servers fetch the CRL at least this often (its nextUpdate). */
export const CRL_NEXT_UPDATE_DAYS = 1;

/** PostgreSQL unique_violation, SQLite's UNIQUE constraint: another request issued at the same time. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export class VpnService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** JWT_SECRET: the CA keys are wrapped under a key derived from it (key-wrap.ts). */
    private readonly secret: string,
    private readonly blockedCountries: readonly string[] = VPN_BLOCKED_COUNTRIES,
  ) {}

  async refusal(member: VpnMember, brand: VpnBrand, country: string | null): Promise<VpnRefusal | null> {
    const [tags, subscriptions] = await Promise.all([
      listMemberTags(this.db, member.id),
      listMemberSubscriptions(this.db, member.id),
    ]);
    return this.refusalOf({ tags, subscriptions }, brand, country);
  }

  /**
   * The same refusal from a member's tags and subscriptions already read, so a caller that holds
   * them (a GraphQL request's loaders: the menu's gates) reads nothing twice.
   */
  refusalOf(
    member: { tags: string[]; subscriptions: Parameters<typeof subscriptionState>[0] },
    brand: VpnBrand,
    country: string | null,
  ): VpnRefusal | null {
    const state = subscriptionState(member.subscriptions, member.tags);
    return vpnRefusal(
      {
        memberTags: member.tags,
        brandTags: brand.tags,
        country,
        entitledTypes: state.isActive ? state.mediaTypes : [],
      },
      this.blockedCountries,
    );
  }

  /** What the VPN page shows (cities in `lang`); a refused member gets the reason and nothing else. */
  async overview(
    member: VpnMember,
    brand: VpnBrand,
    country: string | null,
    lang: LanguageCode = DEFAULT_LANGUAGE,
  ): Promise<VpnOverview> {
    const refusal = await this.refusal(member, brand, country);
    if (refusal) return { refusal, servers: [], fastestServerId: null, certificate: null };
    const [servers, certificate] = await Promise.all([
      repo.listServers(this.db, brand.id, lang),
      repo.liveCertificate(this.db, member.id),
    ]);
    return {
      refusal,
      servers,
      fastestServerId: fastestServer(servers)?.id ?? null,
      certificate: certificate ?? null,
    };
  }

  /**
   * A new configuration for the chosen server (or the fastest): a fresh key pair and certificate;
   * the member's previous certificate is revoked in the same transaction, so exactly one stays live.
   */
  async issueConfig(
    member: VpnMember,
    brand: VpnBrand,
    country: string | null,
    serverId: string | null | undefined,
  ): Promise<VpnConfigOutcome> {
    const refusal = await this.refusal(member, brand, country);
    if (refusal) return { ok: false, errorCode: refusal };
    const servers = await repo.listServers(this.db, brand.id);
    const server = serverId ? servers.find((s) => s.id === serverId) : fastestServer(servers);
    if (!server) return { ok: false, errorCode: 'vpn_server_not_found' };

    const ca = await this.authority(brand);
    if (!ca) return { ok: false, errorCode: 'vpn_unavailable' };
    const now = this.clock();
    const client = await issueClient(
      ca,
      { commonName: `member-${member.id}`, organization: brand.name },
      now,
    );
    const record = {
      serial: client.serial,
      brandId: brand.id,
      memberId: member.id,
      serverId: server.id,
      issuedAt: now.toISOString(),
      expiresAt: client.notAfter.toISOString(),
    };
    const store = () =>
      inTransaction(this.db, async (trx) => {
        await repo.revokeLive(trx, member.id, record.issuedAt);
        await repo.insertCertificate(trx, record);
      });
    try {
      await store();
    } catch (err) {
      // A simultaneous request landed its certificate between our revoke and insert: revoke that
      // one too (the newest request wins). Once is enough: the index allows one live row.
      if (!isUniqueViolation(err)) throw err;
      await store();
    }
    return {
      ok: true,
      config: {
        fileName: ovpnFileName(brand.id, server.id, now, record.serial),
        content: renderOvpn({
          hostname: server.hostname,
          port: server.port,
          protocol: server.protocol,
          caPem: ca.certificatePem,
          certPem: client.certificatePem,
          keyPem: client.keyPem,
        }),
        serial: record.serial,
        serverId: server.id,
        issuedAt: record.issuedAt,
        expiresAt: record.expiresAt,
      },
    };
  }

  /** The brand's CA certificate (PEM), created on first use; null when its key cannot be read. */
  async caCertificate(brand: VpnBrand): Promise<string | null> {
    return (await this.authority(brand))?.certificatePem ?? null;
  }

  /** The brand's CRL (PEM) listing every revoked, unexpired client certificate. */
  async crl(brand: VpnBrand): Promise<string | null> {
    const ca = await this.authority(brand);
    if (!ca) return null;
    const now = this.clock();
    const revoked = await repo.revokedSerials(this.db, brand.id, now.toISOString());
    return createCrl(ca, revoked, now, CRL_NEXT_UPDATE_DAYS);
  }

  /** The brand's CA with its key unwrapped in memory only; created (once, race-safe) on first use. */
  private async authority(brand: VpnBrand): Promise<{ certificatePem: string; pkcs8: Uint8Array } | null> {
    let row = await repo.authorityOf(this.db, brand.id);
    if (!row) {
      const created = await createAuthority(brand.name, this.clock());
      await repo.insertAuthorityIfMissing(
        this.db,
        brand.id,
        { certificatePem: created.certificatePem, wrappedKey: wrapKey(this.secret, brand.id, created.pkcs8) },
        this.clock().toISOString(),
      );
      row = await repo.authorityOf(this.db, brand.id);
      if (!row) return null;
    }
    try {
      return { certificatePem: row.certificatePem, pkcs8: unwrapKey(this.secret, brand.id, row.wrappedKey) };
    } catch {
      return null; // wrapped under another secret (JWT_SECRET rotated): see key-wrap.ts
    }
  }
}
