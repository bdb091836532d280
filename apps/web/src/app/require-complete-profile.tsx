import { isProfileComplete } from '@prato/core/schemas/profile';
import { Navigate, Outlet } from 'react-router';
import { useProfile } from '@/api/profile';
import { ErrorState } from '@/components/error-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/** Guards: without weight, height, age and gender the user goes to /onboarding first. */
export function RequireCompleteProfile() {
  const profile = useProfile();
  if (profile.isPending) return <FullPageSpinner />;
  if (profile.isError) return <ErrorState message="Erro ao carregar perfil" onRetry={() => void profile.refetch()} />;
  if (!isProfileComplete(profile.data)) return <Navigate to={paths.onboarding.getHref()} replace />;
  return <Outlet />;
}
