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

/** `{brand}-{server}.ovpn`, safe as a file name on every platform of SPEC.md 9. */
export function ovpnFileName(brandId: string, serverId: string): string {
  return `${brandId}-${serverId}.ovpn`.replace(/[^A-Za-z0-9._-]/g, '-');
}
