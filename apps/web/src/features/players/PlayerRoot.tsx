import type { ReactNode } from 'react';
import { PlayerRoot as HostRoot } from './core/PlayerRoot';
import { registerOffline } from './offline/register';
import { useProgressSync } from './offline/useProgressSync';

// The host reaches the offline code only through its port (core/offline-port.ts).
registerOffline();

/**
 * The players as the app mounts them (the shell, the offline page): the host with its queue
 * (core/PlayerRoot.tsx), and the offline side, which sends the positions made offline when the
 * app starts and when the network is back.
 */
export function PlayerRoot({ children }: { children: ReactNode }) {
  useProgressSync();
  return <HostRoot>{children}</HostRoot>;
}
