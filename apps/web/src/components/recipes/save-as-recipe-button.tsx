import { zodResolver } from '@hookform/resolvers/zod';
import { RECIPE_LIMITS, RECIPE_MESSAGES, RecipeInputSchema, RecipeNameSchema } from '@prato/core/schemas/recipes';
import { ChefHat } from '@/components/icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { useCreateRecipe } from '@/api/recipes';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';

/** A portion of a planned or logged meal: its catalogue food (when known) and grams. */
export interface RecipePortion {
  foodName: string;
  foodId?: number | null;
  grams: number;
  /**
   * A recipe's servings logged without its cooked weight: the ingredient is that count of its serving (its
   * grams are its raw ingredients', which the recipes refuse as a weight).
   */
  servings?: { measure: string; quantity: number } | undefined;
}

const FormSchema = z.object({ name: RecipeNameSchema, servings: RecipeInputSchema.shape.servings });
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

/** The portions as ingredients: by food id when the meal recorded it, else by the name shown. */
const ingredientsOf = (portions: readonly RecipePortion[]) =>
  portions
    .filter((portion) => portion.grams >= RECIPE_LIMITS.grams.min)
    .slice(0, RECIPE_LIMITS.ingredients.max)
    .map((portion) => {
      const grams = Math.round(portion.grams * 10) / 10;
      if (typeof portion.foodId !== 'number') return { food: portion.foodName, grams };
      return portion.servings
        ? { food: portion.foodName, foodId: portion.foodId, ...portion.servings }
        : { food: portion.foodName, foodId: portion.foodId, grams };
    });

/**
 * "Salvar como receita" (issue 34): a planned or logged meal becomes one of the user's recipes ("meu
 * café de sempre"), its portions the ingredients, one serving unless told otherwise. The planner and
 * the diary show it beside a meal.
 */
export function SaveAsRecipeButton({
  portions,
  defaultName = '',
  ...buttonProps
}: { portions: readonly RecipePortion[]; defaultName?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateRecipe();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: { name: defaultName, servings: 1 },
  });
  const ingredients = ingredientsOf(portions);

  const submit = form.handleSubmit((values) => {
    setError(null);
    create.mutate(
      { name: values.name, servings: values.servings, cookedGrams: null, ingredients },
      {
        onSuccess: (recipe) => {
          setOpen(false);
          form.reset({ name: '', servings: 1 });
          // The toaster lives outside the router: its action navigates instead of rendering a Link.
          toast.success(RECIPE_MESSAGES.created, {
            action: { label: 'Ver receita', onClick: () => void navigate(paths.recipes.getHref({ id: recipe.id })) },
          });
        },
        onError: (cause) => setError(errorMessage(cause, RECIPE_MESSAGES.saveFailed)),
      },
    );
  });

  return (
    <>
      <Button variant="outline" {...buttonProps} disabled={ingredients.length === 0} onClick={() => setOpen(true)}>
        <ChefHat className="size-5" aria-hidden />
        Salvar como receita
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Salvar como receita"
          description="Os alimentos desta refeição viram os ingredientes, com os mesmos gramas. Depois é só buscar pelo nome para usar de novo."
        >
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            {error ? <Alert>{error}</Alert> : null}
            <Field label="Nome da receita" error={form.formState.errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('name')}
                  placeholder="Ex.: Meu café de sempre"
                  autoComplete="off"
                />
              )}
            </Field>
            <Field label="Rende (porções)" error={form.formState.errors.servings?.message}>
              {(control) => <NumberField {...control} control={form.control} name="servings" />}
            </Field>
            <p className="text-sm text-slate-600">
              {ingredients.length === 1 ? '1 ingrediente' : `${ingredients.length} ingredientes`}:{' '}
              {ingredients.map((ingredient) => ingredient.food).join(', ')}.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Cancelar</Button>
              </DialogClose>
              <SubmitButton pending={create.isPending}>Salvar receita</SubmitButton>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
