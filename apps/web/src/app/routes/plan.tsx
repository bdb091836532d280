import { pageTitle } from '@/config/app';
import { MealPlanner } from '@/features/planner/components/meal-planner';
import { MyFoodsPanel } from '@/features/planner/components/my-foods-panel';

export default function PlanRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <title>{pageTitle('Planejar refeição')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Planejar refeição</h1>
        <p className="mt-1 text-slate-600">
          Escolha os alimentos e a meta de calorias: calculamos as porções em gramas a partir da composição medida dos
          alimentos (tabela TACO).
        </p>
      </header>
      <MealPlanner />
      <MyFoodsPanel />
    </div>
  );
}
