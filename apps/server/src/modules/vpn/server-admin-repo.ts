/**
 * The console's reads and writes of VPN servers and members' certificates (issue 33 scope 4;
 * `brand_id`, `disabled_at` and `revoke_cause` since migration 0044). Kysely only, one statement
 * per function, takes db | trx.
 */
import type { DbOrTrx } from '../../db/kysely';

export interface AdminServerRow {
  id: string;
  brandId: string | null;
  countryCode: string;
  city: string;
  hostname: string;
  port: number;
  protocol: string;
  load: number;
  disabledAt: string | null;
}

export interface ServerFields {
  countryCode: string;
  city: string;
  hostname: string;
  port: number;
  protocol: string;
  load: number;
}

export interface LiveCertificateRow {
  serial: string;
  memberId: number;
  memberEmail: string;
  serverId: string;
  issuedAt: string;
  expiresAt: string;
}

function toServer(r: {
  id: string;
  brand_id: string | null;
  country_code: string;
  city: string;
  hostname: string;
  port: number;
  protocol: string;
  load: number;
  disabled_at: string | null;
}): AdminServerRow {
  return {
    id: r.id,
    brandId: r.brand_id,
    countryCode: r.country_code,
    city: r.city,
    hostname: r.hostname,
    port: Number(r.port),
    protocol: r.protocol,
    load: Number(r.load),
    disabledAt: r.disabled_at,
  };
}

/** The shared fleet and the brand's own servers, switched off or not, by country then id. */
export async function listAdminServers(db: DbOrTrx, brandId: string): Promise<AdminServerRow[]> {
  const rows = await db
    .selectFrom('vpn_servers')
    .selectAll()
    .where((eb) => eb.or([eb('brand_id', 'is', null), eb('brand_id', '=', brandId)]))
    .orderBy('country_code')
    .orderBy('id')
    .execute();
  return rows.map(toServer);
}

export async function findAdminServer(db: DbOrTrx, id: string): Promise<AdminServerRow | undefined> {
  const row = await db.selectFrom('vpn_servers').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toServer(row);
}

/** False when the id is taken (by any brand's server: ids name configuration files). */
export async function insertServerIfFree(
  db: DbOrTrx,
  row: ServerFields & { id: string; brandId: string | null },
): Promise<boolean> {
  const r = await db
    .insertInto('vpn_servers')
    .values({
      id: row.id,
      brand_id: row.brandId,
      country_code: row.countryCode,
      city: row.city,
      hostname: row.hostname,
      port: row.port,
      protocol: row.protocol,
      load: row.load,
      disabled_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

export async function updateServerFields(db: DbOrTrx, id: string, f: ServerFields): Promise<void> {
  await db
    .updateTable('vpn_servers')
    .set({
      country_code: f.countryCode,
      city: f.city,
      hostname: f.hostname,
      port: f.port,
      protocol: f.protocol,
      load: f.load,
    })
    .where('id', '=', id)
    .execute();
}

export async function setServerDisabledAt(db: DbOrTrx, id: string, at: string | null): Promise<void> {
  await db.updateTable('vpn_servers').set({ disabled_at: at }).where('id', '=', id).execute();
}

/** Live certificates per server on the brand: how many members a change of each server concerns. */
export async function countLiveByServer(db: DbOrTrx, brandId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('vpn_certificates')
    .select(['server_id', (eb) => eb.fn.countAll().as('n')])
    .where('brand_id', '=', brandId)
    .where('revoked_at', 'is', null)
    .groupBy('server_id')
    .execute();
  return new Map(rows.map((r) => [r.server_id, Number(r.n)]));
}

/** The brand's live certificates, the members' e-mails starting with `search` (case-insensitive). */
export async function listLiveCertificates(
  db: DbOrTrx,
  brandId: string,
  search: string,
  limit: number,
): Promise<LiveCertificateRow[]> {
  let q = db
    .selectFrom('vpn_certificates as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.serial', 'c.member_id', 'm.email', 'c.server_id', 'c.issued_at', 'c.expires_at'])
    .where('c.brand_id', '=', brandId)
    .where('c.revoked_at', 'is', null);
  if (search !== '') q = q.where((eb) => eb(eb.fn('lower', ['m.email']), 'like', `${search}%`));
  const rows = await q.orderBy('m.email').limit(limit).execute();
  return rows.map((r) => ({
    serial: r.serial,
    memberId: Number(r.member_id),
    memberEmail: r.email,
    serverId: r.server_id,
    issuedAt: r.issued_at,
    expiresAt: r.expires_at,
  }));
}

export async function memberBrandId(db: DbOrTrx, memberId: number): Promise<string | null> {
  const row = await db.selectFrom('members').select('brand_id').where('id', '=', memberId).executeTakeFirst();
  return row?.brand_id ?? null;
}

/** Revokes the member's live certificate as staff (the CRL says so); the serial revoked, if any. */
export async function revokeLiveByStaff(
  db: DbOrTrx,
  memberId: number,
  at: string,
): Promise<{ serial: string; serverId: string } | undefined> {
  return db
    .updateTable('vpn_certificates')
    .set({ revoked_at: at, revoke_cause: 'staff' })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .returning(['serial', 'server_id as serverId'])
    .executeTakeFirst();
}
