import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { negotiateLanguage } from '@web/i18n/negotiate';
import '@web/styles/global.css';
import './styles/console.css';
import { initI18n } from './i18n';
import { rememberedLanguage } from './app/language-choice';
import { createConsoleQueryClient } from './app/query-client';
import { ConsoleApp } from './app/ConsoleApp';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('#root is missing from index.html');
  // The browser's (or this device's choice) until the session says the staff member's own (Staff.lang).
  await initI18n(negotiateLanguage({ choice: rememberedLanguage(), browserLanguages: navigator.languages }));
  const queryClient = createConsoleQueryClient();
  createRoot(rootElement).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConsoleApp />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
