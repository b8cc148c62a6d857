import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, contrastText, hoverFill, normalizeHex, themeVariables } from './theme';
import { readCookie, serializeCookie } from './cookies';
import { buildEventBody } from './events';
import { errorCodeOf } from './graphql';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy';
import { newTransactionId } from './ids';
import { measurementId, DEFAULT_MEASUREMENT_ID } from './shell/Analytics';
import { initials } from './shell/AvatarMenu';
import { partOfDay } from '../features/home/greeting';

describe('theme', () => {
  it('normalises brand colours and falls back to the SPEC defaults', () => {
    expect(normalizeHex('#ABC', '#000000')).toBe('#aabbcc');
    expect(normalizeHex(' #7C3AED ', '#000000')).toBe('#7c3aed');
    expect(normalizeHex('red', '#000000')).toBe('#000000');
    expect(themeVariables(null)).toEqual({
      '--accent': '#808080',
      '--accent-exact': '#298cb5',
      '--accent-contrast': '#0a0b0f',
      '--accent-hover': '#479cbf',
    });
  });

  // The four demo brands' accents (seed/brands.ts): violet and pink fell to 4.4:1 and 3.9:1 when
  // every hover lightened the fill under white text.
  it.each(['#7c3aed', '#f59e0b', '#db2777', '#0d9488', '#298cb5'])(
    'keeps a pointed-at %s button at least as readable as at rest, and at 4.5:1',
    (accent) => {
      const text = contrastText(accent);
      expect(contrastRatio(hoverFill(accent), text)).toBeGreaterThanOrEqual(contrastRatio(accent, text));
      expect(contrastRatio(hoverFill(accent), text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('picks readable text for filled buttons', () => {
    expect(contrastText('#7c3aed')).toBe('#ffffff');
    expect(contrastText('#fbbf24')).toBe('#0a0b0f');
  });
});

describe('cookies', () => {
  it('reads a readable cookie by name', () => {
    expect(readCookie('a=1; ma_login_email=paid%40playmax.test; b=2', 'ma_login_email')).toBe(
      'paid@playmax.test',
    );
    expect(readCookie('a=1', 'ma_login_email')).toBeNull();
  });

  it('writes a 365-day cookie for the whole site', () => {
    const cookie = serializeCookie('ma_login_email', 'a@b.test', 365, true);
    expect(cookie).toContain('ma_login_email=a%40b.test');
    expect(cookie).toContain(`Max-Age=${365 * 86400}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
  });
});

describe('buildEventBody', () => {
  it('carries the SPEC.md 7 fields and no token', () => {
    const body = buildEventBody(
      {
        boot: {
          env: 'dev',
          country: 'GB',
          brand: { hostname: 'playmax.localhost', address: { countryCode: 'US' } } as never,
        },
        tags: ['ma_visited:true'],
        language: 'fr-ca',
        layout: 'default',
        isTest: true,
      },
      { namespace: 'auth', type: 'login' },
      { userAgent: 'UA', language: 'fr-CA' },
    );
    expect(body).toEqual({
      namespace: 'auth',
      type: 'login',
      env: 'dev',
      brand_domain: 'playmax.localhost',
      brand_country: 'US',
      request_country: 'GB',
      tags: ['ma_visited:true'],
      language: 'fr-ca',
      user_agent: 'UA',
      browser_language: 'fr-CA',
      is_test: true,
      layout: 'default',
      extras: {},
    });
    expect(body).not.toHaveProperty('jwt');
  });
});

describe('errorCodeOf', () => {
  it('reads the code from the GraphQL error extensions', () => {
    expect(errorCodeOf([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }], 200)).toBe(
      'unauthenticated',
    );
    expect(errorCodeOf([{ message: 'x', extensions: { errorCode: 'forbidden' } }], 200)).toBe('forbidden');
  });

  it('falls back on the HTTP status', () => {
    expect(errorCodeOf([], 401)).toBe('unauthenticated');
    expect(errorCodeOf([], 421)).toBe('brand_not_found');
    expect(errorCodeOf([], 500)).toBe('internal_error');
  });
});

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up with a ChunkLoadError after the time-out', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined), 120_000);
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: true });
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('wraps an import failure', async () => {
    await expect(
      withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve(42))).resolves.toBe(42);
  });

  it('recognises browser chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('newTransactionId', () => {
  it('is a v4 UUID, unique per call', () => {
    const a = newTransactionId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newTransactionId()).not.toBe(a);
  });
});

describe('analytics', () => {
  it('loads only for brands tagged google_analytics:enabled', () => {
    expect(measurementId([])).toBeNull();
    expect(measurementId(['google_analytics:disabled'])).toBeNull();
    expect(measurementId(['google_analytics:enabled'])).toBe(DEFAULT_MEASUREMENT_ID);
    expect(measurementId(['google_analytics:enabled', 'google_analytics_id:G-ABC123'])).toBe('G-ABC123');
  });
});

describe('greeting', () => {
  it.each([
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [0, 'evening'],
    [4, 'evening'],
  ])('at %i h says good %s', (hour, period) => {
    expect(partOfDay(hour)).toBe(period);
  });

  it('shows initials in the avatar', () => {
    expect(initials('Paula Jones')).toBe('PJ');
    expect(initials('free')).toBe('F');
    expect(initials('  ')).toBe('?');
  });
});
