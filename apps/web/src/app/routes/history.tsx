import { pageTitle } from '@/config/app';
import { HistoryScreen } from '@/features/history/components/history-screen';

export default function HistoryRoute() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <title>{pageTitle('Histórico')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Histórico</h1>
        <p className="mt-1 text-slate-600">Suas refeições, atividades, água e peso registrados.</p>
      </header>
      <HistoryScreen />
    </div>
  );
}
