import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../app/graphql', () => ({ gqlRequest: vi.fn() }));

import { gqlRequest } from '../../app/graphql';
import { queryKeys, shellMenuQuery, viewerQuery } from '../member';
import { continueKeys, continueRowStaleTime } from './components/ContinueRow.queries';
import { prefetchHome } from './prefetch';
import { homeQuery } from './queries';

const info = { id: '1', email: 'paid@playmax.test', name: 'Paid', tags: [] };
const menuItems = [{ id: '1', type: 'home', title: 'Home', position: 0 }];
const row = [{ fraction: 0.5, progress: { progress: 60 }, media: { id: '7', title: 'Night Train' } }];
const mission = { status: 'not_started', stepsDone: 0, stepNumber: 1, stepCount: 3 };
const offer = { id: '3', type: 'vpn', amount: 4.99, currency: 'USD', symbol: '$' };
const cart = { lines: [], count: 2, subtotal: 0, currency: 'USD', symbol: '$', version: 1 };
const homeAnswer = {
  member: { info, onboarding: mission, crossSell: offer },
  content: { menuItems, continueWatching: row },
  ecommerce: { enabled: true, cart },
};

// As the app's client (app/queryClient.ts): shell data is fresh for 30 s.
const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });

afterEach(() => {
  vi.mocked(gqlRequest).mockReset();
  vi.restoreAllMocks();
});

describe('prefetchHome (issue 16: one home query instead of three)', () => {
  it("asks once and fills the viewer's, the menu's and the continue row's own caches", async () => {
    vi.mocked(gqlRequest).mockResolvedValueOnce(homeAnswer);
    const qc = client();
    await prefetchHome(qc);
    expect(gqlRequest).toHaveBeenCalledTimes(1);
    expect(vi.mocked(gqlRequest).mock.calls[0]![0]).toBe(homeQuery);
    expect(qc.getQueryData(queryKeys.viewer)).toEqual(info);
    expect(qc.getQueryData(queryKeys.shellMenu)).toEqual({
      content: { menuItems },
      ecommerce: { enabled: true },
    });
    expect(qc.getQueryData(continueKeys.row)).toEqual(row);
  });

  it("fills the cart badge's, the mission banner's and the cross-sell modal's caches too (one request on load)", async () => {
    vi.mocked(gqlRequest).mockResolvedValueOnce(homeAnswer);
    const qc = client();
    await prefetchHome(qc);
    expect(gqlRequest).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(['marketplace', 'cart'])).toEqual(cart);
    expect(qc.getQueryData(['onboarding', 'mission'])).toEqual(mission);
    expect(qc.getQueryData(['crosssell', 'offer'])).toEqual(offer);
  });

  it('caches "no mission" and "no offer" as answers, so their parts do not ask again', async () => {
    vi.mocked(gqlRequest).mockResolvedValueOnce({
      ...homeAnswer,
      member: { info, onboarding: null, crossSell: null },
    });
    const qc = client();
    await prefetchHome(qc);
    expect(qc.getQueryState(['onboarding', 'mission'])?.status).toBe('success');
    expect(qc.getQueryData(['onboarding', 'mission'])).toBeNull();
    expect(qc.getQueryData(['crosssell', 'offer'])).toBeNull();
  });

  it('keeps the row it brought fresh as the row mounts, and the row reads itself again later', async () => {
    vi.mocked(gqlRequest).mockResolvedValueOnce(homeAnswer);
    const qc = client();
    await prefetchHome(qc);
    const query = qc.getQueryCache().find({ queryKey: continueKeys.row })!;
    expect(continueRowStaleTime(query)).toBeGreaterThan(0);
    qc.setQueryData(continueKeys.row, [], { updatedAt: query.state.dataUpdatedAt + 1 });
    expect(continueRowStaleTime(query)).toBe(0);
  });

  it("asks for the shell's parts one by one when the home request fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(gqlRequest)
      .mockRejectedValueOnce(new Error('continue row failed'))
      .mockImplementation(async (document) =>
        document === viewerQuery
          ? { member: { info } }
          : { content: { menuItems }, ecommerce: { enabled: false } },
      );
    const qc = client();
    await expect(prefetchHome(qc)).resolves.toBeUndefined();
    expect(vi.mocked(gqlRequest).mock.calls.map((c) => c[0])).toEqual(
      expect.arrayContaining([homeQuery, viewerQuery, shellMenuQuery]),
    );
    expect(qc.getQueryData(queryKeys.viewer)).toEqual(info);
    expect(qc.getQueryData(continueKeys.row)).toBeUndefined();
  });

  it('asks nothing for a shell already cached and fresh (coming back to home)', async () => {
    const qc = client();
    qc.setQueryData(queryKeys.viewer, info);
    qc.setQueryData(queryKeys.shellMenu, { content: { menuItems }, ecommerce: { enabled: true } });
    await prefetchHome(qc);
    expect(gqlRequest).not.toHaveBeenCalled();
  });
});
