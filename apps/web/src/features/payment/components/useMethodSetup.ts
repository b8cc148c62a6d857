import { useState } from 'react';
import { useResultErrorMessage } from '../../../app/outcome';
import {
  createSetupIntent,
  goToHostedPage,
  rememberPaymentMethodIntent,
  type PaymentMethodIntent,
} from '../flow';

export type MethodSetup = `${PaymentMethodIntent}-${'card' | 'paypal'}`;

/** Starts adding or updating a card or PayPal on the provider's hosted page; a refusal stays here. */
export function useMethodSetup() {
  const errorMessage = useResultErrorMessage();
  const [starting, setStarting] = useState<`${PaymentMethodIntent}-${'card' | 'paypal'}` | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = async (intent: PaymentMethodIntent, method: 'card' | 'paypal' = 'card') => {
    setStarting(`${intent}-${method}`);
    setError(null);
    try {
      const setup = await createSetupIntent(method, '/account/payment-methods');
      rememberPaymentMethodIntent(intent);
      goToHostedPage(setup.hostedUrl);
    } catch (failure) {
      // Quiet case (SPEC.md 8): the message stays next to the action.
      setError(errorMessage(failure));
      setStarting(null);
    }
  };
  return { starting, error, start };
}
