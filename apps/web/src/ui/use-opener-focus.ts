import { useEffect, useRef, useState } from 'react';

/** Marks the content of every app dialog (ui/Dialog), so focus inside one is told apart. */
export const MODAL_CONTENT_ATTRIBUTE = 'data-modal-content';

/** The element, when it is a control outside every app dialog (not the page's body). */
function outsideModal(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof HTMLElement) || target === document.body) return null;
  return target.closest(`[${MODAL_CONTENT_ATTRIBUTE}]`) === null ? target : null;
}

/**
 * The control a dialog gives the focus back to when it closes (WCAG 2.4.3): the last element that
 * had the focus outside any app dialog while this one was closed. Radix returns the focus to a
 * Dialog.Trigger only, and the app's dialogs are opened by its own buttons or by a flow; reading
 * `document.activeElement` when the dialog opens is too late when a field inside has autoFocus.
 */
export function useOpenerFocus(open: boolean) {
  // A dialog rendered only while open learns its opener from the focus at its first render, before
  // a field inside it can take the focus.
  const [focusedAtMount] = useState(() => outsideModal(document.activeElement));
  const opener = useRef<HTMLElement | null>(focusedAtMount);
  useEffect(() => {
    if (open) return undefined;
    const remember = (target: EventTarget | null) => {
      opener.current = outsideModal(target) ?? opener.current;
    };
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open]);

  /** Radix's close-focus event: focus the opener instead, when it is still on the page. */
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
