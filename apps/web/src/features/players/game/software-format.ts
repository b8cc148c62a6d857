/** Display rules of the software details view (sizes, checksum commands), tested as plain functions. */

import { intlLocale } from '@member-area/domain';

// The one map of interface languages to Intl locales lives in packages/domain; re-exported for this
// file's test, which checks the file sizes it formats.
export { intlLocale };

const UNITS = [
  { unit: 'gigabyte', size: 1e9 },
  { unit: 'megabyte', size: 1e6 },
  { unit: 'kilobyte', size: 1e3 },
] as const;

/** A file size in the member's language: decimal units (as operating systems show downloads). */
export function formatFileSize(bytes: number, language: string): string {
  const locale = intlLocale(language);
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const match = UNITS.find(({ size }) => safe >= size);
  if (!match)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(safe);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: match.unit,
    unitDisplay: 'short',
    maximumFractionDigits: safe / match.size < 10 ? 1 : 0,
  }).format(safe / match.size);
}

export const PLATFORMS = ['windows', 'macos', 'linux', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Product names, the same in every language (so not in the locale files). */
export const PLATFORM_NAMES: Record<Platform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  android: 'Android',
};

export function isPlatform(value: string): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/** Quotes a file name for a shell when it holds anything but safe characters. */
function quoted(fileName: string, style: 'posix' | 'powershell'): string {
  if (/^[\w.+-]+$/.test(fileName)) return fileName;
  return style === 'posix' ? `'${fileName.replace(/'/g, `'\\''`)}'` : `'${fileName.replace(/'/g, "''")}'`;
}

/** The command that prints a download's SHA-256 on its own system (Android: check it on a computer). */
export function checksumCommand(platform: Platform, fileName: string): string {
  switch (platform) {
    case 'windows':
      return `Get-FileHash -Algorithm SHA256 ${quoted(fileName, 'powershell')}`;
    case 'macos':
      return `shasum -a 256 ${quoted(fileName, 'posix')}`;
    case 'linux':
    case 'android':
      return `sha256sum ${quoted(fileName, 'posix')}`;
  }
}
