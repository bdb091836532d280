import { Page } from '@/components/page';
import { RecipesScreen } from '@/features/recipes/components/recipes-screen';

export default function RecipesRoute() {
  return (
    <Page
      title="Minhas receitas"
      heading="Receitas"
      width="3xl"
      description="Suas receitas, com os nutrientes por porção e por 100 g calculados dos ingredientes."
    >
      <RecipesScreen />
    </Page>
  );
}
