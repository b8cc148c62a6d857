import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { liveNowQuery, liveStatsQuery, mediaDetailsQuery, mediaKeys } from './queries';

/** SPEC.md 8: a fetch that returns nothing warns 'Error fetching media details' and yields no title. */
export const MEDIA_NOT_FOUND_WARNING = 'Error fetching media details';

export async function fetchMediaDetails(mediaType: string, id: number, country: string | null) {
  const media = (await gqlRequest(mediaDetailsQuery, { mediaType, id: String(id), country })).content.media;
  if (!media) console.warn(MEDIA_NOT_FOUND_WARNING, { mediaType, id });
  return media ?? null;
}

/** SPEC.md 5: nothing is fetched for ids below 1 (id is null then). */
export function useMediaDetails(mediaType: string, id: number | null, country: string | null) {
  return useQuery({
    queryKey: mediaKeys.details(mediaType, id ?? 0),
    queryFn: () => fetchMediaDetails(mediaType, id ?? 0, country),
    enabled: id !== null,
  });
}

/** Live stats refresh on their own while the page is open. */
export const LIVE_REFRESH_MS = 10_000;

export function useLiveStats(slug: string | null) {
  return useQuery({
    queryKey: mediaKeys.live(slug ?? ''),
    queryFn: async () => (await gqlRequest(liveStatsQuery, { slug: slug ?? '' })).content.live,
    enabled: slug !== null,
    refetchInterval: LIVE_REFRESH_MS,
    staleTime: 0,
  });
}

export function useLiveNow() {
  return useQuery({
    queryKey: mediaKeys.liveNow,
    queryFn: async () => (await gqlRequest(liveNowQuery)).content.liveNow,
    refetchInterval: LIVE_REFRESH_MS,
    staleTime: 0,
  });
}
