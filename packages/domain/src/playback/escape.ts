/**
 * What Escape closes in a player (docs/players.md "Keyboard scheme"): only the innermost open
 * thing. A menu goes before a dialog, a dialog before a panel (help, contents, episodes), and the
 * player itself only when nothing is open over it. Every player follows this one rule; the host
 * applies it (apps/web/src/features/players/core/layers.ts).
 */
export type PlayerLayerKind = 'menu' | 'dialog' | 'panel';

/** A thing open over the player, in the order it was opened (`order` grows). */
export interface PlayerLayer {
  kind: PlayerLayerKind;
  order: number;
}

const DEPTH: Record<PlayerLayerKind, number> = { menu: 3, dialog: 2, panel: 1 };

/** The layer Escape closes: the deepest kind, and among equals the one opened last; null when none. */
export function layerToEscape<T extends PlayerLayer>(open: readonly T[]): T | null {
  let found: T | null = null;
  for (const layer of open) {
    if (
      !found ||
      DEPTH[layer.kind] > DEPTH[found.kind] ||
      (DEPTH[layer.kind] === DEPTH[found.kind] && layer.order > found.order)
    ) {
      found = layer;
    }
  }
  return found;
}

export type EscapeOutcome<T> = { close: 'nothing' } | { close: 'layer'; layer: T } | { close: 'player' };

/**
 * Escape in a player. `handled`: something else already took the key (a menu or dialog of the
 * app's own UI kit closes itself and marks the event handled). `foreignOpen`: a menu or dialog that
 * is not the player's own is open (it closes itself; the player must stay). `full`: only the
 * full-screen player closes on Escape (the mini-player stays where the member left it).
 */
export function escapeOutcome<T extends PlayerLayer>(state: {
  handled: boolean;
  foreignOpen: boolean;
  layers: readonly T[];
  full: boolean;
}): EscapeOutcome<T> {
  if (state.handled || state.foreignOpen) return { close: 'nothing' };
  const layer = layerToEscape(state.layers);
  if (layer) return { close: 'layer', layer };
  return state.full ? { close: 'player' } : { close: 'nothing' };
}
