/** The VPN tables (migration 0020). Kysely only, one statement per function, takes db | trx. */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import type { DbOrTrx } from '../../db/kysely';
import { translatedText, type TranslationKey } from '../catalogue';
import type { VpnAuthorityRow, VpnCertificateModel, VpnServerModel } from './model';

const CITY_KEY: TranslationKey = { entity: 'vpn_city', column: 'v.city', numeric: false };

/**
 * The brand's servers members may use: the shared fleet and the brand's own, not switched off
 * (migration 0044), each city named in `lang` (data_translations keyed by the English name).
 */
export async function listServers(
  db: DbOrTrx,
  brandId: string,
  lang: LanguageCode = DEFAULT_LANGUAGE,
): Promise<VpnServerModel[]> {
  const rows = await db
    .selectFrom('vpn_servers as v')
    .selectAll('v')
    .select(translatedText(CITY_KEY, 'name', lang, 'v.city').as('city_name'))
    .where((eb) => eb.or([eb('v.brand_id', 'is', null), eb('v.brand_id', '=', brandId)]))
    .where('v.disabled_at', 'is', null)
    .orderBy('v.country_code')
    .orderBy('v.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    countryCode: r.country_code,
    city: r.city_name,
    hostname: r.hostname,
    port: Number(r.port),
    protocol: r.protocol,
    load: Number(r.load),
  }));
}

export async function authorityOf(db: DbOrTrx, brandId: string): Promise<VpnAuthorityRow | undefined> {
  const row = await db
    .selectFrom('vpn_authorities')
    .select(['certificate_pem', 'wrapped_key'])
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row && { certificatePem: row.certificate_pem, wrappedKey: row.wrapped_key };
}

/**
 * Stores a brand's CA unless one exists: two instances creating it at once both keep the one that
 * landed first (they read it back with authorityOf), so a brand never has two CAs.
 */
export async function insertAuthorityIfMissing(
  db: DbOrTrx,
  brandId: string,
  ca: VpnAuthorityRow,
  at: string,
): Promise<void> {
  await db
    .insertInto('vpn_authorities')
    .values({
      brand_id: brandId,
      certificate_pem: ca.certificatePem,
      wrapped_key: ca.wrappedKey,
      created_at: at,
    })
    .onConflict((oc) => oc.column('brand_id').doNothing())
    .execute();
}

/** Revokes the member's live certificate, if any (a new configuration replaces it). */
export async function revokeLive(db: DbOrTrx, memberId: number, at: string): Promise<void> {
  await db
    .updateTable('vpn_certificates')
    .set({ revoked_at: at })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Fails on the one-live-certificate index when another request issued one in between (see service). */
export async function insertCertificate(
  db: DbOrTrx,
  c: {
    serial: string;
    brandId: string;
    memberId: number;
    serverId: string;
    issuedAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('vpn_certificates')
    .values({
      serial: c.serial,
      brand_id: c.brandId,
      member_id: c.memberId,
      server_id: c.serverId,
      issued_at: c.issuedAt,
      expires_at: c.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function liveCertificate(
  db: DbOrTrx,
  memberId: number,
): Promise<VpnCertificateModel | undefined> {
  const row = await db
    .selectFrom('vpn_certificates')
    .select(['serial', 'server_id', 'issued_at', 'expires_at', 'revoked_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      serial: row.serial,
      serverId: row.server_id,
      issuedAt: row.issued_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
    }
  );
}

/** The brand's revoked serials still within their validity (expired ones need no CRL entry). */
export async function revokedSerials(
  db: DbOrTrx,
  brandId: string,
  now: string,
): Promise<Array<{ serial: string; revokedAt: string; cause: 'replaced' | 'staff' }>> {
  const rows = await db
    .selectFrom('vpn_certificates')
    .select(['serial', 'revoked_at', 'revoke_cause'])
    .where('brand_id', '=', brandId)
    .where('revoked_at', 'is not', null)
    .where('expires_at', '>', now)
    .orderBy('revoked_at')
    .execute();
  // revokeLive (a newer configuration) leaves the cause null; staff revoking one write 'staff' (0044).
  return rows.map((r) => ({
    serial: r.serial,
    revokedAt: r.revoked_at ?? now,
    cause: r.revoke_cause === 'staff' ? 'staff' : 'replaced',
  }));
}
