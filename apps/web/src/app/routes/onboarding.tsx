import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '@/api/profile';
import { pageTitle } from '@/config/app';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';

export default function OnboardingRoute() {
  const profile = useProfile();
  return (
    <>
      <title>{pageTitle('Configuração inicial')}</title>
      {profile.isPending ? (
        <LoadingState size="page" />
      ) : profile.isError ? (
        <ErrorState message="Erro ao carregar perfil" onRetry={() => void profile.refetch()} />
      ) : (
        <OnboardingWizard profile={profile.data} />
      )}
    </>
  );
}
