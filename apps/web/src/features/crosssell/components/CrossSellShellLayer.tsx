import { CrossSellModal } from './CrossSellModal';
import { CrossSellReturn } from './CrossSellReturn';

/**
 * The cross-sell's part of the member shell, mounted once before <main> (app/shell/ShellLayout.tsx):
 * the return from its payment page, and the modal itself.
 */
export function CrossSellShellLayer() {
  return (
    <>
      <CrossSellReturn />
      <CrossSellModal />
    </>
  );
}
