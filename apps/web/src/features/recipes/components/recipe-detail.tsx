import { FOOD_SOURCE_LABELS } from '@prato/core/data/food-source';
import { describeChosenAmount } from '@prato/core/domain/food-amount';
import { RECIPE_MESSAGES, type Recipe } from '@prato/core/schemas/recipes';
import { ArrowLeft, Copy, Pencil, Trash2 } from '@/components/icons';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useDeleteRecipe, useDuplicateRecipe, useRecipe } from '@/api/recipes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { ConfirmButton } from '@/components/ui/dialog-form';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatAmount, formatGrams } from '@prato/core/domain/format-number';
import { formatKcalOrUnknown, formatYield } from '../lib/format';
import { LogServingButton } from './log-serving-button';
import { RecipeNutrientsTable } from './recipe-nutrients-table';

/** A recipe's page: what it yields, its ingredients, every nutrient per serving and per 100 g, and its actions. */
export function RecipeDetail({ id }: { id: string }) {
  const recipe = useRecipe(id);
  if (recipe.isPending) return <LoadingState label="Carregando a receita..." />;
  if (recipe.isError)
    return (
      <Alert>
        <p>{errorMessage(recipe.error, RECIPE_MESSAGES.loadFailed)}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void recipe.refetch()}>
            Tentar novamente
          </Button>
          <Button variant="link" size="sm" asChild>
            <Link to={paths.recipes.getHref()}>Voltar às receitas</Link>
          </Button>
        </div>
      </Alert>
    );
  return <RecipeView recipe={recipe.data} />;
}

function RecipeView({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateRecipe();
  const remove = useDeleteRecipe();
  const { perServing } = recipe;

  return (
    <div className="space-y-6">
      <Link
        to={paths.recipes.getHref()}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-emerald-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Minhas receitas
      </Link>
      <Card aria-labelledby="recipe-title" className="space-y-4">
        <div>
          <CardTitle id="recipe-title" className="text-xl">
            {recipe.name}
          </CardTitle>
          <CardDescription>
            Rende {formatYield(recipe.servings, perServing.grams, recipe.needsCookedGrams)} ·{' '}
            {formatKcalOrUnknown(perServing.nutrients.energy)} por porção
            {recipe.cookedGrams === null ? '' : ` · ${formatGrams(recipe.cookedGrams)} pronta`}
          </CardDescription>
          {/* Raw ingredients without the cooked weight: servings without grams, and the weight asked for. */}
          {recipe.needsCookedGrams ? (
            <p className="mt-2 text-sm text-slate-600">{RECIPE_MESSAGES.editCookedGramsForRaw}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <LogServingButton recipe={recipe} />
          <Button variant="outline" asChild>
            <Link to={paths.recipes.getHref({ id: recipe.id, edit: true })}>
              <Pencil className="size-4" aria-hidden />
              Editar
            </Link>
          </Button>
          <Button
            variant="outline"
            disabled={duplicate.isPending}
            aria-busy={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(recipe.id, {
                onSuccess: (copy) => {
                  toast.success(RECIPE_MESSAGES.duplicated);
                  void navigate(paths.recipes.getHref({ id: copy.id }));
                },
                onError: (error) => toast.error(errorMessage(error, RECIPE_MESSAGES.saveFailed)),
              })
            }
          >
            <Copy className="size-4" aria-hidden />
            Duplicar
          </Button>
          <ConfirmButton
            variant="outline"
            className="text-red-700"
            confirm={{
              title: 'Excluir receita?',
              description: `“${recipe.name}” sai das suas receitas, da busca e do planejador. As refeições já registradas não mudam.`,
              pending: remove.isPending,
              // Its own promise, not `mutate`'s callbacks: the recipes read again after the deletion make this
              // page a "not found" (unmounting this view) before the answer's turn, and React Query skips an
              // unmounted caller's callbacks.
              onConfirm: (close) =>
                void remove.mutateAsync(recipe.id).then(
                  () => {
                    close();
                    toast.success(RECIPE_MESSAGES.deleted);
                    void navigate(paths.recipes.getHref());
                  },
                  (error: unknown) => toast.error(errorMessage(error, RECIPE_MESSAGES.deleteFailed)),
                ),
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Excluir
          </ConfirmButton>
        </div>
      </Card>

      <Card aria-labelledby="recipe-ingredients-title">
        <CardTitle id="recipe-ingredients-title">Ingredientes</CardTitle>
        <ul className="mt-3 divide-y divide-slate-100">
          {recipe.ingredients.map((ingredient, index) => (
            <li key={`${ingredient.foodId}-${index}`} className="py-2 text-sm">
              <p className="font-medium text-slate-900">{ingredient.name}</p>
              <p className="text-slate-600">
                {ingredient.measure && ingredient.quantity
                  ? describeChosenAmount(
                      ingredient.measure,
                      ingredient.quantity,
                      ingredient.grams,
                      ingredient.amountUnit,
                    )
                  : formatAmount(ingredient.grams, ingredient.amountUnit)}{' '}
                · {formatKcalOrUnknown(ingredient.kcal)} · Fonte: {FOOD_SOURCE_LABELS[ingredient.source]}
              </p>
            </li>
          ))}
        </ul>
      </Card>

      <Card aria-labelledby="recipe-nutrients-title" className="space-y-3">
        <CardTitle id="recipe-nutrients-title">Nutrientes</CardTitle>
        <RecipeNutrientsTable nutrition={recipe} />
      </Card>
    </div>
  );
}
