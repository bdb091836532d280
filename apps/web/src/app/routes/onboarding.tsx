import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '@/api/profile';
import { pageTitle } from '@/config/app';
import { OnboardingWizard } from '@/features/onboarding/components/onboarding-wizard';
import { DocumentTitle } from '@/components/document-title';

export default function OnboardingRoute() {
  const profile = useProfile();
  return (
    <>
      <DocumentTitle>{pageTitle('Configuração inicial')}</DocumentTitle>
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
