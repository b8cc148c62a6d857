import { createContext, useContext } from 'react';
import type { BootState, PublicBrand } from '@member-area/domain';

export const BootContext = createContext<BootState | null>(null);

export function useBoot(): BootState {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootContext');
  return boot;
}

/** The brand; routes inside the shell only render when it exists (null → /nobrand). */
export function useBrand(): PublicBrand | null {
  return useBoot().brand;
}
