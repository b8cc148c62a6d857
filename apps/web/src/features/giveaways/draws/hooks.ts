import { useQuery } from '@tanstack/react-query';
import { fetchDraw, fetchDraws } from './api';

/** Public reads (no sign-in); their failures show on the page itself, never the error screen. */
export const drawKeys = {
  list: ['draws', 'list'] as const,
  byId: (drawId: string) => ['draws', 'byId', drawId] as const,
};

export function useDraws() {
  return useQuery({ queryKey: drawKeys.list, queryFn: fetchDraws, meta: { quiet: true }, retry: 1 });
}

export function useDraw(drawId: string) {
  return useQuery({
    queryKey: drawKeys.byId(drawId),
    queryFn: () => fetchDraw(drawId),
    meta: { quiet: true },
    retry: 1,
    // A published record never changes; a pending one is read again when the page is opened again.
    staleTime: 60_000,
  });
}
