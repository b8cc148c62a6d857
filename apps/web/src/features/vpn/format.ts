import { intlLocale } from '@member-area/domain';

/** The country's name in the interface language (Intl.DisplayNames), else its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** The MIME type OpenVPN clients register for .ovpn files. */
export const OVPN_MIME = 'application/x-openvpn-profile';

/** Saves text as a file through a temporary object URL (no server round trip: the key is in it). */
export function saveFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: OVPN_MIME }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
