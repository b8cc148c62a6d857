import { Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useLatched } from '../../../app/useLatched';
import { useMigrationDue } from '../hooks';

// Loaded only for a member who was moved to this brand and has not closed it yet (issue 16).
const MigrationModal = lazyPart(() => import('./MigrationModal').then((m) => m.MigrationModal));

/** The migration's part of the member shell, mounted once before <main> (app/shell/ShellLayout.tsx). */
export function MigrationShellLayer() {
  const due = useMigrationDue();
  // Once loaded the modal stays: it says itself when it is closed (its idle marker).
  const modal = useLatched(due === true);
  if (modal)
    return (
      <Suspense fallback={null}>
        <MigrationModal />
      </Suspense>
    );
  return due === false ? <span hidden data-testid="migration-idle" /> : null;
}
