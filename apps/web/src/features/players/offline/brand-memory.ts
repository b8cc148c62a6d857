import type { PublicBrand } from '@member-area/domain';
import { storage } from '../../../app/storage';

/** localStorage key of the brand this device last saw (the offline page's header and colours). */
export const OFFLINE_BRAND_KEY = 'ma_offline_brand';
/** A larger logo is not kept (localStorage is small and shared): the page shows the brand's name. */
const MAX_LOGO_BYTES = 100_000;

/** What the offline page shows of the brand: public, the same for every visitor of the host (no
 * member data), kept for when the page has no boot state to read it from. */
export interface RememberedBrand {
  hostname: string;
  name: string;
  logoUrl: string;
  /** The logo itself (a data: URL), so it shows without the network; null when not kept. */
  logoData: string | null;
  accentColor: string;
  accentColorExact: string;
  /** The interface language in use, so the offline page speaks it. */
  language: string;
}

export function readRememberedBrand(): RememberedBrand | null {
  const text = storage.get(OFFLINE_BRAND_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<RememberedBrand> | null;
    if (typeof value?.name !== 'string' || typeof value.language !== 'string') return null;
    return {
      hostname: value.hostname ?? '',
      name: value.name,
      logoUrl: value.logoUrl ?? '',
      logoData:
        typeof value.logoData === 'string' && value.logoData.startsWith('data:image/')
          ? value.logoData
          : null,
      accentColor: value.accentColor ?? '',
      accentColorExact: value.accentColorExact ?? '',
      language: value.language,
    };
  } catch {
    return null;
  }
}

/** The logo as a data: URL, when it is the site's own (another origin may refuse CORS) and small. */
async function logoData(logoUrl: string): Promise<string | null> {
  if (!logoUrl || new URL(logoUrl, location.origin).origin !== location.origin) return null;
  const response = await fetch(logoUrl, { credentials: 'same-origin' });
  if (!response.ok) return null;
  const blob = await response.blob();
  if (blob.size > MAX_LOGO_BYTES || !blob.type.startsWith('image/')) return null;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}

/**
 * Remembers the host's brand, its logo and the language for the offline page (in localStorage, not
 * in Cache Storage: the worker's caches hold build files and downloads only). Best effort: without
 * storage the offline page shows a neutral header.
 */
export async function rememberBrand(brand: PublicBrand | null, language: string): Promise<void> {
  if (!brand) return;
  const before = readRememberedBrand();
  const logo =
    before?.logoUrl === brand.logoUrl && before.logoData ? before.logoData : await logoData(brand.logoUrl);
  const next: RememberedBrand = {
    hostname: brand.hostname,
    name: brand.name,
    logoUrl: brand.logoUrl,
    logoData: logo,
    accentColor: brand.accentColor,
    accentColorExact: brand.accentColorExact,
    language,
  };
  if (JSON.stringify(before) !== JSON.stringify(next)) storage.set(OFFLINE_BRAND_KEY, JSON.stringify(next));
}
