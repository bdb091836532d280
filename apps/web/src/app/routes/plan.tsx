import { Page } from '@/components/page';
import { useUser } from '@/features/auth/hooks/use-user';
import { MealPlanner } from '@/features/planner/components/meal-planner';
import { MyFoodsPanel } from '@/features/planner/components/my-foods-panel';

export default function PlanRoute() {
  const user = useUser();
  return (
    <Page
      title="Planejar refeição"
      width="3xl"
      description="Escolha os alimentos e a meta de calorias: calculamos as porções em gramas a partir da composição medida dos alimentos (tabela TACO)."
    >
      <MealPlanner userId={user.id} />
      <MyFoodsPanel />
    </Page>
  );
}
