import { BOOT_STATE_ELEMENT_ID, type BootState } from '@member-area/domain';

/** Minimal view of `document` so the reader can be unit-tested without a DOM. */
export interface BootDocument {
  getElementById(id: string): { textContent: string | null } | null;
}

export class BootStateError extends Error {
  override name = 'BootStateError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape we rely on; anything else is a server bug we should hear about. */
export function parseBootState(raw: unknown): BootState {
  if (!isObject(raw)) throw new BootStateError('boot state is not an object');
  if (!('brand' in raw) || (raw.brand !== null && !isObject(raw.brand))) {
    throw new BootStateError('boot state has no brand field');
  }
  if (raw.viewer !== null && raw.viewer !== undefined && !isObject(raw.viewer)) {
    throw new BootStateError('boot state viewer is malformed');
  }
  const brand = raw.brand as BootState['brand'];
  return {
    env: typeof raw.env === 'string' ? (raw.env as BootState['env']) : 'dev',
    brand: brand
      ? {
          ...brand,
          tags: Array.isArray(brand.tags) ? brand.tags : [],
          mediaTypes: Array.isArray(brand.mediaTypes) ? brand.mediaTypes : [],
        }
      : null,
    country: typeof raw.country === 'string' ? raw.country : '',
    viewer: (raw.viewer as BootState['viewer']) ?? null,
    error: isObject(raw.error) ? (raw.error as unknown as BootState['error']) : null,
    version: typeof raw.version === 'string' ? raw.version : '',
  };
}

/**
 * Reads the `<script id="boot-state">` the server writes into index.html.
 * Returns null when it is absent (Vite dev server), so the caller fetches /api/boot instead.
 */
export function readBootState(doc: BootDocument): BootState | null {
  const element = doc.getElementById(BOOT_STATE_ELEMENT_ID);
  const text = element?.textContent?.trim();
  if (!text) return null;
  return parseBootState(JSON.parse(text));
}

export async function fetchBootState(fetchImpl: typeof fetch = fetch): Promise<BootState> {
  const response = await fetchImpl('/api/boot', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new BootStateError(`GET /api/boot answered ${response.status}`);
  return parseBootState(await response.json());
}

export async function loadBootState(doc: BootDocument, fetchImpl: typeof fetch = fetch): Promise<BootState> {
  return readBootState(doc) ?? (await fetchBootState(fetchImpl));
}

/**
 * SPEC.md 4: a boot error carrying a redirect URL sends the browser there; other boot errors
 * are only logged. Returns the URL to go to, if any.
 */
export function bootRedirect(state: BootState): string | null {
  if (!state.error) return null;
  if (state.error.redirectUrl) return state.error.redirectUrl;
  console.warn('[boot] server reported an error', state.error.messageKey);
  return null;
}
