import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackData } from './contract';
import { offlinePort, registerOfflinePort, type OfflinePort } from './offline-port';
import { fetchPlayback, withPendingProgress } from './playback-query';

vi.mock('../../../app/graphql', () => ({ gqlRequest: vi.fn(() => Promise.reject(new Error('offline'))) }));

const stored = {
  progress: 30,
  position: '{"time":30}',
  sequence: 1_000,
  updatedAt: '1970-01-01T00:00:01.000Z',
};
const playback = { title: 'Kept film', expiresAt: null, progress: stored } as unknown as PlaybackData;
const target = { mediaType: 'movie', id: '4' };

function register(over: Partial<OfflinePort>) {
  registerOfflinePort({ ...offlinePort(), ...over });
}

describe('the host asks the offline side only through its port', () => {
  const unregistered = offlinePort();
  afterEach(() => registerOfflinePort(unregistered));

  it('unregistered, nothing is kept: without the network the player gets the error', async () => {
    expect(unregistered.available()).toBe(false);
    await expect(fetchPlayback(target)).rejects.toThrow('offline');
  });

  it("without the network the download's copy plays, from the outbox's position when it is later", async () => {
    const pending = { ...target, progress: 42, position: '{"time":42}', sequence: 2_000 };
    register({
      offlinePlayback: () => Promise.resolve(playback),
      pendingProgress: () => Promise.resolve(pending),
    });
    const answer = await fetchPlayback(target);
    expect(answer.title).toBe('Kept film');
    expect(answer.progress).toMatchObject({ progress: 42, position: '{"time":42}', sequence: 2_000 });
  });

  it('a broken store reads as nothing kept', async () => {
    register({ offlinePlayback: () => Promise.reject(new Error('no IndexedDB')) });
    await expect(fetchPlayback(target)).rejects.toThrow('offline');
  });
});

describe('withPendingProgress: the later position wins', () => {
  it.each([
    ['no position waiting keeps the server one', null, 30],
    ['a later one waiting wins', { progress: 42, position: '{}', sequence: 2_000 }, 42],
    ['an older one waiting loses', { progress: 12, position: '{}', sequence: 500 }, 30],
  ])('%s', (_case, pending, expected) => {
    expect(withPendingProgress(playback, pending).progress?.progress).toBe(expected);
  });
});
