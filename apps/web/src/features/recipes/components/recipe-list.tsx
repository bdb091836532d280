import { RECIPE_MESSAGES } from '@prato/core/schemas/recipes';
import { ChevronRight, Plus } from '@/components/icons';
import { Link } from 'react-router';
import { useRecipes } from '@/api/recipes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatKcalOrUnknown, formatYield } from '../lib/format';

/** "Minhas receitas": every recipe of the user, each a link to its page, and "Nova receita". */
export function RecipeList() {
  const recipes = useRecipes();
  return (
    <Card aria-labelledby="recipes-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <CardTitle id="recipes-title">{RECIPE_MESSAGES.title}</CardTitle>
          <CardDescription>
            Monte um prato com os ingredientes que você usa. Ele vira um alimento: aparece na busca como “
            {RECIPE_MESSAGES.badge}”, no planejador e no diário. Só você vê suas receitas.
          </CardDescription>
        </div>
        <Button asChild className="self-start">
          <Link to={paths.recipes.getHref({ new: true })}>
            <Plus className="size-4" aria-hidden />
            Nova receita
          </Link>
        </Button>
      </div>
      {recipes.isPending ? (
        <LoadingState label="Carregando suas receitas..." />
      ) : recipes.isError ? (
        <Alert>
          {RECIPE_MESSAGES.loadFailed}{' '}
          <button
            type="button"
            className="inline-flex min-h-11 items-center font-semibold underline"
            onClick={() => void recipes.refetch()}
          >
            Tentar novamente
          </button>
        </Alert>
      ) : recipes.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          Você ainda não tem receitas. Use “Nova receita” e escreva os ingredientes como faria num caderno de receitas.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={RECIPE_MESSAGES.title}>
          {recipes.data.map((recipe) => (
            <li key={recipe.id}>
              <Link
                to={paths.recipes.getHref({ id: recipe.id })}
                className="flex min-h-11 items-center gap-2 rounded-lg py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{recipe.name}</span>
                  <span className="block text-sm text-slate-600">
                    {formatYield(recipe.servings, recipe.perServing.grams, recipe.needsCookedGrams)} ·{' '}
                    {formatKcalOrUnknown(recipe.perServing.kcal)} por porção
                  </span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
