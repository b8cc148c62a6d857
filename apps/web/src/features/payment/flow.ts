import { PAYMENT_SERVICE_TIMEOUT_MS } from '@member-area/domain';
import { ApiError, errorDetails, jsonPost, readJson } from '../../app/rest';

/** The payment-flow host: the brand's own origin (DESIGN.md 4; configurable on the server side). */
export const PAYMENT_FLOW_BASE = '/payment-flow/stripe';

/**
 * POST to the payment flow with the SPEC.md 9 time-out (10 s). Failures are quiet (SPEC.md 8): the
 * caller gets an ApiError to show next to the action, nothing navigates to the error screen.
 */
async function post<T>(path: string, body: unknown, timeoutMs = PAYMENT_SERVICE_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(
      `${PAYMENT_FLOW_BASE}${path}`,
      jsonPost(body, { bearer: true, signal: controller.signal }),
    );
  } catch {
    throw new ApiError(controller.signal.aborted ? 'payment_timeout' : 'network', null);
  } finally {
    clearTimeout(timer);
  }
  const data = await readJson(response);
  if (!response.ok) {
    const record = errorDetails(data);
    throw new ApiError(
      typeof record.errorCode === 'string' ? record.errorCode : 'internal_error',
      response.status,
      record,
    );
  }
  return data as T;
}

export interface SetupIntent {
  setupIntentId: string;
  clientSecret: string;
  hostedUrl: string;
}

export interface TokenisedPaymentMethod {
  id: string;
  brand: string;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  holderName: string | null;
  provider: string;
}

export const createSetupIntent = (method: 'card' | 'paypal', returnPath: string) =>
  post<SetupIntent>('/setup-intent/create', { method, returnPath });

export const getPaymentMethod = (paymentMethodId: string) =>
  post<TokenisedPaymentMethod>('/payment-method/get', { paymentMethodId });

export const createCustomer = () => post<{ customerId: string }>('/customer/create', {});

/**
 * What the member was doing when they left for the hosted page, so the return knows whether the
 * new card is added or replaces the preferred one. Session-scoped: a return in another tab is
 * simply an add.
 */
const PENDING_KEY = 'ma_pending_payment_method';
export type PaymentMethodIntent = 'add' | 'update';

export function rememberPaymentMethodIntent(intent: PaymentMethodIntent): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, intent);
  } catch {
    // Without storage the return adds the card, which is the safe default.
  }
}

export function takePaymentMethodIntent(): PaymentMethodIntent {
  try {
    const value = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return value === 'update' ? 'update' : 'add';
  } catch {
    return 'add';
  }
}

/** Leaves for the provider's hosted page (a full navigation: the card is typed there, never here). */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
