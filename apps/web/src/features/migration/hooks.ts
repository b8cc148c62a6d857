import { useCallback, useContext } from 'react';
import { MIGRATION_MODAL_CLOSED_TAG, showMigrationModal } from '@member-area/domain';
import { useBoot } from '../../app/BootContext';
import { ShellContext } from '../../app/shell/ShellContext';
import { useSetMarkerTag } from '../member';

/**
 * Whether the modal is due (the domain's showMigrationModal), from the shell's member (their brand
 * and tags come with it: no read of its own, issue 16); null outside a member's shell.
 */
export function useMigrationDue(): boolean | null {
  const { brand } = useBoot();
  const viewer = useContext(ShellContext)?.viewer;
  if (!viewer) return null;
  return (
    brand !== null &&
    showMigrationModal({
      memberBrandId: viewer.brandId,
      siteBrandId: brand.id,
      memberTags: viewer.tags,
      brandTags: brand.tags,
    })
  );
}

/**
 * Closing records migration_modal:closed (SPEC.md 4: suppressed once closed while the brands
 * match) and puts the answered tags into the shell's member, so the rule sees it closed at once.
 */
export function useMarkMigrationModalClosed() {
  const setMarkerTag = useSetMarkerTag('migration');
  return useCallback(async () => {
    await setMarkerTag(MIGRATION_MODAL_CLOSED_TAG);
  }, [setMarkerTag]);
}
