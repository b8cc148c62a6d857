import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';

export { i18next };

/**
 * Each language is a folder of JSON files (locales/<code>/<file>.json) whose name is its top-level
 * key, as in the member app: locales/fr-ca/brands.json holds what t('brands.…') reads. English ships
 * in the entry (the fallback); another language loads as one group of files when chosen.
 */
type Bundle = Record<string, unknown>;
type LocaleModule = { default: Bundle };

const FILE = /\.\/locales\/([a-z]{2}-[a-z]{2})\/([\w-]+)\.json$/;
const english = import.meta.glob<LocaleModule>('./locales/en-us/*.json', { eager: true });
const others = import.meta.glob<LocaleModule>(['./locales/*/*.json', '!./locales/en-us/*.json']);

const loaded = new Set<string>([DEFAULT_LANGUAGE]);

function addFile(path: string, module: LocaleModule): void {
  const [, code, file] = FILE.exec(path) ?? [];
  if (code && file) i18next.addResourceBundle(code, 'translation', { [file]: module.default }, true, true);
}

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (loaded.has(code)) return;
  const prefix = `./locales/${code}/`;
  const files = Object.entries(others).filter(([path]) => path.startsWith(prefix));
  const modules = await Promise.all(files.map(async ([path, load]) => [path, await load()] as const));
  for (const [path, module] of modules) addFile(path, module);
  loaded.add(code);
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
  for (const [path, module] of Object.entries(english)) addFile(path, module);
  await setInterfaceLanguage(language);
}

/** Switches the interface (and <html lang>, for screen readers and axe) once the language's files are in. */
export async function setInterfaceLanguage(code: LanguageCode): Promise<void> {
  try {
    await loadLanguage(code);
  } catch (error) {
    console.warn('[i18n] could not load', code, error);
    return;
  }
  await i18next.changeLanguage(code);
  document.documentElement.lang = code;
}
