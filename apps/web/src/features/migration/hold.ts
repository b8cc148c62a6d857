import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useLocation } from 'react-router';

/** Whether any dialog (Radix portals role="dialog" into <body>) is in the page. */
function dialogInPage(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

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

/**
 * True while the migration modal may not open: it opens on home only (where a member lands), never
 * with a payment return in the address bar, while the giveaways' reads that decide their own
 * modals are on their way (their winner, upsell and bonus modals go first), or over another dialog.
 */
export function useMigrationModalBlocked(): boolean {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const returning = params.has('state') || params.has('subscription_id');
  const giveawaysLoading = useIsFetching({ queryKey: ['giveaways'] }) > 0;
  const dialog = useDialogInPage();
  return pathname !== '/' || returning || giveawaysLoading || dialog;
}
