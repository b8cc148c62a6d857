import { Suspense, type ComponentProps } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useLatched } from '../../../app/useLatched';

const BuyCoinsDialog = lazyPart(() => import('./BuyCoinsDialog').then((m) => m.BuyCoinsDialog));

/** Starts loading the dialog's code (the top bar's pill, when the member points at or focuses it). */
export const preloadBuyCoinsDialog = (): void => void BuyCoinsDialog.preload();

/**
 * The buying-coins dialog for the top bar's balance pill (issue 16): its code loads the first time
 * it opens, and it stays mounted from then on, so it closes as it opened.
 */
export function BuyCoinsDialogOnDemand(props: ComponentProps<typeof BuyCoinsDialog>) {
  const opened = useLatched(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BuyCoinsDialog {...props} />
    </Suspense>
  );
}
