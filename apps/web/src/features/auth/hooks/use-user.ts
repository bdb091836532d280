import type { SessionUser } from '@prato/core/schemas/auth';
import { createContext, useContext } from 'react';

/**
 * The signed-in user, provided by RequireAuth. A context (not the session query) so that pages being
 * left after sign-out never render with a null user.
 */
export const UserContext = createContext<SessionUser | null>(null);

export function useUser(): SessionUser {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser must be used inside RequireAuth');
  return user;
}
