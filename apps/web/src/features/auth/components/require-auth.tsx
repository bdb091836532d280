import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ErrorState } from '@/components/error-state';
import { paths } from '@/config/paths';
import { useSession } from '../api/get-session';
import { UserContext, useUser } from '../hooks/use-user';

/** Renders the child routes only for a signed-in user; otherwise goes to /login. */
export function RequireAuth() {
  const session = useSession();
  if (session.isPending) return <FullPageSpinner />;
  if (session.isError) return <ErrorState onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <UserContext value={session.data}>
      <Outlet />
    </UserContext>
  );
}

/** Admin-only child routes; other users go to /home (the API enforces it too). */
export function RequireAdmin() {
  const user = useUser();
  if (!user.isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
