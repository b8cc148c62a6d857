import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toLanguageCode } from '@web/i18n/negotiate';
import { setInterfaceLanguage } from '../i18n';
import { authApi } from './auth-api';
import { ApiError } from './http';
import type { StaffMember } from './staff';

export const SESSION_KEY = ['session'] as const;

interface SessionValue {
  staff: StaffMember | null;
  /** After a sign-in, an enrolment, a language change; null after sign-out or a 401. */
  setStaff(staff: StaffMember | null): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** GET /adminapi/auth/session: the staff member, or null on 401 (the sign-in page); anything else throws. */
export async function loadSession(): Promise<StaffMember | null> {
  try {
    return (await authApi.session()).staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSessionQuery() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: loadSession, staleTime: Infinity, retry: false });
}

/** The session check at start and the signed-in staff member for every screen below it. */
export function SessionProvider({ staff, children }: { staff: StaffMember | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const setStaff = useCallback(
    (next: StaffMember | null) => {
      queryClient.setQueryData(SESSION_KEY, next);
      // Nothing one staff member read may show to the next one on this tab.
      if (next === null) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    try {
      await authApi.logout();
    } finally {
      setStaff(null);
    }
  }, [setStaff]);
  const language = toLanguageCode(staff?.lang);
  useEffect(() => {
    if (language) void setInterfaceLanguage(language);
  }, [language]);
  const value = useMemo(() => ({ staff, setStaff, signOut }), [staff, setStaff, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** For screens behind the sign-in: the staff member is there (RequireStaff checked). */
export function useStaff(): StaffMember {
  const { staff } = useSession();
  if (!staff) throw new Error('useStaff without a signed-in staff member');
  return staff;
}
