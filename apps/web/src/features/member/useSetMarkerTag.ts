import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../app/graphql';
import type { Viewer } from '../../app/shell/ShellContext';
import { queryKeys, setTagsMutation } from './queries';

/**
 * Sets one marker tag on the member (a modal shown or closed, the first visit) and puts the answered
 * tags into the shell's viewer, so the rules that read them see it at once. Resolves whether it was
 * saved; a refusal or a failure is logged under `scope` and changes nothing.
 */
export function useSetMarkerTag(scope: string): (tag: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (tag: string) => gqlRequest(setTagsMutation, { tags: [tag] }),
    meta: { quiet: true },
  });
  return useCallback(
    async (tag: string) => {
      try {
        const result = (await mutateAsync(tag)).member.setTags;
        if (!result.responseResult.succeeded) {
          console.warn(`[${scope}] marker tag refused`, tag, result.responseResult.errorCode);
          return false;
        }
        queryClient.setQueryData(queryKeys.viewer, (old: Viewer | null | undefined) =>
          old ? { ...old, tags: result.tags } : old,
        );
        return true;
      } catch (error) {
        console.warn(`[${scope}] marker tag not saved`, tag, error);
        return false;
      }
    },
    [scope, mutateAsync, queryClient],
  );
}
