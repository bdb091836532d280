import { pageTitle } from '@/config/app';
import { HealthScreen } from '@/features/health/components/health-screen';

export default function HealthRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <title>{pageTitle('Saúde e Metas')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Saúde e Metas</h1>
        <p className="mt-1 text-slate-600">Seus dados corporais, metas de calorias, peso e atividades.</p>
      </header>
      <HealthScreen />
    </div>
  );
}
