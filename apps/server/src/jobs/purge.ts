import type { Services } from '../services';

/**
 * One pass of the retention purge: members whose every subscription was cancelled more than 10
 * months ago are deleted with all their data, and their stored pictures removed.
 */
export async function runPurgeJob(s: Pick<Services, 'billing' | 'account' | 'log'>): Promise<number[]> {
  const purged = await s.billing.runPurge();
  for (const m of purged) await s.account.removeAvatarFile(m.brand_id, m.avatar_url);
  if (purged.length > 0)
    s.log.info({ job: 'purge', members: purged.length }, 'purge job deleted members past retention');
  return purged.map((m) => m.id);
}
