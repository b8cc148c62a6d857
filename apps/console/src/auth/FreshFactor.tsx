import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/ui/Button';
import { Dialog } from '@web/ui/Dialog';
import { authApi } from '../app/auth-api';
import { ApiError } from '../app/http';
import { errorText } from '../app/errors';
import { SecondFactorField, secondFactorOf } from './SecondFactorFields';

/** What every console mutation answers (the schema's ResponseResult). */
export interface ResponseResultLike {
  succeeded: boolean;
  errorCode?: string | null;
  message?: string | null;
  extra?: unknown;
}

export const FRESH_FACTOR_REQUIRED = 'fresh_second_factor_required';

type WithFreshFactor = <T>(run: () => Promise<T>, resultOf: (answer: T) => ResponseResultLike) => Promise<T>;

const FreshFactorContext = createContext<WithFreshFactor | null>(null);

/**
 * Dangerous mutations (staff changes, deleting, a brand migration) answer
 * `fresh_second_factor_required` without a second factor of the last 5 minutes (docs/console.md
 * "Sign-in" 4). `withFreshFactor(run, resultOf)` runs the mutation; on that answer it asks "confirm
 * it's you", POSTs /adminapi/auth/confirm and runs the mutation once more. Cancelled, it hands back
 * the first answer, so the caller shows its error.
 */
export function FreshFactorProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = useCallback((confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  }, []);

  const withFreshFactor = useCallback<WithFreshFactor>(
    async (run, resultOf) => {
      const first = await run();
      if (resultOf(first).errorCode !== FRESH_FACTOR_REQUIRED) return first;
      if (!(await ask())) return first;
      return run();
    },
    [ask],
  );
  const value = useMemo(() => withFreshFactor, [withFreshFactor]);
  return (
    <FreshFactorContext.Provider value={value}>
      {children}
      {open ? <ConfirmItsYouDialog onDone={finish} /> : null}
    </FreshFactorContext.Provider>
  );
}

export function useFreshFactor(): WithFreshFactor {
  const value = useContext(FreshFactorContext);
  if (!value) throw new Error('useFreshFactor outside FreshFactorProvider');
  return value;
}

function ConfirmItsYouDialog({ onDone }: { onDone(confirmed: boolean): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const factor = secondFactorOf(value, useRecovery);
    if (!factor) {
      setError(t(useRecovery ? 'auth.recoveryCodeRequired' : 'auth.totpCodeInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await authApi.confirm(factor);
      onDone(true);
    } catch (caught) {
      setError(errorText(t, caught instanceof ApiError ? caught.errorCode : 'internal_error'));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onDone(false))}
      title={t('auth.confirmTitle')}
      description={t('auth.confirmBody')}
      closeLabel={t('common.close')}
      busy={busy}
      data-testid="confirm-its-you"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SecondFactorField
          value={value}
          onChange={setValue}
          useRecovery={useRecovery}
          error={error}
          autoFocus
        />
        <div className="console-form-actions">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setUseRecovery((previous) => !previous);
              setValue('');
              setError(null);
            }}
          >
            {useRecovery ? t('auth.useTotpInstead') : t('auth.useRecoveryInstead')}
          </Button>
          <Button variant="ghost" onClick={() => onDone(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="confirm-its-you-submit">
            {t('auth.confirmSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
