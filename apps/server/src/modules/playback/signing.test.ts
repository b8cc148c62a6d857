import { describe, expect, it } from 'vitest';
import { MediaUrlSigner, prefixOpens } from './signing';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const grant = { p: 'movies/m1/', m: 7, b: 'playmax', e: 1_800_000_000 };

describe('media URL tokens', () => {
  const signer = new MediaUrlSigner(SECRET);

  it('verifies what it signed and gives the claims back', () => {
    expect(signer.verify(signer.sign(grant))).toEqual({ ok: true, grant });
  });

  it('refuses a token signed with another secret', () => {
    const other = new MediaUrlSigner(`${SECRET}-other`);
    expect(signer.verify(other.sign(grant))).toEqual({ ok: false });
  });

  it('refuses any change to the claims or the MAC', () => {
    const token = signer.sign(grant);
    const [payload, mac] = token.split('.') as [string, string];
    const claims = (g: object) => Buffer.from(JSON.stringify(g)).toString('base64url');
    const forged = [
      `${claims({ ...grant, m: 8 })}.${mac}`,
      `${claims({ ...grant, p: 'movies/' })}.${mac}`,
      `${claims({ ...grant, e: grant.e + 1 })}.${mac}`,
      `${payload}.${mac.slice(1)}`,
      `${payload}.${mac}A`,
      `${payload}.`,
      `.${mac}`,
      `${payload}.${mac}.${mac}`,
      payload,
      '',
      'x'.repeat(5_000),
    ];
    for (const bad of forged) expect(signer.verify(bad), bad).toEqual({ ok: false });
  });

  it('refuses a correctly signed payload that is not a grant', () => {
    // Same key derivation as the signer: only reachable with the secret, but the shape is still checked.
    const signed = (value: unknown) => {
      const s = signer as unknown as { mac(p: string): Buffer };
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${payload}.${s.mac(payload).toString('base64url')}`;
    };
    for (const value of [
      null,
      [],
      { ...grant, m: -1 },
      { ...grant, m: 1.5 },
      { ...grant, p: '' },
      { p: 'a/' },
    ])
      expect(signer.verify(signed(value))).toEqual({ ok: false });
    expect(signer.verify(signed(grant))).toEqual({ ok: true, grant });
  });

  it('does not use the JWT secret itself as the MAC key (purpose-bound key)', async () => {
    const crypto = await import('node:crypto');
    const [payload, mac] = signer.sign(grant).split('.') as [string, string];
    const withRawSecret = crypto.createHmac('sha256', SECRET).update(payload).digest('base64url');
    expect(mac).not.toBe(withRawSecret);
  });
});

describe.each([
  ['movies/m1/', 'movies/m1/video.mp4', true],
  ['movies/m1/', 'movies/m1/sub/en.vtt', true],
  ['movies/m1/', 'movies/m10/video.mp4', false],
  ['movies/m1/', 'movies/m1/', false],
  ['movies/m1/', 'movies/video.mp4', false],
  ['ebooks/e1.epub', 'ebooks/e1.epub', true],
  ['ebooks/e1.epub', 'ebooks/e1.epub.bak', false],
])('prefix %s opens %s', (prefix, file, opens) => {
  it(`is ${opens}`, () => expect(prefixOpens(prefix, file)).toBe(opens));
});
