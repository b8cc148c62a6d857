import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import { browseKeys, browseOverviewQuery, browsePageQuery, genresQuery, mediaTypesQuery } from './queries';

export const BROWSE_PAGE_SIZE = 60;

export function useBrowseOverview(mediaType: string, enabled = true) {
  return useQuery({
    queryKey: browseKeys.overview(mediaType),
    queryFn: async () => (await gqlRequest(browseOverviewQuery, { mediaType })).content.slots,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useMediaTypes() {
  return useQuery({
    queryKey: browseKeys.mediaTypes,
    queryFn: async () => (await gqlRequest(mediaTypesQuery)).content.mediaTypes,
    staleTime: 5 * 60_000,
  });
}

export function useGenres(mediaType: string, enabled = true) {
  return useQuery({
    queryKey: browseKeys.genres(mediaType),
    queryFn: async () => (await gqlRequest(genresQuery, { mediaType })).content.genres,
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** Titles of a type (a tab or a genre), fetched a page at a time as the member scrolls. */
export function useBrowsePages(
  mediaType: string,
  { genre, tab }: { genre: string | null; tab: string | null },
) {
  return useInfiniteQuery({
    queryKey: browseKeys.page(mediaType, genre, tab),
    queryFn: async ({ pageParam }) =>
      (
        await gqlRequest(browsePageQuery, {
          mediaType,
          genre,
          tab,
          first: BROWSE_PAGE_SIZE,
          after: pageParam,
        })
      ).content.browse,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    staleTime: 5 * 60_000,
    // Pages only ever append: comparing every loaded title with the previous answer (structural
    // sharing) costs O(titles loaded) per page, a long task once tens of thousands are loaded.
    structuralSharing: false,
  });
}
