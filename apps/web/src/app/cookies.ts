/** Readable (non-HttpOnly) cookies only; the session cookie is invisible to JavaScript by design. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeCookie(name: string, value: string, days: number, secure: boolean): string {
  const maxAge = Math.round(days * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function getCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, name);
}

export function setCookie(name: string, value: string, days: number): void {
  document.cookie = serializeCookie(name, value, days, window.location.protocol === 'https:');
}
