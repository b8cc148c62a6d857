import type { LanguageCode } from '@member-area/domain';

/**
 * The language a visitor picked in the switch of the sign-in screens during this visit (issue 29):
 * sent with the sign-in, it becomes the member's stored language instead of losing to it. Only a
 * choice made here counts: one stored on the device may be older than the member's own (main.tsx).
 */
let chosen: LanguageCode | null = null;

export function noteSignInLanguage(code: LanguageCode): void {
  chosen = code;
}

export function signInLanguage(): LanguageCode | null {
  return chosen;
}
