import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasTag, MA_VISITED_TAG } from '@member-area/domain';
import { gqlRequest } from '../../../app/graphql';
import { queryKeys, setTagsMutation } from '../../member';
import type { Viewer } from '../../../app/shell/ShellContext';

/**
 * SPEC.md 4: ma_visited:true is set on the first visit; the server records the first-visit event
 * when it sees the tag arrive. Sent once per page load at most.
 */
export function useFirstVisit(viewer: Viewer): void {
  const queryClient = useQueryClient();
  const sent = useRef(false);
  const { mutate } = useMutation({
    mutationFn: () => gqlRequest(setTagsMutation, { tags: [MA_VISITED_TAG] }),
    meta: { quiet: true },
    onSuccess: (data) => {
      const result = data.member.setTags;
      if (!result.responseResult.succeeded) {
        console.warn('[home] ma_visited tag refused', result.responseResult.errorCode);
        return;
      }
      queryClient.setQueryData(queryKeys.viewer, (old: Viewer | null | undefined) =>
        old ? { ...old, tags: result.tags } : old,
      );
    },
  });
  const visited = hasTag(viewer.tags, MA_VISITED_TAG);
  useEffect(() => {
    if (visited || sent.current) return;
    sent.current = true;
    mutate();
  }, [visited, mutate]);
}
