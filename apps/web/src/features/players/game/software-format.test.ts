import { describe, expect, it } from 'vitest';
import { checksumCommand, formatFileSize, intlLocale, isPlatform } from './software-format';

describe('file size in the member language', () => {
  it.each([
    ['en-us', 2_400_000, '2.4 MB'],
    ['en-us', 48_000, '48 kB'],
    ['en-us', 1_500_000_000, '1.5 GB'],
    ['de-de', 2_400_000, '2,4 MB'],
    ['fr-ca', 2_400_000, '2,4 Mo'],
  ])('%s shows %s bytes as %s', (language, bytes, expected) => {
    expect(formatFileSize(bytes, language).replace(/\u00a0|\u202f/g, ' ')).toBe(expected);
  });

  it('spells out bytes below a kilobyte', () => {
    expect(formatFileSize(512, 'en-us')).toBe('512 bytes');
    expect(formatFileSize(Number.NaN, 'en-us')).toBe('0 bytes');
  });

  it('formats Malay (my-ms) with Latin digits, not Burmese ones', () => {
    expect(intlLocale('my-ms')).toBe('ms-MY');
    expect(formatFileSize(2_400_000, 'my-ms')).toMatch(/^2[.,]4/);
  });
});

describe('checksum command', () => {
  it.each([
    ['windows', 'Get-FileHash -Algorithm SHA256 app-1.2.0.zip'],
    ['macos', 'shasum -a 256 app-1.2.0.zip'],
    ['linux', 'sha256sum app-1.2.0.zip'],
    ['android', 'sha256sum app-1.2.0.zip'],
  ] as const)('on %s is %s', (platform, expected) => {
    expect(checksumCommand(platform, 'app-1.2.0.zip')).toBe(expected);
  });

  it('quotes a file name with spaces or quotes', () => {
    expect(checksumCommand('linux', "my app's.tar.gz")).toBe(`sha256sum 'my app'\\''s.tar.gz'`);
    expect(checksumCommand('windows', "my app's.zip")).toBe(`Get-FileHash -Algorithm SHA256 'my app''s.zip'`);
  });

  it('knows the four platforms of the downloads', () => {
    expect(['windows', 'macos', 'linux', 'android', 'ios'].map(isPlatform)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
