import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MIGRATION_MODAL_CLOSED_TAG, showMigrationModal } from '@member-area/domain';
import { useBoot } from '../../app/BootContext';
import { gqlRequest } from '../../app/graphql';
import { setTagsMutation } from '../member';
import { migrationKeys, migrationViewerQuery } from './queries';

export function useMigrationViewer() {
  return useQuery({
    queryKey: migrationKeys.viewer,
    queryFn: async () => (await gqlRequest(migrationViewerQuery)).member.info ?? null,
    meta: { quiet: true },
    staleTime: Infinity,
  });
}

/** Whether the modal is due (the domain's showMigrationModal); null until the member is read. */
export function useMigrationDue(): boolean | null {
  const { brand } = useBoot();
  const viewer = useMigrationViewer();
  if (!viewer.isSuccess) return null;
  const data = viewer.data;
  return (
    data !== null &&
    brand !== null &&
    showMigrationModal({
      memberBrandId: data.brandId,
      siteBrandId: brand.id,
      memberTags: data.tags,
      brandTags: brand.tags,
    })
  );
}

/** Closing records migration_modal:closed (SPEC.md 4: suppressed once closed while the brands match). */
export function useMarkMigrationModalClosed() {
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: () => gqlRequest(setTagsMutation, { tags: [MIGRATION_MODAL_CLOSED_TAG] }),
    meta: { quiet: true },
  });
  return useCallback(async () => {
    try {
      const result = (await mutateAsync()).member.setTags;
      if (!result.responseResult.succeeded) {
        console.warn('[migration] closed marker refused', result.responseResult.errorCode);
        return;
      }
      queryClient.setQueryData(migrationKeys.viewer, null);
    } catch (error) {
      console.warn('[migration] closed marker not saved', error);
    }
  }, [mutateAsync, queryClient]);
}
