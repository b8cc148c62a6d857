import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { storage, STORAGE_KEYS } from '../app/storage';

/**
 * Each language is a folder of one JSON file per feature (locales/<code>/<feature>.json), so
 * features add their strings without touching each other's files. A file's name is its top-level
 * key: locales/fr-ca/auth.json holds what t('auth.…') reads.
 */
type Bundle = Record<string, unknown>;
type LocaleModule = { default: Bundle };

const FILE = /\.\/locales\/([a-z]{2}-[a-z]{2})\/([\w-]+)\.json$/;

function toTree(modules: Record<string, LocaleModule>): Bundle {
  const tree: Bundle = {};
  for (const [file, module] of Object.entries(modules)) {
    const feature = FILE.exec(file)?.[2];
    if (feature) tree[feature] = module.default;
  }
  return tree;
}

// English ships in the main chunk (it is the fallback); the others load when chosen.
const english = toTree(import.meta.glob<LocaleModule>('./locales/en-us/*.json', { eager: true }));
const loaders = import.meta.glob<LocaleModule>(['./locales/*/*.json', '!./locales/en-us/*.json']);

async function loadBundle(code: LanguageCode): Promise<void> {
  if (code === DEFAULT_LANGUAGE || i18next.hasResourceBundle(code, 'translation')) return;
  const files = Object.entries(loaders).filter(([file]) => FILE.exec(file)?.[1] === code);
  if (files.length === 0) return;
  const modules = await Promise.all(files.map(async ([file, load]) => [file, await load()] as const));
  i18next.addResourceBundle(code, 'translation', toTree(Object.fromEntries(modules)), true, true);
}

export async function initI18n(language: LanguageCode): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: english } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    lowerCaseLng: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLanguage(language, { remember: false });
}

/** Changes the interface language at once (html lang too); remembers the choice when asked. */
export async function setLanguage(code: LanguageCode, { remember }: { remember: boolean }): Promise<void> {
  try {
    await loadBundle(code);
  } catch (error) {
    console.warn('[i18n] could not load', code, error);
    return;
  }
  await i18next.changeLanguage(code);
  document.documentElement.lang = code;
  if (remember) storage.set(STORAGE_KEYS.language, code);
}

/**
 * The server answers catalogue and plan texts (and its messages) in the language each request
 * names (app/graphql.ts), so what was fetched before a switch is in the old language: fetch again.
 */
export function refetchOnLanguageChange(queryClient: QueryClient): void {
  i18next.on('languageChanged', () => {
    void queryClient.invalidateQueries();
  });
}

export { i18next };
