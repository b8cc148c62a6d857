import { useSyncExternalStore } from 'react';

/**
 * A value shared between a hook used anywhere (useStartEntryPurchase, in a page or a modal) and the
 * one component that shows it, mounted once in the shell (GiveawayShellLayer): the date-of-birth
 * question and whether a purchase return is on screen.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The question the shell's date-of-birth dialog is asking, or null. */
export interface DateOfBirthRequest {
  /** Sends the purchase again with the date; answers a translated refusal, or null once on the way. */
  submit(dateOfBirth: string): Promise<string | null>;
  cancel(): void;
}

export const dateOfBirthRequest = createStore<DateOfBirthRequest | null>(null);

/**
 * True while a giveaway purchase return is being credited or its receipt (or the failed-upsell
 * funnel) is open: the tag-driven modals wait for it to end, so two dialogs never stack.
 */
export const purchaseReturnOpen = createStore(false);

export function usePurchaseReturnOpen(): boolean {
  return useStore(purchaseReturnOpen);
}
