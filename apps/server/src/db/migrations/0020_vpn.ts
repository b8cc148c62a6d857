import { sql } from 'kysely';
import { type AnyDb, createIndex, dropTables } from './helpers';
import { notNull, ownedBy } from './tables';

/**
 * The VPN page (issue 14 part 3): the server fleet, each brand's certificate authority and the
 * client certificates it issued.
 *
 * - `vpn_servers`: the fleet every brand offers. It is infrastructure, not member data, so its rows
 *   are written here; `load` (0–100) is what the edge reports and an operator may update.
 * - `vpn_authorities`: one CA per brand. The private key is stored only wrapped (AES-256-GCM under a
 *   key derived from the server secret, modules/vpn/key-wrap.ts), never in clear.
 * - `vpn_certificates`: one row per issued client certificate (its serial), so a new configuration
 *   revokes the old one and the brand's CRL lists every revoked serial. The partial unique index
 *   keeps at most one live certificate per member, settling two simultaneous requests in SQL.
 */

const FLEET: ReadonlyArray<[id: string, countryCode: string, city: string, load: number]> = [
  ['us-nyc-1', 'US', 'New York', 46],
  ['us-lax-1', 'US', 'Los Angeles', 63],
  ['us-chi-1', 'US', 'Chicago', 28],
  ['ca-tor-1', 'CA', 'Toronto', 35],
  ['br-sao-1', 'BR', 'São Paulo', 58],
  ['mx-mex-1', 'MX', 'Mexico City', 22],
  ['gb-lon-1', 'GB', 'London', 71],
  ['fr-par-1', 'FR', 'Paris', 54],
  ['de-fra-1', 'DE', 'Frankfurt', 81],
  ['nl-ams-1', 'NL', 'Amsterdam', 67],
  ['es-mad-1', 'ES', 'Madrid', 31],
  ['it-mil-1', 'IT', 'Milan', 42],
  ['pt-lis-1', 'PT', 'Lisbon', 18],
  ['ch-zrh-1', 'CH', 'Zurich', 49],
  ['se-sto-1', 'SE', 'Stockholm', 24],
  ['jp-tyo-1', 'JP', 'Tokyo', 77],
  ['sg-sin-1', 'SG', 'Singapore', 52],
  ['my-kul-1', 'MY', 'Kuala Lumpur', 12],
  ['au-syd-1', 'AU', 'Sydney', 39],
  ['za-jnb-1', 'ZA', 'Johannesburg', 27],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('vpn_servers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('country_code', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('hostname', 'text', notNull)
    .addColumn('port', 'integer', notNull)
    .addColumn('protocol', 'text', notNull)
    .addColumn('load', 'integer', notNull)
    .execute();
  await db
    .insertInto('vpn_servers')
    .values(
      FLEET.map(([id, countryCode, city, load]) => ({
        id,
        country_code: countryCode,
        city,
        hostname: `${id}.edge.member-vpn.net`,
        port: 1194,
        protocol: 'udp',
        load,
      })),
    )
    .execute();

  await db.schema
    .createTable('vpn_authorities')
    .addColumn('brand_id', 'text', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('certificate_pem', 'text', notNull)
    .addColumn('wrapped_key', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('vpn_certificates')
    .addColumn('serial', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', notNull)
    .addColumn('member_id', 'integer', ownedBy('members.id'))
    .addColumn('server_id', 'text', notNull)
    .addColumn('issued_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createIndex('vpn_certificates_one_live_per_member')
    .on('vpn_certificates')
    .column('member_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  // The CRL reads a brand's revoked serials.
  await createIndex(db, 'vpn_certificates_brand_revoked', 'vpn_certificates', ['brand_id', 'revoked_at']);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['vpn_certificates', 'vpn_authorities', 'vpn_servers']);
}
