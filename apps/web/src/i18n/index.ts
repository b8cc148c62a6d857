import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import { storage, STORAGE_KEYS } from '../app/storage';
import { toLanguageCode } from './negotiate';
import { FIRST_SCREEN_TEXTS, type TextFile } from './text-files';

/**
 * Each language is a folder of one JSON file per feature (locales/<code>/<feature>.json), so
 * features add their strings without touching each other's files. A file's name is its top-level
 * key: locales/fr-ca/auth.json holds what t('auth.…') reads. Every file is added to the one
 * i18next namespace ('translation') under that key, so t() reads all of them alike.
 *
 * Files load when a screen needs them (issue 16: the entry carried every English file): the
 * first screens' English files ship in the entry; everything else, and every file of the other
 * languages, loads with the lazy route that reads it (`withTexts`), before that route renders.
 * A language switch first loads the new language's copy of every file loaded so far.
 */
type Bundle = Record<string, unknown>;
type LocaleModule = { default: Bundle };

const FILE = /\.\/locales\/([a-z]{2}-[a-z]{2})\/([\w-]+)\.json$/;

// import.meta.glob needs literal patterns: keep this list equal to FIRST_SCREEN_TEXTS (a test checks).
const firstScreenEnglish = import.meta.glob<LocaleModule>(
  [
    './locales/en-us/common.json',
    './locales/en-us/auth.json',
    './locales/en-us/errors.json',
    './locales/en-us/status.json',
    './locales/en-us/titles.json',
  ],
  { eager: true },
);
const loaders = import.meta.glob<LocaleModule>([
  './locales/*/*.json',
  '!./locales/en-us/{common,auth,errors,status,titles}.json',
]);

/** Files added to i18next, per language, and the loads under way (each file loads once). */
const loads = new Map<string, Promise<void>>();
/** Every file a screen asked for: a language switch loads these in the new language first. */
const wanted = new Set<TextFile>(FIRST_SCREEN_TEXTS);
/** The language being switched to, so files asked for during a switch load in it too. */
let switchingTo: LanguageCode | null = null;

function addFile(code: string, file: string, module: LocaleModule): void {
  i18next.addResourceBundle(code, 'translation', { [file]: module.default }, true, true);
}

function loadFile(code: LanguageCode, file: TextFile): Promise<void> {
  const key = `${code}/${file}`;
  let load = loads.get(key);
  if (!load) {
    const loader = loaders[`./locales/${key}.json`];
    load = loader
      ? loader().then((module) => addFile(code, file, module))
      : Promise.reject(new Error(`[i18n] no locale file ${key}`));
    // A failed load (network) may be retried by the next navigation.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

function currentLanguage(): LanguageCode {
  return toLanguageCode(i18next.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Loads the given locale files in the interface language (and in the language being switched
 * to). Rejects when one cannot be fetched: the route then shows the chunk error screen.
 */
export async function loadTexts(files: readonly TextFile[]): Promise<void> {
  for (const file of files) wanted.add(file);
  const languages = new Set<LanguageCode>([currentLanguage()]);
  if (switchingTo) languages.add(switchingTo);
  await Promise.all([...languages].flatMap((code) => files.map((file) => loadFile(code, file))));
}

/**
 * A lazy module (a route's) that resolves once the locale files it reads are loaded too, both
 * fetched at once, so the route never renders raw keys and waits for no extra round trip.
 */
export function withTexts<T>(files: readonly TextFile[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(files)]);
    return module;
  };
}

export async function initI18n(language: LanguageCode): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    lowerCaseLng: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [path, module] of Object.entries(firstScreenEnglish)) {
    const [, code, file] = FILE.exec(path) ?? [];
    if (!code || !file) continue;
    addFile(code, file, module);
    loads.set(`${code}/${file}`, Promise.resolve());
  }
  await setLanguage(language, { remember: false });
}

/** Changes the interface language at once (html lang too); remembers the choice when asked. */
export async function setLanguage(code: LanguageCode, { remember }: { remember: boolean }): Promise<void> {
  switchingTo = code;
  try {
    await Promise.all([...wanted].map((file) => loadFile(code, file)));
  } catch (error) {
    console.warn('[i18n] could not load', code, error);
    return;
  } finally {
    if (switchingTo === code) switchingTo = null;
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
export { FIRST_SCREEN_TEXTS, DRAWS_TEXTS, MEMBER_AREA_TEXTS, type TextFile } from './text-files';
