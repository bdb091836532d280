import { pageTitle } from '@/config/app';
import { DiaryScreen } from '@/features/diary/components/diary-screen';

export default function DiaryRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <title>{pageTitle('Diário alimentar')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Diário alimentar</h1>
        <p className="mt-1 text-slate-600">
          Registre o que você comeu em cada refeição, em gramas ou em medidas caseiras, em qualquer dia até hoje.
        </p>
      </header>
      <DiaryScreen />
    </div>
  );
}
