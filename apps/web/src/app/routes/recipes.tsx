import { pageTitle } from '@/config/app';
import { RecipesScreen } from '@/features/recipes/components/recipes-screen';

export default function RecipesRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <title>{pageTitle('Minhas receitas')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Receitas</h1>
        <p className="mt-1 text-slate-600">
          Suas receitas, com os nutrientes por porção e por 100 g calculados dos ingredientes.
        </p>
      </header>
      <RecipesScreen />
    </div>
  );
}
