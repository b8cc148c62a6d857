import { MigrationModal } from './MigrationModal';

/** The migration's part of the member shell, mounted once before <main> (app/shell/ShellLayout.tsx). */
export function MigrationShellLayer() {
  return <MigrationModal />;
}
