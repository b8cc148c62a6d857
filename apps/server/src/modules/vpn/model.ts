/** Types of the VPN module (issue 14 part 3). */
export interface VpnServerModel {
  id: string;
  countryCode: string;
  city: string;
  hostname: string;
  port: number;
  protocol: string;
  load: number;
}

export interface VpnAuthorityRow {
  certificatePem: string;
  wrappedKey: string;
}

export interface VpnCertificateModel {
  serial: string;
  serverId: string;
  issuedAt: string;
  expiresAt: string;
  revokedAt: string | null;
}
