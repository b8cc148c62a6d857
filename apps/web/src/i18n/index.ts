import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@member-area/domain';
import enUs from './locales/en-us.json';
import { storage, STORAGE_KEYS } from '../app/storage';

// English ships in the main chunk (it is the fallback); the others load when chosen.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '!./locales/en-us.json',
]);

async function loadBundle(code: LanguageCode): Promise<void> {
  if (code === DEFAULT_LANGUAGE || i18next.hasResourceBundle(code, 'translation')) return;
  const loader = loaders[`./locales/${code}.json`];
  if (!loader) return;
  const module = await loader();
  i18next.addResourceBundle(code, 'translation', module.default, true, true);
}

export async function initI18n(language: LanguageCode): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: { translation: enUs } },
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

export { i18next };
