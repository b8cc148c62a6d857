import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, offeredLanguages, type BootState } from '@member-area/domain';
import '../styles/global.css';
import { bootRedirect, loadBootState } from './boot';
import { BootContext } from './BootContext';
import { setQueryHandlers } from './query-access';
import { createAppRouter, type AppRouter } from './router';
import { SessionProvider, expireSession, startSession } from './session';
import { setIssue } from './issue';
import { logNavigationError } from './navigation';
import { applyTheme } from './theme';
import { initI18n } from '../i18n';
import { negotiateLanguage } from '../i18n/negotiate';
import { storage, STORAGE_KEYS } from './storage';
import { updateEventContext } from './events';
import { ErrorScreen } from '../features/status/components/ErrorScreen';
import { registerServiceWorker } from './pwa/register';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  const root = createRoot(rootElement);

  let boot: BootState;
  try {
    boot = await loadBootState(document);
  } catch (error) {
    // The service worker's page for a navigation without network: the offline screen (docs/offline.md).
    if (document.documentElement.hasAttribute('data-offline-page')) {
      const { startOfflineApp } = await import('../features/players/offline/start');
      return startOfflineApp(root);
    }
    console.error('[boot] could not read the boot state', error);
    await initI18n(
      negotiateLanguage({
        choice: storage.get(STORAGE_KEYS.language),
        browserLanguages: navigator.languages,
      }),
    );
    root.render(<ErrorScreen issue={null} onRetry={() => window.location.reload()} fullscreen />);
    return;
  }

  const redirect = bootRedirect(boot);
  if (redirect) {
    window.location.assign(redirect);
    return;
  }

  applyTheme(boot.brand);
  await initI18n(
    negotiateLanguage({
      // A signed-in member's switch is saved to member.lang (issue 5), so it wins over a choice
      // stored on this device, which may be older than one made on another device.
      choice: boot.viewer?.lang ? null : storage.get(STORAGE_KEYS.language),
      memberLang: boot.viewer?.lang,
      browserLanguages: navigator.languages,
      brandDefault: boot.brand?.defaultLanguage ?? DEFAULT_LANGUAGE,
      offered: offeredLanguages(boot.brand),
    }),
  );
  updateEventContext({
    boot: { env: boot.env, brand: boot.brand, country: boot.country },
    tags: boot.viewer?.tags ?? [],
  });

  let router: AppRouter | null = null;
  const go = (to: string, state?: unknown) => {
    router?.navigate(to, state === undefined ? undefined : { state }).catch(logNavigationError);
  };
  setQueryHandlers({
    onLoadFailure({ errorCode, transactionId }) {
      const from = window.location.pathname + window.location.search;
      if (window.location.pathname === '/error') return;
      const issue = { errorCode, transactionId, from, at: Date.now() };
      setIssue(issue);
      go('/error', { issue });
    },
    onUnauthenticated() {
      expireSession();
    },
  });
  const initialStatus = boot.viewer ? 'member' : 'anonymous';
  startSession(initialStatus);
  router = createAppRouter();

  root.render(
    <StrictMode>
      <BootContext.Provider value={boot}>
        <SessionProvider initialStatus={initialStatus} hasBrand={boot.brand !== null}>
          <RouterProvider router={router} />
        </SessionProvider>
      </BootContext.Provider>
    </StrictMode>,
  );
}

void start();
registerServiceWorker();
