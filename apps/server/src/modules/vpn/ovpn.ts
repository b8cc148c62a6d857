/**
 * The OpenVPN client configuration (.ovpn, OpenVPN 2.4+ reference manual): directives one per line,
 * the CA, client certificate and key inline in <ca>, <cert>, <key> blocks. No maintained writer of
 * this format exists on npm; it is a handful of fixed lines, so it is written here.
 */
export interface OvpnInput {
  hostname: string;
  port: number;
  protocol: string;
  caPem: string;
  certPem: string;
  keyPem: string;
}

function block(tag: string, pem: string): string {
  return `<${tag}>\n${pem.trim()}\n</${tag}>`;
}

export function renderOvpn(c: OvpnInput): string {
  return [
    'client',
    'dev tun',
    `proto ${c.protocol}`,
    `remote ${c.hostname} ${c.port}`,
    'resolv-retry infinite',
    'nobind',
    'persist-key',
    'persist-tun',
    // The server must present a certificate marked for TLS server use (against a client posing as one).
    'remote-cert-tls server',
    'data-ciphers AES-256-GCM:AES-128-GCM:CHACHA20-POLY1305',
    'auth SHA256',
    'verb 3',
    block('ca', c.caPem),
    block('cert', c.certPem),
    block('key', c.keyPem),
    '',
  ].join('\n');
}

/** Digits of the serial in the file name: 32 bits, enough to tell a member's downloads apart. */
const SERIAL_DIGITS = 8;

/**
 * `{brand}-{server}-{YYYYMMDD}-{serial's first 8 digits}.ovpn`, safe as a file name on every platform
 * of SPEC.md 9. Each download replaces (revokes) the last, so its name must differ from the last:
 * a client app importing `playmax-fr-par-1.ovpn` twice kept the revoked one, or showed two alike.
 */
export function ovpnFileName(brandId: string, serverId: string, issuedAt: Date, serial: string): string {
  const day = issuedAt.toISOString().slice(0, 10).replace(/-/g, '');
  return `${brandId}-${serverId}-${day}-${serial.slice(0, SERIAL_DIGITS)}.ovpn`.replace(
    /[^A-Za-z0-9._-]/g,
    '-',
  );
}
