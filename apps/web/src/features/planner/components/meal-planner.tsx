import { formatShortDate } from '@/lib/format-date';
import { labelOnlyFood, labelOnlyMessage } from '@prato/core/domain/label-only-foods';
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMING } from '@prato/core/domain/timing';
import {
  DEFAULT_MEAL_TYPE,
  MEAL_TYPE_LABELS,
  MEAL_TYPES,
  MealCalculationRequestSchema,
  PLANNER_MESSAGES,
  sameFoodName,
  type MealCalculation,
  type MealCalculationRequest,
  type MealType,
} from '@prato/core/schemas/planner';
import { FREE_MEALS_PER_DAY, MEAL_LIMIT_TEXTS } from '@prato/core/domain/plans';
import { PLANNER_API_MESSAGES } from '@prato/core/schemas/planner-usage';
import { defaultSlotLabel, mealTypeOfSlot } from '@prato/core/domain/diary-slots';
import { normalizeFoodText } from '@prato/core/domain/food-search';
import { Calculator, LoaderCircle, Star, X } from '@/components/icons';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { useProfile } from '@/api/profile';
import { BarcodeScanButton } from '@/components/barcode/barcode-scan-button';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NumberField } from '@/components/ui/number-field';
import { Select } from '@/components/ui/select';
import { calculationErrorMessage, useCalculateMeal } from '../api/calculate-meal';
import { usePlannerUsage } from '../api/get-planner-usage';
import { useRecipes } from '@/api/recipes';
import { useUserFoods } from '../api/get-user-foods';
import { useFavoriteFoods } from '../hooks/use-favorite-foods';
import { profileCalorieTarget } from '../lib/calorie-target';
import { diaryTargetOf } from '../lib/diary-target';
import { ownFoodNames, suggestFoods } from '../lib/food-suggestions';
import { idealRangeToast } from '../lib/meal-analysis';
import { prefillFromProduct, requestUserFoodForm } from '../lib/product-prefill';
import { FoodCombobox, MyFoodBadge } from './food-combobox';
import { LimitNotice } from './limit-notice';
import { MealResults } from './meal-results';

/** Id of the "Meus alimentos" panel on /plan (the planner links to it). */
export const MY_FOODS_ANCHOR = 'meus-alimentos';

/**
 * The form's values: the request itself, resolved by the API's own schema, so the form refuses exactly
 * what the server would, with the same messages. The target's field holds its text while it is not a
 * number (see NumberField), and the schema refuses that text with the calorie message.
 */
type PlannerValues = z.input<typeof MealCalculationRequestSchema>;

/** The first message about the foods: the list's own (count, duplicates) or a food's name. */
function foodsErrorOf(errors: FieldErrors<PlannerValues>): string | undefined {
  const foods = errors.foods;
  if (!foods) return undefined;
  if (foods.message) return foods.message;
  return Array.isArray(foods) ? foods.find((item) => item?.message)?.message : undefined;
}

interface Calculated {
  request: MealCalculationRequest;
  calculation: MealCalculation;
  /** Client-generated id of the meal to save, kept across retries (spec: writes are idempotent). */
  mealId: string;
}

/** The /plan screen, for the signed-in user `userId` (whose favourite foods it shows). */
export function MealPlanner({ userId }: { userId: string }) {
  const profile = useProfile();
  const usage = usePlannerUsage();
  const calculate = useCalculateMeal();
  const { favorites, isFavorite, toggleFavorite } = useFavoriteFoods(userId);
  // The picker works without them (library only) while they load or if they fail to.
  const userFoods = useUserFoods();
  const [params] = useSearchParams();
  const [diaryTarget] = useState(() => diaryTargetOf(params));
  const initialType = diaryTarget ? mealTypeOfSlot(diaryTarget.slot) : DEFAULT_MEAL_TYPE;

  const form = useForm<PlannerValues, unknown, MealCalculationRequest>({
    resolver: zodResolver(MealCalculationRequestSchema),
    defaultValues: {
      mealType: initialType,
      targetCalories: profileCalorieTarget(profile.data, initialType),
      foods: [],
    },
    // Focus is moved by `showFirstError`: the target is scrolled to the middle of the screen first.
    shouldFocusError: false,
  });
  const foods = useWatch({ control: form.control, name: 'foods' });
  const { errors } = form.formState;
  const foodsError = foodsErrorOf(errors);
  const [query, setQuery] = useState('');
  const [duplicate, setDuplicate] = useState(false);
  // A recipe without its cooked weight the person tried to add: it has servings, no grams to plan.
  const [weightless, setWeightless] = useState<string | null>(null);
  const [calculated, setCalculated] = useState<Calculated | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const foodInput = useRef<HTMLInputElement>(null);
  // The target's input is the form's (its ref registers it); this box finds it to bring it into view.
  const targetBox = useRef<HTMLDivElement>(null);
  const foodMessageId = useId();

  const ownNames = useMemo(() => ownFoodNames(userFoods.data ?? []), [userFoods.data]);
  const ownKeys = useMemo(() => new Set(ownNames.map(({ name }) => normalizeFoodText(name))), [ownNames]);
  // The user's recipes ("Minhas receitas") are foods of the planner too.
  const recipes = useRecipes();
  const recipeNames = useMemo(() => ownFoodNames(recipes.data ?? []), [recipes.data]);
  const weightlessKeys = useMemo(
    () => new Set((recipes.data ?? []).filter((r) => r.needsCookedGrams).map((r) => normalizeFoodText(r.name))),
    [recipes.data],
  );
  const suggestions = useMemo(
    () => suggestFoods(query, ownNames, recipeNames, weightlessKeys),
    [query, ownNames, recipeNames, weightlessKeys],
  );
  // Whey, iogurte grego: only brands have them (label-only-foods.ts); said before they are added.
  const labelOnly = suggestions.length === 0 ? labelOnlyFood(query) : undefined;

  useEffect(() => {
    if (!duplicate) return;
    const timer = window.setTimeout(() => setDuplicate(false), TIMING.duplicateFoodMessage);
    return () => window.clearTimeout(timer);
  }, [duplicate]);

  function addFood(text: string) {
    const food = text.trim();
    if (!food) return;
    if (foods.some((item) => sameFoodName(item, food))) {
      setDuplicate(true);
      return;
    }
    // Said when it is added, not after "Calcular porções" (the API refuses it the same way).
    const recipe = recipes.data?.find((item) => item.needsCookedGrams && sameFoodName(item.name, food));
    if (recipe) {
      setWeightless(recipe.name);
      return;
    }
    setFoodList([...foods, food]);
    setQuery('');
    setDuplicate(false);
    setWeightless(null);
  }

  function setFoodList(next: string[]) {
    form.setValue('foods', next);
    form.clearErrors('foods');
  }

  function chooseMealType(type: MealType) {
    form.setValue('targetCalories', profileCalorieTarget(profile.data, type));
    form.clearErrors('targetCalories');
  }

  /** The target first (it sits above the foods), else the food input. */
  function showFirstError(invalid: FieldErrors<PlannerValues>) {
    if (invalid.targetCalories) {
      const target = targetBox.current?.querySelector('input');
      // On a phone the field sits above the visible area: without this the button seemed to do nothing.
      target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      target?.focus({ preventScroll: true });
      return;
    }
    foodInput.current?.focus();
  }

  const submit = form.handleSubmit((request) => {
    calculate.mutate(request, {
      onSuccess: (calculation) => {
        setCalculated({ request, calculation, mealId: crypto.randomUUID() });
        const warning = idealRangeToast(calculation);
        if (warning) toast.warning(warning);
      },
      onError: (error) => toast.error(calculationErrorMessage(error)),
    });
  }, showFirstError);

  function newQuery() {
    setCalculated(null);
    calculate.reset();
    foodInput.current?.focus();
  }

  const dailyLimit = usage.data?.limit ?? null;
  // The day's saves are used up: said before any calculation (calculating stays free), and kept
  // while a result is shown; a save refused meanwhile (another device) shows it too.
  const atLimit = dailyLimit !== null && usage.data?.remaining === 0;
  const showLimitNotice = limitHit || atLimit;

  return (
    <div className="space-y-6">
      {/* Above the form: on a phone the person reads it before choosing foods, not after calculating. */}
      {showLimitNotice ? <LimitNotice limit={dailyLimit ?? FREE_MEALS_PER_DAY} /> : null}
      {diaryTarget ? (
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Ao salvar, a refeição vai para o diário em <strong>{defaultSlotLabel(diaryTarget.slot)}</strong> do dia{' '}
          {formatShortDate(diaryTarget.date)}.
        </p>
      ) : null}

      <Card>
        <form
          noValidate
          aria-labelledby="planner-form-title"
          className="space-y-5"
          onSubmit={(event) => void submit(event)}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CardTitle id="planner-form-title">Monte sua refeição</CardTitle>
            {dailyLimit !== null && usage.data ? (
              <p className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
                {MEAL_LIMIT_TEXTS.usageLabel}{' '}
                <span className="font-semibold">
                  {usage.data.used}/{dailyLimit}
                </span>
              </p>
            ) : null}
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Tipo de refeição">
              {(control) => (
                <Select
                  {...control}
                  {...form.register('mealType', {
                    onChange: (event: { target: { value: string } }) => chooseMealType(event.target.value as MealType),
                  })}
                >
                  {MEAL_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {MEAL_TYPE_LABELS[type]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div ref={targetBox}>
              <Field label="Meta de calorias (kcal)" error={errors.targetCalories?.message}>
                {(control) => <NumberField {...control} control={form.control} name="targetCalories" integer />}
              </Field>
            </div>
          </div>

          <div className="space-y-2">
            <FoodCombobox
              value={query}
              onValueChange={(next) => {
                setQuery(next);
                setWeightless(null);
              }}
              suggestions={suggestions}
              onAdd={addFood}
              inputRef={foodInput}
              describedBy={duplicate || weightless || foodsError ? foodMessageId : undefined}
            />
            <p id={foodMessageId} role="alert" className="min-h-5 text-sm text-red-700">
              {duplicate
                ? PLANNER_MESSAGES.duplicateFood
                : weightless
                  ? PLANNER_API_MESSAGES.servingOnlyRecipe(weightless)
                  : (foodsError ?? '')}
            </p>
            <p role="status" className="text-sm text-amber-800 empty:hidden">
              {labelOnly ? labelOnlyMessage(labelOnly) : ''}
            </p>
            {/* A packaged food by its barcode (camera or typed digits): added by its catalogue name. */}
            <BarcodeScanButton
              onProduct={(product) => addFood(product.foodName)}
              onCorrect={(product) => requestUserFoodForm(prefillFromProduct(product))}
              onRegister={(barcode) => requestUserFoodForm({ barcode })}
            />
            <p className="text-sm text-slate-600">
              Não encontrou um alimento?{' '}
              <a
                href={`#${MY_FOODS_ANCHOR}`}
                className="font-medium text-emerald-700 underline-offset-4 hover:underline"
              >
                Cadastre em Meus alimentos
              </a>{' '}
              a partir do rótulo.
            </p>
          </div>

          {favorites.length > 0 ? (
            <div>
              <h3 className="text-sm font-medium text-slate-700">Favoritos</h3>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Alimentos favoritos">
                {favorites.map((food) => (
                  <li key={food}>
                    <button
                      type="button"
                      onClick={() => addFood(food)}
                      aria-label={`Adicionar ${food}`}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
                    >
                      <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden />
                      {food}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <div>
            <h3 className="text-sm font-medium text-slate-700">Alimentos da refeição</h3>
            {foods.length === 0 ? (
              <p className="mt-2 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
                Nenhum alimento adicionado. Digite um alimento acima e escolha uma sugestão.
              </p>
            ) : (
              <ul className="mt-2 space-y-2" aria-label="Alimentos da refeição">
                {foods.map((food) => {
                  const favorite = isFavorite(food);
                  return (
                    <li
                      key={food}
                      className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 py-1.5 pl-3.5 pr-1.5"
                    >
                      <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{food}</span>
                      {ownKeys.has(normalizeFoodText(food)) ? <MyFoodBadge /> : null}
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Favoritar ${food}`}
                        aria-pressed={favorite}
                        onClick={() => toggleFavorite(food)}
                      >
                        <Star
                          className={favorite ? 'size-5 fill-amber-400 text-amber-500' : 'size-5 text-slate-500'}
                          aria-hidden
                        />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remover ${food}`}
                        onClick={() => setFoodList(foods.filter((item) => item !== food))}
                      >
                        <X className="size-5" aria-hidden />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>

          <Button type="submit" size="lg" className="w-full" disabled={calculate.isPending || foods.length === 0}>
            {calculate.isPending ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
            ) : (
              <Calculator className="size-5" aria-hidden />
            )}
            {calculate.isPending ? 'Calculando...' : 'Calcular porções'}
          </Button>
        </form>
      </Card>

      {calculate.isPending ? (
        <Card aria-busy="true" className="flex items-center justify-center gap-3 py-10 text-slate-700">
          <LoaderCircle className="size-6 animate-spin text-emerald-700" aria-hidden />
          <p role="status">Calculando as porções com base na tabela TACO...</p>
        </Card>
      ) : calculated ? (
        <MealResults
          key={calculated.mealId}
          mealId={calculated.mealId}
          diaryTarget={diaryTarget}
          request={calculated.request}
          calculation={calculated.calculation}
          onSaved={() => setLimitHit(false)}
          onDailyLimit={() => setLimitHit(true)}
          onNewQuery={newQuery}
        />
      ) : null}
    </div>
  );
}
