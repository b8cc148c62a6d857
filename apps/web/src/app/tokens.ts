/**
 * The anonymous (generic) token, kept in memory only (SPEC.md 4 "Session"). The member's own token
 * is an HttpOnly cookie that JavaScript never sees; while signed in this holds null.
 */
let genericToken: string | null = null;

export function getGenericToken(): string | null {
  return genericToken;
}

export function setGenericToken(token: string | null): void {
  genericToken = token;
}

export function authHeaders(): Record<string, string> {
  return genericToken ? { authorization: `Bearer ${genericToken}` } : {};
}
