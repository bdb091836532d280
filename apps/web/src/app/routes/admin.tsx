import { Page } from '@/components/page';
import { AdminScreen } from '@/features/admin/components/admin-screen';

export default function AdminRoute() {
  return (
    <Page title="Administração" width="7xl" description="Usuários, assinaturas e vencimentos.">
      <AdminScreen />
    </Page>
  );
}
