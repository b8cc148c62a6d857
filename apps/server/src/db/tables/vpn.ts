/** The VPN page (issue 14, migration 0020). Conventions as in ../schema.ts. */
export interface VpnServersTable {
  id: string; // 'de-fra-1'
  country_code: string; // ISO 3166 alpha-2
  city: string; // English; the web shows the country in the member's language
  hostname: string;
  port: number;
  protocol: string; // 'udp' | 'tcp'
  load: number; // 0–100
  brand_id: string | null; // null: the shared fleet, every brand's (migration 0044)
  disabled_at: string | null; // set: members no longer see or pick it
}

export interface VpnAuthoritiesTable {
  brand_id: string;
  certificate_pem: string; // the brand's self-signed CA certificate
  wrapped_key: string; // the CA's PKCS#8 key, AES-256-GCM wrapped (modules/vpn/key-wrap.ts)
  created_at: string;
}

export interface VpnCertificatesTable {
  serial: string; // lower-case hex, as in the certificate
  brand_id: string;
  member_id: number;
  server_id: string;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null; // set when a newer configuration replaces it, or staff revoke it
  revoke_cause: string | null; // null or 'replaced', 'staff' (migration 0044)
}

export interface VpnTables {
  vpn_servers: VpnServersTable;
  vpn_authorities: VpnAuthoritiesTable;
  vpn_certificates: VpnCertificatesTable;
}
