import { useState } from 'react';
import { gqlRequest } from '../../../app/graphql';
import { useSafeNavigate } from '../../../app/navigation';
import { ensureSucceeded, useResultErrorMessage } from '../../../app/outcome';
import { useSession } from '../../../app/session';
import { deactivateDemoAccountMutation } from '../api';

/**
 * The demo account's deactivation: the confirmation dialog's state, the request, and leaving for the
 * sign-in screen once the account is deleted.
 */
export function useDemoDeactivation() {
  const session = useSession();
  const navigate = useSafeNavigate();
  const errorMessage = useResultErrorMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  const deactivate = async () => {
    setBusy(true);
    setError(null);
    try {
      ensureSucceeded((await gqlRequest(deactivateDemoAccountMutation)).member.deactivateDemoAccount);
      setDeleted(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    // The account and its sessions are gone on the server: drop the local session too.
    session.expire();
    navigate('/login', { replace: true });
  };

  return { open, setOpen, busy, error, deleted, deactivate, leave };
}
