import { pageTitle } from '@/config/app';
import { AdminScreen } from '@/features/admin/components/admin-screen';

export default function AdminRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <title>{pageTitle('Administração')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Administração</h1>
        <p className="mt-1 text-slate-600">Usuários, assinaturas e vencimentos.</p>
      </header>
      <AdminScreen />
    </div>
  );
}
