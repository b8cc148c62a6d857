import { useSyncExternalStore } from 'react';

/**
 * Whether the cart panel is open. The panel lives in the top bar (CartBadge, mounted once by the
 * shell); a product page opens it after adding, the checkout's "Return to cart" link too.
 */
let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === isOpen) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => isOpen;

export const cartPanel = {
  open: () => set(true),
  close: () => set(false),
  setOpen: set,
};

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
