import { Page } from '@/components/page';
import { HealthScreen } from '@/features/health/components/health-screen';

export default function HealthRoute() {
  return (
    <Page title="Saúde e Metas" width="6xl" description="Seus dados corporais, metas de calorias, peso e atividades.">
      <HealthScreen />
    </Page>
  );
}
