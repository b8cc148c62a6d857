import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { useMemo } from 'react';
import { Button } from '@web/ui/Button';
import { SectionState } from '@web/ui/SectionState';
import { SessionProvider, useSessionQuery } from './session';
import { createConsoleRouter } from './router';

/** The session check at start (GET /adminapi/auth/session), then the routes. */
export function ConsoleApp() {
  const { t } = useTranslation();
  const session = useSessionQuery();
  const router = useMemo(() => createConsoleRouter(), []);
  if (session.isPending) {
    return (
      <main id="main" className="console-fullscreen">
        <SectionState kind="loading" title={t('common.loading')} />
      </main>
    );
  }
  if (session.isError) {
    return (
      <main id="main" className="console-fullscreen">
        <h1 className="visually-hidden">{t('common.appName')}</h1>
        <SectionState
          kind="error"
          title={t('common.sessionFailed')}
          data-testid="session-error"
          action={
            <Button variant="secondary" onClick={() => void session.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <SessionProvider staff={session.data}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
