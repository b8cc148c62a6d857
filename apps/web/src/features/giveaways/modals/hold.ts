import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePurchaseReturnOpen } from '../purchase';
import { isModalScreen } from './screens';

/** Whether any dialog (Radix portals role="dialog" into <body>) is in the page. */
function dialogInPage(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Tracks dialogs portalled into <body>: the receipt, the date of birth question, the mobile menu.
 * Radix appends each portal as a child of <body>, so watching body's children is enough.
 */
function useDialogInPage(): boolean {
  const [open, setOpen] = useState(dialogInPage);
  useEffect(() => {
    const observer = new MutationObserver(() => setOpen(dialogInPage()));
    observer.observe(document.body, { childList: true });
    setOpen(dialogInPage());
    return () => observer.disconnect();
  }, []);
  return open;
}

/** A hosted page's return (`?state=…&subscription_id=…`) its handler has not read and cleared yet. */
function returnInUrl(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') || params.has('subscription_id') || params.has('setup_intent');
}

/**
 * True while no tag-driven modal may open: the member is not on a screen for them, has just come
 * back from the payment page (the return is in the address bar, or being credited, or its receipt
 * or the failed-upsell funnel is open: usePurchaseReturnOpen), or another dialog is showing. An
 * upsell armed by a purchase therefore opens once its receipt is closed, and two dialogs never stack.
 */
export function useSweepModalsBlocked(): boolean {
  const { pathname, search } = useLocation();
  const returning = usePurchaseReturnOpen();
  const dialog = useDialogInPage();
  return !isModalScreen(pathname) || returnInUrl(search) || returning || dialog;
}
