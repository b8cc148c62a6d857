import { useEffect, type MutableRefObject } from 'react';
import { actionForKey } from '@member-area/domain';
import type { PlayerAction, PlayerActionHandlers } from './contract';

/**
 * The host listens once for the keyboard scheme (docs/players.md) and runs the bound action;
 * `own` are the actions the host handles itself (help, close).
 */
export function useKeyboardScheme(
  handlers: MutableRefObject<PlayerActionHandlers>,
  own: Partial<Record<PlayerAction, () => void>>,
  enabled: boolean,
) {
  const { toggleHelp, close } = own;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = actionForKey({
        key: event.key,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        targetTag: target?.tagName ?? null,
        targetEditable: target?.isContentEditable ?? false,
        targetRole: target?.getAttribute('role') ?? null,
      });
      if (!action) return;
      const run =
        action === 'toggleHelp' ? toggleHelp : action === 'close' ? close : handlers.current[action];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [handlers, toggleHelp, close, enabled]);
}
