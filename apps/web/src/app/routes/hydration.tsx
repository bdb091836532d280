import { pageTitle } from '@/config/app';
import { HydrationScreen } from '@/features/hydration/components/hydration-screen';

export default function HydrationRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <title>{pageTitle('Hidratação')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Hidratação</h1>
        <p className="mt-1 text-slate-600">Sua meta de água, os lembretes de hoje e sua sequência de dias na meta.</p>
      </header>
      <HydrationScreen />
    </div>
  );
}
