import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_LANGUAGE, type BootState } from '@member-area/domain';
import { BootContext } from '../../../app/BootContext';
import { startSession } from '../../../app/session';
import { storage, STORAGE_KEYS } from '../../../app/storage';
import { themeVariables } from '../../../app/theme';
import { initI18n, loadTexts, MEMBER_AREA_TEXTS } from '../../../i18n';
import { negotiateLanguage } from '../../../i18n/negotiate';
import { PlayerRoot } from '../PlayerRoot';
import { readRememberedBrand } from './brand-memory';
import { listDownloads } from './downloads';
import { OfflineScreen } from './OfflineScreen';

/**
 * The app of the worker's offline page (docs/offline.md): a page without boot state and without
 * network. It shows the brand this device last saw and the member's downloads, played with the
 * real players from their offline copies; nothing here asks the server for anything until the
 * network is back. Started by src/app/main.tsx when the page carries the offline marker.
 */
export async function startOfflineApp(root: Root): Promise<void> {
  const brand = readRememberedBrand();
  for (const [name, value] of Object.entries(themeVariables(brand)))
    document.documentElement.style.setProperty(name, value);
  await initI18n(
    negotiateLanguage({
      choice: brand?.language ?? storage.get(STORAGE_KEYS.language),
      browserLanguages: navigator.languages,
      brandDefault: DEFAULT_LANGUAGE,
    }),
  );
  // The players' texts (one chunk per language, in the worker's cache since the member last used
  // the member area in it); without them the screen still works, in its first-screen texts.
  await loadTexts(MEMBER_AREA_TEXTS).catch((error: unknown) =>
    console.warn('[offline] texts of the member area not available', error),
  );
  // Downloads exist only for a signed-in member (sign-out deletes them): the positions made here
  // go to the outbox, sent when the network is back.
  const downloads = await listDownloads().catch(() => []);
  startSession(downloads.length > 0 ? 'member' : 'anonymous');

  // No brand in the boot state: the players must not remember it again from here.
  const boot: BootState = { env: 'prod', brand: null, country: '', viewer: null, error: null, version: '' };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The players' links (a refusal's "upgrade") need a router; the URL stays the one asked for.
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <PlayerRoot>
          <OfflineScreen brand={brand} />
        </PlayerRoot>
      ),
    },
  ]);
  root.render(
    <StrictMode>
      <BootContext.Provider value={boot}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </BootContext.Provider>
    </StrictMode>,
  );
}
