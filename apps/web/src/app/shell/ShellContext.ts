import { createContext, useContext } from 'react';
import type { Layout, MenuItemView } from '@member-area/domain';
import type { ViewerQuery } from '../../gql/graphql';

export type Viewer = NonNullable<ViewerQuery['member']['info']>;

export interface ShellState {
  viewer: Viewer;
  layout: Layout;
  menu: MenuItemView[];
}

export const ShellContext = createContext<ShellState | null>(null);

/** The signed-in member, layout and menu; only inside the shell of a signed-in member. */
export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell outside the member shell');
  return state;
}
