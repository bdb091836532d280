import type { SessionUser } from '@prato/core/schemas/auth';
import { useSession } from '../api/get-session';

/** The signed-in user. Only for pages behind RequireAuth, where the session is already loaded. */
export function useUser(): SessionUser {
  const { data } = useSession();
  if (!data) throw new Error('useUser must be used inside RequireAuth');
  return data;
}
