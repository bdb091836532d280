import type { Recipe } from '@prato/core/schemas/recipes';
import { useNavigate, useSearchParams } from 'react-router';
import { useRecipe } from '@/api/recipes';
import { Alert } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { RecipeDetail } from './recipe-detail';
import { RecipeForm } from './recipe-form';
import { RecipeList } from './recipe-list';

/**
 * /receitas: the list; ?nova=1 a new recipe; ?receita=<id> its page; &editar=1 its form. One route, so
 * the page's chunk and reads are the same whichever view a link opens.
 */
export function RecipesScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('receita');
  const show = (recipe: Recipe) => void navigate(paths.recipes.getHref({ id: recipe.id }));

  if (params.has('nova')) return <RecipeForm onSaved={show} onCancel={() => void navigate(paths.recipes.getHref())} />;
  if (id && params.has('editar')) return <EditRecipe id={id} onSaved={show} />;
  if (id) return <RecipeDetail id={id} />;
  return <RecipeList />;
}

function EditRecipe({ id, onSaved }: { id: string; onSaved: (recipe: Recipe) => void }) {
  const recipe = useRecipe(id);
  const navigate = useNavigate();
  if (recipe.isPending) return <LoadingState label="Carregando a receita..." />;
  if (recipe.isError) return <Alert>{errorMessage(recipe.error)}</Alert>;
  return (
    <RecipeForm
      key={recipe.data.updatedAt}
      recipe={recipe.data}
      onSaved={onSaved}
      onCancel={() => void navigate(paths.recipes.getHref({ id }))}
    />
  );
}
