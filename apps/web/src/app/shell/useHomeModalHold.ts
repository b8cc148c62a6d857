import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Whether any dialog (Radix portals role="dialog" into <body>) is in the page. */
function dialogInPage(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Whether the giveaways' tag-driven modals (features/giveaways SweepModals) have decided they have
 * nothing to show: they mark that with their idle element. Their winner, upsell and bonus modals
 * go first; waiting for their decision, not only for their reads, keeps two modals from opening in
 * the same moment.
 */
function sweepModalsSettled(): boolean {
  return document.querySelector('[data-testid="sweep-modals-idle"]') !== null;
}

function usePageState(): { dialog: boolean; sweepsSettled: boolean } {
  const read = () => ({ dialog: dialogInPage(), sweepsSettled: sweepModalsSettled() });
  const [state, setState] = useState(read);
  useEffect(() => {
    const update = () =>
      setState((old) => {
        const next = read();
        return old.dialog === next.dialog && old.sweepsSettled === next.sweepsSettled ? old : next;
      });
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    update();
    return () => observer.disconnect();
  }, []);
  return state;
}

/**
 * True while a home modal (the cross-sell, the brand migration) may not open: they open on home only
 * (where a member lands), never with a payment return in the address bar, before the giveaways'
 * modals have settled with nothing to show, or over another dialog (so they also queue behind each other).
 */
export function useHomeModalHeld(): boolean {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const returning = params.has('state') || params.has('subscription_id');
  const { dialog, sweepsSettled } = usePageState();
  return pathname !== '/' || returning || !sweepsSettled || dialog;
}
