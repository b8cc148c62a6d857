import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import type { PlayerLayer, PlayerLayerKind } from '@member-area/domain';

/** A menu or panel open over the player, with what closes it and where focus goes back. */
export interface OpenPlayerLayer extends PlayerLayer {
  close(): void;
  /** The control that opened it: focus returns there when Escape closes the layer. */
  opener: RefObject<HTMLElement | null> | null;
}

/** The open layers of one player; the host reads them when Escape is pressed (escapeOutcome). */
export class PlayerLayers {
  private readonly open = new Map<number, OpenPlayerLayer>();
  private next = 0;

  add(layer: Omit<OpenPlayerLayer, 'order'>): () => void {
    const order = ++this.next;
    this.open.set(order, { ...layer, order });
    return () => {
      this.open.delete(order);
    };
  }

  list(): OpenPlayerLayer[] {
    return [...this.open.values()];
  }
}

export const PlayerLayersContext = createContext<PlayerLayers | null>(null);

/**
 * Registers a menu or panel while it is open, so Escape closes it (and only it) and gives focus
 * back to `opener`. Players use this instead of handling Escape themselves: the host's one rule
 * then decides between the layers and the player.
 */
export function usePlayerLayer(
  kind: PlayerLayerKind,
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null> | null = null,
) {
  const layers = useContext(PlayerLayersContext);
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open || !layers) return;
    return layers.add({ kind, opener, close: () => latest.current() });
  }, [layers, kind, open, opener]);
}

/**
 * Menus and dialogs that are not the player's own (add to playlist, report a problem) are portaled
 * outside the player; while one is open, Escape belongs to it.
 */
export function foreignLayerOpen(host: HTMLElement | null): boolean {
  const candidates = document.querySelectorAll<HTMLElement>(
    '[role="menu"], [role="dialog"], [role="alertdialog"]',
  );
  for (const el of candidates) {
    if (el === host || host?.contains(el)) continue;
    if (el.closest('[data-player-host]')) continue;
    if (el.getClientRects().length > 0) return true;
  }
  return false;
}
