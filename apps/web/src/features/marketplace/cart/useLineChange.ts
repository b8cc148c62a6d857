import { useState } from 'react';
import { useCartActions } from '../hooks';
import { useErrorMessage } from '../outcome';

/** A change to one cart line (quantity, removal): busy while it runs, its refusal kept to show. */
export function useLineChange(lineId: string) {
  const actions = useCartActions();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: () => ReturnType<typeof actions.remove>) => {
    setBusy(true);
    setError(null);
    const outcome = await change();
    setBusy(false);
    if (!outcome.ok) setError(errorMessage(outcome.code));
  };
  return {
    busy,
    error,
    setQuantity: (quantity: number) => void run(() => actions.setQuantity(lineId, quantity)),
    remove: () => void run(() => actions.remove(lineId)),
  };
}
