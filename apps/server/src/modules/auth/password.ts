import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1).
 * That costs 128 MiB per hash, above Node's 32 MiB default, so maxmem is raised.
 * Format: scrypt$<log2N>$<r>$<p>$<salt b64url>$<hash b64url>, so parameters can be raised later
 * and old hashes still verify.
 */
const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * `log2N` is for test fixtures only, which hash a throwaway password at a low cost so that the
 * thousands of sign-ins in the server tests don't each spend 128 MiB and ~0.3 s: the stored hash
 * carries its cost, and verification reads it from there. The server never passes it.
 */
export async function hashPassword(password: string, log2N: number = LOG2_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, log2N, R, P);
  return ['scrypt', log2N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, log2N, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), Number(log2N), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of a random password, verified against when the e-mail matches no account, so a failed
 * login costs the same time whether or not the account exists (no user enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
