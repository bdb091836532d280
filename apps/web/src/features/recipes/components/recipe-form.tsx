import { zodResolver } from '@hookform/resolvers/zod';
import { formatQuantity } from '@prato/core/domain/food-amount';
import {
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  RecipeInputSchema,
  RecipeNameSchema,
  type Recipe,
  type RecipeIngredientInput,
  type RecipeNutrition,
  type RecipePreview,
} from '@prato/core/schemas/recipes';
import { Plus, Trash2 } from '@/components/icons';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { useCreateRecipe, useRecipePreview, useUpdateRecipe } from '@/api/recipes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatAmount, formatGrams } from '@prato/core/domain/format-number';
import { RecipeNutrientsTable } from './recipe-nutrients-table';

/** An ingredient already resolved (a saved recipe's): sent by its food id while its line is unchanged. */
interface Resolved {
  text: string;
  foodId: number;
  name: string;
  grams: number;
  measure?: string;
  quantity?: number;
  /** A share of another recipe's dish: sent back as stored (RecipeIngredientSchema.servedGrams). */
  servedGrams?: number;
}

interface Line {
  text: string;
  resolved?: Resolved;
}

const lineSchema = z.object({
  text: z.string().max(RECIPE_LIMITS.foodMax, RECIPE_MESSAGES.food),
  resolved: z.custom<Resolved>().optional(),
});

/** The shared rules (core's RecipeInputSchema); blank lines are left out before counting. */
const FormSchema = z.object({
  name: RecipeNameSchema,
  servings: RecipeInputSchema.shape.servings,
  cookedGrams: RecipeInputSchema.shape.cookedGrams,
  ingredients: z
    .array(lineSchema)
    .transform((lines) => lines.filter((line) => line.text.trim() !== ''))
    .pipe(
      z
        .array(lineSchema)
        .min(RECIPE_LIMITS.ingredients.min, RECIPE_MESSAGES.ingredientsCount)
        .max(RECIPE_LIMITS.ingredients.max, RECIPE_MESSAGES.ingredientsCount),
    ),
});
type FormValues = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;

/** A saved ingredient as a line people read: "2 colheres de sopa de Azeite…", "200 g de Frango…". */
function lineOf(ingredient: Recipe['ingredients'][number]): string {
  if (ingredient.typed) return ingredient.typed;
  if (ingredient.measure && ingredient.quantity)
    return `${formatQuantity(ingredient.quantity)} ${ingredient.measure} de ${ingredient.name}`;
  return `${formatAmount(ingredient.grams, ingredient.amountUnit)} de ${ingredient.name}`;
}

/** The form's start; `servings` blank (undefined) until typed. */
function defaultsOf(recipe: Recipe | undefined): Partial<FormValues> & Pick<FormValues, 'ingredients'> {
  if (!recipe) return { name: '', cookedGrams: null, ingredients: [{ text: '' }, { text: '' }] };
  return {
    name: recipe.name,
    servings: recipe.servings,
    cookedGrams: recipe.cookedGrams,
    ingredients: recipe.ingredients.map((ingredient) => {
      const text = lineOf(ingredient);
      return {
        text,
        resolved: {
          text,
          foodId: ingredient.foodId,
          name: ingredient.name,
          grams: ingredient.grams,
          ...(ingredient.measure && ingredient.quantity
            ? { measure: ingredient.measure, quantity: ingredient.quantity }
            : {}),
          ...(ingredient.servedGrams !== undefined ? { servedGrams: ingredient.servedGrams } : {}),
        },
      };
    }),
  };
}

/** A line as the API takes it: typed text for the server to read, or the saved food while unchanged. */
function ingredientOf(line: Line): RecipeIngredientInput {
  const { resolved } = line;
  if (!resolved || resolved.text !== line.text) return { food: line.text.trim() };
  const amount =
    resolved.measure !== undefined && resolved.quantity !== undefined
      ? { measure: resolved.measure, quantity: resolved.quantity }
      : { grams: resolved.grams, ...(resolved.servedGrams !== undefined ? { servedGrams: resolved.servedGrams } : {}) };
  return { food: resolved.name, foodId: resolved.foodId, ...amount };
}

/** What the live table computes: the typed lines with a valid yield, else nothing yet. */
function previewOf(values: Partial<FormValues> & Pick<FormValues, 'ingredients'>): RecipePreview | null {
  const lines = values.ingredients.filter((line) => line.text.trim() !== '');
  const parsed = RecipeInputSchema.omit({ name: true }).safeParse({
    servings: values.servings,
    cookedGrams: values.cookedGrams ?? null,
    ingredients: lines.map(ingredientOf),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * A recipe's form (new or edit): name, yield in servings, optional cooked weight, and the
 * ingredients typed as people write them, one per line. Each line is read by the server when it
 * loses focus, and the table beside it shows every nutrient per serving and per 100 g.
 */
export function RecipeForm({
  recipe,
  onSaved,
  onCancel,
}: {
  recipe?: Recipe;
  onSaved: (saved: Recipe) => void;
  onCancel: () => void;
}) {
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaultsOf(recipe),
  });
  const { control, register, formState, handleSubmit, getValues } = form;
  const lines = useFieldArray({ control, name: 'ingredients' });
  const [previewInput, setPreviewInput] = useState<RecipePreview | null>(() => previewOf(defaultsOf(recipe)));
  const preview = useRecipePreview(previewInput);
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const saving = create.isPending || update.isPending;
  const [saveError, setSaveError] = useState<string | null>(null);

  const refreshPreview = () => setPreviewInput(previewOf(getValues()));
  // The cooked weight last put in by "Usar a estimativa": while the field still holds it, a new estimate
  // (the ingredients changed) is offered again instead of the old one staying as if weighed.
  const [usedEstimate, setUsedEstimate] = useState<number | null>(null);
  // The server's refusal of the cooked weight belongs to its field, whether the preview or the save met it.
  const cookedGramsError = formState.errors.cookedGrams?.message ?? cookedGramsRefusal(preview.error);

  const submit = handleSubmit((values) => {
    setSaveError(null);
    const input = {
      name: values.name,
      servings: values.servings,
      cookedGrams: values.cookedGrams ?? null,
      ingredients: values.ingredients.map(ingredientOf),
    };
    const done = {
      onSuccess: (saved: Recipe) => {
        toast.success(recipe ? RECIPE_MESSAGES.updated : RECIPE_MESSAGES.created);
        onSaved(saved);
      },
      onError: (error: unknown) => {
        const refusal = cookedGramsRefusal(error);
        if (refusal) form.setError('cookedGrams', { message: refusal }, { shouldFocus: true });
        else setSaveError(errorMessage(error, RECIPE_MESSAGES.saveFailed));
      },
    };
    if (recipe) update.mutate({ id: recipe.id, patch: input }, done);
    else create.mutate(input, done);
  });

  const ingredientsError =
    formState.errors.ingredients?.message ?? formState.errors.ingredients?.root?.message ?? undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Card aria-labelledby="recipe-form-title" className="space-y-4">
        <CardTitle id="recipe-form-title">{recipe ? 'Editar receita' : 'Nova receita'}</CardTitle>
        {saveError ? <Alert>{saveError}</Alert> : null}
        <Field label="Nome da receita" error={formState.errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} placeholder="Ex.: Bolo de cenoura da vó" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
          <Field label="Rende (porções)" error={formState.errors.servings?.message}>
            {(props) => (
              <NumberField {...props} control={control} name="servings" onBlur={refreshPreview} placeholder="Ex.: 8" />
            )}
          </Field>
          <Field
            label="Peso pronto (g, opcional)"
            error={cookedGramsError}
            hint="Pese a receita depois de pronta: a água que sai ou entra muda o peso, não os nutrientes."
          >
            {(props) => (
              <NumberField
                {...props}
                control={control}
                name="cookedGrams"
                onBlur={refreshPreview}
                placeholder="Ex.: 900"
              />
            )}
          </Field>
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700">Ingredientes</legend>
          <p className="text-xs text-slate-500" id="ingredients-hint">
            Um por linha, como você escreveria: “2 xícaras de leite”, “200 g de frango”, “3 ovos”. Sem medida caseira,
            informe os gramas.
          </p>
          <ol className="space-y-2">
            {lines.fields.map((field, index) => (
              <li key={field.id} className="flex items-end gap-2">
                <Field label={`Ingrediente ${index + 1}`} className="min-w-0 flex-1" describedBy="ingredients-hint">
                  {(props) => (
                    <Input
                      {...props}
                      {...register(`ingredients.${index}.text`, { onBlur: refreshPreview })}
                      autoComplete="off"
                      placeholder={index === 0 ? 'Ex.: 2 xícaras de leite' : undefined}
                    />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ingrediente ${index + 1}`}
                  disabled={lines.fields.length === 1}
                  onClick={() => {
                    lines.remove(index);
                    refreshPreview();
                  }}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
          {ingredientsError ? <p className="text-sm text-red-600">{ingredientsError}</p> : null}
          <Button
            variant="secondary"
            disabled={lines.fields.length >= RECIPE_LIMITS.ingredients.max}
            onClick={() => lines.append({ text: '' })}
          >
            <Plus className="size-4" aria-hidden />
            Adicionar ingrediente
          </Button>
        </fieldset>
      </Card>

      <Card aria-labelledby="recipe-preview-title" className="space-y-3">
        <CardTitle id="recipe-preview-title">Nutrientes</CardTitle>
        <PreviewBody
          preview={preview}
          ready={previewInput !== null}
          usedEstimate={usedEstimate}
          onUseCookedGrams={(grams) => {
            form.setValue('cookedGrams', grams, { shouldDirty: true, shouldValidate: true });
            setUsedEstimate(grams);
            refreshPreview();
            // The button goes once used: the focus goes to the field it filled, which says its new value.
            form.setFocus('cookedGrams');
          }}
        />
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton pending={saving}>Salvar receita</SubmitButton>
      </div>
    </form>
  );
}

/** The pt-BR refusal of a cooked weight lighter than the ingredients without their water, if that is the error. */
function cookedGramsRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'COOKED_GRAMS' ? error.message : undefined;
}

function PreviewBody({
  preview,
  ready,
  usedEstimate,
  onUseCookedGrams,
}: {
  preview: ReturnType<typeof useRecipePreview>;
  ready: boolean;
  /** The estimate the field was last filled with, if any. */
  usedEstimate: number | null;
  /** Puts the tables' estimate in the cooked weight field. */
  onUseCookedGrams: (grams: number) => void;
}) {
  if (!ready)
    return (
      <p className="text-sm text-slate-600">
        Informe as porções e ao menos um ingrediente: os nutrientes aparecem aqui.
      </p>
    );
  if (preview.isError)
    return (
      <Alert>{cookedGramsRefusal(preview.error) ? RECIPE_MESSAGES.fixCookedGrams : errorMessage(preview.error)}</Alert>
    );
  if (!preview.data)
    return (
      <div className="flex justify-center py-4">
        <Spinner label="Calculando nutrientes..." />
      </div>
    );
  const nutrition = preview.data;
  // A weighed line reads the raw food, as recipes weigh it (the cooking water, or up to 40 % of a meat's
  // kcal, is the difference): a cook who weighed the food ready is told how to say so.
  const weighedRaw = nutrition.ingredients.filter(({ typed, measure, readAsRaw }) => typed && !measure && readAsRaw);
  // The estimate of the cooked weight, while it is missing or the field holds an older estimate.
  const offered = estimateToOffer(nutrition, usedEstimate);
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-800">Ingredientes entendidos</h3>
        <ul className="mt-1 space-y-1 text-sm text-slate-700" aria-live="polite">
          {nutrition.ingredients.map((ingredient, index) => (
            <li key={`${ingredient.foodId}-${index}`}>
              {ingredient.typed ? <span className="text-slate-500">{ingredient.typed} → </span> : null}
              {ingredient.name}: {formatAmount(ingredient.grams, ingredient.amountUnit)}
            </li>
          ))}
        </ul>
        {weighedRaw.length > 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            {RECIPE_MESSAGES.weighedRaw(weighedRaw.map(({ typed }) => `“${typed}”`))}
          </p>
        ) : null}
        {nutrition.needsCookedGrams ? (
          <p className="mt-2 text-sm text-slate-600">{RECIPE_MESSAGES.cookedGramsForRaw}</p>
        ) : null}
        {offered !== undefined ? <EstimatedCookedGrams grams={offered} onUse={onUseCookedGrams} /> : null}
      </div>
      <RecipeNutrientsTable nutrition={nutrition} busy={preview.isFetching} />
    </div>
  );
}

/**
 * The estimate to offer: while the cooked weight is missing, or while the field holds an earlier estimate
 * that the ingredients no longer give; never beside a weight the person typed.
 */
function estimateToOffer(nutrition: RecipeNutrition, usedEstimate: number | null): number | undefined {
  const estimate = nutrition.estimatedCookedGrams;
  if (estimate === undefined) return undefined;
  if (nutrition.needsCookedGrams) return estimate;
  const stale = usedEstimate !== null && nutrition.cookedGrams === usedEstimate && estimate !== usedEstimate;
  return stale ? estimate : undefined;
}

/** The tables' estimate of the cooked weight, offered with a button that puts it in the field. */
function EstimatedCookedGrams({ grams, onUse }: { grams: number; onUse: (grams: number) => void }) {
  const id = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <p id={id}>{RECIPE_MESSAGES.estimatedCookedGrams(formatGrams(grams))}</p>
      <Button type="button" variant="outline" size="sm" aria-describedby={id} onClick={() => onUse(grams)}>
        {RECIPE_MESSAGES.useEstimate}
      </Button>
    </div>
  );
}
