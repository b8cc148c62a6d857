import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useLocation } from 'react-router';

/**
 * When the tag-driven modals must wait: they never open over another dialog, nor while the app is
 * busy with the moment that brought the member here (a payment return being read and credited).
 */

let holds = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Holds the modals while `active` (the purchase return calls it while it credits and while its
 * receipt is open), so an upsell armed by that very purchase opens once the receipt is closed.
 */
export function useHoldSweepModals(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    emit();
    return () => {
      holds -= 1;
      emit();
    };
  }, [active]);
}

/** Whether any dialog (Radix renders role="dialog" into body) is in the page. */
function dialogInPage(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Tracks dialogs portalled into <body> (the receipt, the date of birth question, the mobile menu). */
function useDialogInPage(): boolean {
  const [open, setOpen] = useState(dialogInPage);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(dialogInPage()));
    observer.observe(document.body, { childList: true, subtree: true });
    setOpen(dialogInPage());
    return () => observer.disconnect();
  }, []);
  return open;
}

/** A hosted page's return (`?state=…&subscription_id=…`) not yet read and cleared by its handler. */
function useReturnInUrl(): boolean {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return params.has('state') || params.has('subscription_id') || params.has('setup_intent');
}

/**
 * True while a new modal must not open: something holds them, a dialog is showing, a payment return
 * is in the address bar, or a mutation is in flight (a credit whose receipt is about to open, or the
 * marker tag of the modal just closed, which the next modal's rules read).
 */
export function useSweepModalsBlocked(): boolean {
  const held = useSyncExternalStore(subscribe, () => holds > 0);
  const dialog = useDialogInPage();
  const returning = useReturnInUrl();
  const mutating = useIsMutating() > 0;
  return held || dialog || returning || mutating;
}
