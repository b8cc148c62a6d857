import { describe, expect, it, vi } from 'vitest';
import type { BootState } from '@member-area/domain';
import { bootRedirect, loadBootState, parseBootState, readBootState, type BootDocument } from './boot';

const state: BootState = {
  env: 'dev',
  brand: null,
  country: 'US',
  viewer: null,
  error: null,
  version: 'test',
};

const doc = (text: string | null): BootDocument => ({
  getElementById: (id) => (id === 'boot-state' && text !== null ? { textContent: text } : null),
});

describe('readBootState', () => {
  it('reads the JSON the server embeds', () => {
    expect(readBootState(doc(JSON.stringify(state)))).toEqual(state);
  });

  it('reads back the escapes the server writes for HTML safety', () => {
    const escaped = JSON.stringify({ ...state, country: '</script>' })
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e');
    expect(readBootState(doc(escaped))?.country).toBe('</script>');
  });

  it('returns null when the element is absent (Vite dev) or empty', () => {
    expect(readBootState(doc(null))).toBeNull();
    expect(readBootState(doc('   '))).toBeNull();
  });

  it('rejects a malformed state', () => {
    expect(() => readBootState(doc('{"env":"dev"}'))).toThrow(/brand/);
    expect(() => readBootState(doc('[1]'))).toThrow();
    expect(() => readBootState(doc('{not json'))).toThrow();
  });

  it('defaults the lists a brand may omit', () => {
    const parsed = parseBootState({ ...state, brand: { id: 'b', name: 'B' } });
    expect(parsed.brand?.tags).toEqual([]);
    expect(parsed.brand?.mediaTypes).toEqual([]);
  });
});

describe('loadBootState', () => {
  it('uses the embedded state without a request', async () => {
    const fetchImpl = vi.fn();
    await expect(
      loadBootState(doc(JSON.stringify(state)), fetchImpl as unknown as typeof fetch),
    ).resolves.toEqual(state);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fetches /api/boot when nothing is embedded', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(state), { status: 200 }));
    await expect(loadBootState(doc(null), fetchImpl as unknown as typeof fetch)).resolves.toEqual(state);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/boot',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('fails when /api/boot fails', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 500 }));
    await expect(loadBootState(doc(null), fetchImpl as unknown as typeof fetch)).rejects.toThrow(/500/);
  });
});

describe('bootRedirect', () => {
  it('sends the browser to a boot error redirect URL', () => {
    expect(bootRedirect({ ...state, error: { messageKey: 'x', redirectUrl: 'https://example.test/' } })).toBe(
      'https://example.test/',
    );
  });

  it('only logs other boot errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(bootRedirect({ ...state, error: { messageKey: 'internal_error' } })).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does nothing without an error', () => {
    expect(bootRedirect(state)).toBeNull();
  });
});
