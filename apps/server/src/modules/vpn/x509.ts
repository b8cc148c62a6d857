/**
 * Certificates with @peculiar/x509 on Node's WebCrypto (a maintained, typed X.509 library; no
 * hand-written ASN.1). Keys are ECDSA P-256 (OpenVPN 2.4+ and every client app of SPEC.md 9 accept
 * them; generating one takes milliseconds, unlike RSA). @peculiar/x509 resolves its parts through
 * tsyringe, which needs the reflect-metadata polyfill loaded first.
 */
import 'reflect-metadata';
import { randomBytes, webcrypto } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import { CRLNumber, id_ce_cRLNumber } from '@peculiar/asn1-x509';
import * as x509 from '@peculiar/x509';

const crypto = webcrypto;
x509.cryptoProvider.set(crypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);

export const EC_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
/** A CA outlives many client certificates: 10 years. */
export const CA_VALIDITY_DAYS = 3650;
/** A client certificate lasts a year; a new configuration replaces it sooner. */
export const CLIENT_VALIDITY_DAYS = 365;
/** Client clocks run slightly behind: the certificate is valid from 5 minutes before issue. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
const DAY_MS = 86_400_000;

export interface IssuedAuthority {
  certificatePem: string;
  pkcs8: ArrayBuffer;
}

export interface IssuedClient {
  serial: string;
  certificatePem: string;
  keyPem: string;
  notAfter: Date;
}

/** A positive 128-bit serial in lower-case hex (RFC 5280: at most 20 octets, positive). */
export function newSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] ?? 0) & 0x7f;
  if (bytes[0] === 0) bytes[0] = 0x01; // no leading zero octet, so the hex round-trips as stored
  return bytes.toString('hex');
}

function escapeDn(value: string): string {
  return value.replace(/([,+"\\<>;=])/g, '\\$1');
}

/** Brand names that already say VPN ("Harbor VPN") are not named twice: "Harbor VPN CA", not "Harbor VPN VPN CA". */
const SAYS_VPN = /\bVPN\b/i;

/** The common name of a brand's CA, as VPN clients and servers show it. */
export function caCommonName(brandName: string): string {
  const name = brandName.trim();
  return SAYS_VPN.test(name) ? `${name} CA` : `${name} VPN CA`;
}

export async function createAuthority(brandName: string, now: Date): Promise<IssuedAuthority> {
  const keys = await crypto.subtle.generateKey(EC_ALGORITHM, true, ['sign', 'verify']);
  const name = `CN=${escapeDn(caCommonName(brandName))}, O=${escapeDn(brandName)}`;
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: newSerial(),
    name,
    notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
    notAfter: new Date(now.getTime() + CA_VALIDITY_DAYS * DAY_MS),
    keys,
    signingAlgorithm: EC_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return {
    certificatePem: cert.toString('pem'),
    pkcs8: await crypto.subtle.exportKey('pkcs8', keys.privateKey),
  };
}

function importCaKey(pkcs8: Uint8Array): Promise<webcrypto.CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pkcs8, EC_ALGORITHM, false, ['sign']);
}

/** A client certificate (clientAuth) for one member, signed by the brand's CA; its key never stored. */
export async function issueClient(
  ca: { certificatePem: string; pkcs8: Uint8Array },
  subject: { commonName: string; organization: string },
  now: Date,
): Promise<IssuedClient> {
  const caCert = new x509.X509Certificate(ca.certificatePem);
  const caKey = await importCaKey(ca.pkcs8);
  const keys = await crypto.subtle.generateKey(EC_ALGORITHM, true, ['sign', 'verify']);
  const serial = newSerial();
  const notAfter = new Date(now.getTime() + CLIENT_VALIDITY_DAYS * DAY_MS);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial,
    subject: `CN=${escapeDn(subject.commonName)}, O=${escapeDn(subject.organization)}`,
    issuer: caCert.subject,
    notBefore: new Date(now.getTime() - CLOCK_SKEW_MS),
    notAfter,
    publicKey: keys.publicKey,
    signingKey: caKey,
    signingAlgorithm: EC_ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyAgreement,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.clientAuth]),
      await x509.AuthorityKeyIdentifierExtension.create(caCert, false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    serial,
    certificatePem: cert.toString('pem'),
    keyPem: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'),
    notAfter,
  };
}

/**
 * PEM label of a CRL (RFC 7468 section 5). @peculiar/x509 writes `CRL`, which OpenSSL ("unable to
 * load CRL"), OpenVPN's `crl-verify` ("loaded 0 CRLs") and GnuTLS all refuse.
 */
export const CRL_PEM_LABEL = 'X509 CRL';

/** Why a certificate is on the CRL: a new configuration replaced it, or staff revoked it (the console). */
export type RevocationCause = 'replaced' | 'staff';

const REASON: Readonly<Record<RevocationCause, x509.X509CrlReason>> = {
  replaced: x509.X509CrlReason.superseded,
  staff: x509.X509CrlReason.cessationOfOperation,
};

/**
 * The CRL Number (RFC 5280 5.2.3) must grow with each CRL the CA issues; VPN servers and OpenSSL use
 * it to keep the newest. CRLs are signed on request by any instance, so no counter is shared: the
 * number is thisUpdate in milliseconds (as Let's Encrypt's crl-updater numbers its CRLs by time),
 * which grows as long as the instances' clocks agree to within the time between two CRLs.
 */
export function crlNumber(thisUpdate: Date): number {
  return thisUpdate.getTime();
}

/** The brand's certificate revocation list, for its VPN servers (OpenVPN `crl-verify`). */
export async function createCrl(
  ca: { certificatePem: string; pkcs8: Uint8Array },
  revoked: ReadonlyArray<{ serial: string; revokedAt: string; cause: RevocationCause }>,
  now: Date,
  nextUpdateDays: number,
): Promise<string> {
  const caCert = new x509.X509Certificate(ca.certificatePem);
  const crl = await x509.X509CrlGenerator.create({
    issuer: caCert.subject,
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + nextUpdateDays * DAY_MS),
    signingAlgorithm: EC_ALGORITHM,
    signingKey: await importCaKey(ca.pkcs8),
    entries: revoked.map((r) => ({
      serialNumber: r.serial,
      revocationDate: new Date(r.revokedAt),
      reason: REASON[r.cause],
    })),
    extensions: [
      await x509.AuthorityKeyIdentifierExtension.create(caCert, false),
      new x509.Extension(id_ce_cRLNumber, false, AsnConvert.serialize(new CRLNumber(crlNumber(now)))),
    ],
  });
  return x509.PemConverter.encode(crl.rawData, CRL_PEM_LABEL);
}
