import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../app/graphql', () => ({ gqlRequest: vi.fn() }));

import { gqlRequest } from '../../app/graphql';
import { fetchMediaDetails, MEDIA_NOT_FOUND_WARNING } from './hooks';

afterEach(() => vi.restoreAllMocks());

describe('fetchMediaDetails (SPEC.md 8)', () => {
  it("warns 'Error fetching media details' and gives null when the title does not exist", async () => {
    vi.mocked(gqlRequest).mockResolvedValueOnce({ content: { media: null } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchMediaDetails('movie', 999, null)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(MEDIA_NOT_FOUND_WARNING, { mediaType: 'movie', id: 999 });
    expect(MEDIA_NOT_FOUND_WARNING).toBe('Error fetching media details');
  });

  it('gives the title without a warning when it exists', async () => {
    const media = { id: '7', title: 'Night Train' };
    vi.mocked(gqlRequest).mockResolvedValueOnce({ content: { media } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetchMediaDetails('movie', 7, 'US')).resolves.toBe(media);
    expect(warn).not.toHaveBeenCalled();
  });
});
