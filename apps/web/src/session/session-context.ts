import { createContext, useContext } from 'react';
import type { Session } from './session-types.ts';

export const SessionContext = createContext<Session | null>(null);

/** The current session; only inside <SessionProvider>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
