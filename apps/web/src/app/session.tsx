import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { LOGIN_EMAIL_COOKIE, LOGIN_EMAIL_COOKIE_DAYS, type LanguageCode } from '@member-area/domain';
import { setCookie } from './cookies';
import { postJson } from './rest';
import { setGenericToken, getGenericToken } from './tokens';
import { sendEvent } from './events';
import { loadedQueryClient, loadQueryRuntime } from './query-access';

export type SessionStatus = 'member' | 'anonymous';

export interface Session {
  status: SessionStatus;
  /**
   * Resolves on success; rejects with ApiError (errorCode) otherwise. `lang`, a language chosen on
   * the sign-in page, becomes the member's stored language.
   */
  login(email: string, password: string, lang?: LanguageCode | null): Promise<void>;
  logout(): Promise<void>;
  /** The server refused the session (expired or revoked cookie). */
  expire(): void;
}

const SessionContext = createContext<Session | null>(null);

// The query cache and route loaders live outside React; they reach the session through these.
let expireHandler: (() => void) | null = null;
let statusNow: SessionStatus = 'anonymous';

/**
 * The status the page was served with (the boot state), set before the router is created: the
 * router runs the first page's loaders as it is created, before SessionProvider first renders, and
 * home's loader sends its one request only for a member (issue 16).
 */
export function startSession(status: SessionStatus): void {
  statusNow = status;
}

/** The session as last rendered (for route loaders, which run outside React). */
export function currentSessionStatus(): SessionStatus {
  return statusNow;
}

// What a feature deletes from the device at sign-out (the players' downloads and unsent positions),
// registered by the feature itself, so the session imports no feature.
const signOutTasks = new Set<() => Promise<void>>();

/** Runs `task` at each sign-out, after the sign-out event and before the server call. */
export function onSignOut(task: () => Promise<void>): void {
  signOutTasks.add(task);
}

async function runSignOutTasks(): Promise<void> {
  for (const task of signOutTasks) {
    await task().catch((error: unknown) => console.warn('[session] sign-out task failed', error));
  }
}

/** Called when the server refuses the session (GraphQL unauthenticated). */
export function expireSession(): void {
  expireHandler?.();
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

async function requestGenericToken(): Promise<void> {
  try {
    const { token } = await postJson<{ token: string }>('/api/auth/token/generic');
    setGenericToken(token);
  } catch (error) {
    // Quiet case (SPEC.md 8): anonymous screens still work through REST.
    console.warn('[session] generic token not issued', error);
  }
}

export interface SessionProviderProps {
  initialStatus: SessionStatus;
  /** False on an unknown host: nothing to sign in to, so no generic token either. */
  hasBrand: boolean;
  children: ReactNode;
}

export function SessionProvider({ initialStatus, hasBrand, children }: SessionProviderProps) {
  const [status, setStatus] = useState<SessionStatus>(initialStatus);
  statusNow = status;
  const requesting = useRef(false);

  // Anonymous visitors carry a generic token (SPEC.md 4), kept in memory only.
  useEffect(() => {
    if (!hasBrand || status !== 'anonymous' || getGenericToken() || requesting.current) return;
    requesting.current = true;
    void requestGenericToken().finally(() => {
      requesting.current = false;
    });
  }, [status, hasBrand]);

  const login = useCallback(async (email: string, password: string, lang?: LanguageCode | null) => {
    // The query cache is not on the sign-in page (issue 16): fetched beside the sign-in request.
    const runtime = loadQueryRuntime();
    runtime.catch(() => undefined);
    await postJson('/api/auth/login', lang ? { email, password, lang } : { email, password });
    setGenericToken(null);
    setCookie(LOGIN_EMAIL_COOKIE, email.trim(), LOGIN_EMAIL_COOKIE_DAYS);
    const { appQueryClient, viewerQueryOptions } = await runtime;
    const queryClient = appQueryClient();
    queryClient.clear();
    // Load the member first so the login event carries their tags; a failure is the shell's to show.
    await queryClient.prefetchQuery(viewerQueryOptions);
    setStatus('member');
    void sendEvent({ namespace: 'auth', type: 'login' });
  }, []);

  const logout = useCallback(async () => {
    await sendEvent({ namespace: 'auth', type: 'logout' });
    await runSignOutTasks();
    try {
      await postJson('/api/auth/logout');
    } catch (error) {
      console.warn('[session] logout call failed; clearing local state anyway', error);
    }
    setGenericToken(null);
    loadedQueryClient()?.clear();
    setStatus('anonymous');
  }, []);

  const expire = useCallback(() => {
    setGenericToken(null);
    loadedQueryClient()?.clear();
    setStatus('anonymous');
  }, []);

  useEffect(() => {
    expireHandler = expire;
    return () => {
      if (expireHandler === expire) expireHandler = null;
    };
  }, [expire]);

  const value = useMemo(() => ({ status, login, logout, expire }), [status, login, logout, expire]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
