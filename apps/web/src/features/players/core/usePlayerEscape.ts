import { useCallback, useState, type RefObject } from 'react';
import { escapeOutcome } from '@member-area/domain';
import { foreignLayerOpen, PlayerLayers } from './layers';

/**
 * Menus and panels (help included) register in the returned layers; Escape (`escape`) closes the
 * innermost, else the player (escapeOutcome in @member-area/domain).
 */
export function usePlayerEscape(overlay: RefObject<HTMLElement | null>, full: boolean, close: () => void) {
  const [layers] = useState(() => new PlayerLayers());
  const escape = useCallback(() => {
    const outcome = escapeOutcome({
      handled: false,
      foreignOpen: foreignLayerOpen(overlay.current),
      layers: layers.list(),
      full,
    });
    switch (outcome.close) {
      case 'nothing':
        return;
      case 'layer':
        outcome.layer.close();
        outcome.layer.opener?.current?.focus({ preventScroll: true });
        return;
      case 'player':
        close();
        return;
    }
  }, [overlay, layers, full, close]);
  return { layers, escape };
}
