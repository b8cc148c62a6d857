/** localStorage that never throws (private mode, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  },
};

export const STORAGE_KEYS = {
  language: 'ma_language',
  cookieNotice: 'ma_cookie_notice_accepted',
} as const;
