import { storage } from '@web/app/storage';

/** The language picked before signing in, on this device (a signed-in staff member's is Staff.lang). */
const KEY = 'console.language';

export function rememberLanguage(code: string): void {
  storage.set(KEY, code);
}

export function rememberedLanguage(): string | null {
  return storage.get(KEY);
}
