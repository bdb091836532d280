import { normalizeFoodText } from '@prato/core/domain/food-search';
import { TIMING } from '@prato/core/domain/timing';
import { FOOD_DATA_CITATION } from '@prato/core/schemas/foods';
import { PLANNER_MESSAGES, type MealCalculation, type MealCalculationRequest } from '@prato/core/schemas/planner';
import { USER_FOOD_MESSAGES } from '@prato/core/schemas/user-foods';
import { LoaderCircle, RotateCcw, Save } from '@/components/icons';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useProfile } from '@/api/profile';
import { MealNutrientBars } from '@/components/nutrients/meal-nutrients';
import { SaveAsRecipeButton } from '@/components/recipes/save-as-recipe-button';
import { targetPersonOf } from '@prato/core/domain/nutrient-targets';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { toastSubmitted } from '@/lib/submit-toast';
import { useUserFoods } from '../api/get-user-foods';
import { isDailyLimitError, useSaveMeal } from '../api/save-meal';
import type { DiaryTarget } from '../lib/diary-target';
import { editedMeal } from '../lib/meal-analysis';
import { MealSummary } from './meal-summary';
import { PortionCard } from './portion-card';

interface MealResultsProps {
  mealId: string;
  /** The diary slot and day it was planned for: saved there, and the diary of that day opens after. */
  diaryTarget?: DiaryTarget | null;
  request: MealCalculationRequest;
  calculation: MealCalculation;
  onSaved: () => void;
  /** The server refused the save: the day's planned meals are used up (free plan). */
  onDailyLimit: () => void;
  onNewQuery: () => void;
}

/** The calculated meal: editable portions, analysis, and the save / new-query actions. */
export function MealResults({
  mealId,
  diaryTarget = null,
  request,
  calculation,
  onSaved,
  onDailyLimit,
  onNewQuery,
}: MealResultsProps) {
  const navigate = useNavigate();
  const save = useSaveMeal();
  const [saved, setSaved] = useState(false);
  // Edited grams by portion index; rescaling always starts from the original result.
  const [grams, setGrams] = useState<Record<number, number>>({});
  const meal = useMemo(() => editedMeal(calculation, grams), [calculation, grams]);
  const profile = useProfile();
  const person = useMemo(() => targetPersonOf(profile.data), [profile.data]);
  // The citation names the other source when a food of the user's own (their label) is in the meal.
  const userFoods = useUserFoods();
  const ownFoodInMeal = useMemo(() => {
    const own = new Set((userFoods.data ?? []).map((food) => normalizeFoodText(food.name)));
    return calculation.portions.some((portion) => own.has(normalizeFoodText(portion.foodName)));
  }, [userFoods.data, calculation]);

  // A new result appears below the form, out of sight on a phone: bring it into view and move focus to
  // its title so a screen reader announces it (the toast alone read like a failure). A layout effect: the
  // focus moves as the result is drawn, not a frame later, when the user may already be in a field.
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    title.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    title.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    if (!saved) return;
    const next = diaryTarget ? paths.diary.getHref(diaryTarget.date) : paths.home.getHref();
    const timer = window.setTimeout(() => navigate(next), TIMING.saveMealRedirect);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, diaryTarget]);

  function onSave() {
    save.mutate(
      {
        id: mealId,
        mealType: request.mealType,
        portions: meal.portions,
        totalCalories: meal.totalCalories,
        totalMacros: meal.totalMacros,
        glycemicData: meal.glycemicData,
        foodItems: request.foods,
        ...(diaryTarget ?? {}),
      },
      {
        onSuccess: (result) => {
          toastSubmitted(result, PLANNER_MESSAGES.mealSaved);
          onSaved();
          setSaved(true);
        },
        onError: (error) => {
          if (isDailyLimitError(error)) {
            // The server's words (the limit, deleting a meal, Premium) and the notice with its link.
            toast.error(error.message);
            onDailyLimit();
          } else {
            toast.error(PLANNER_MESSAGES.mealSaveFailed);
          }
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <Card aria-labelledby="portions-title">
        <CardTitle id="portions-title" ref={title} tabIndex={-1} className="scroll-mt-20 focus:outline-none">
          Porções calculadas
        </CardTitle>
        <p className="mt-1 text-sm text-slate-600">
          Ajuste os gramas de qualquer alimento: calorias, macros e índice glicêmico são recalculados.
        </p>
        <ul className="mt-4 space-y-3">
          {calculation.portions.map((original, index) => (
            <PortionCard
              key={`${index}-${original.foodName}`}
              portion={meal.portions[index] ?? original}
              onGramsChange={(value) => setGrams((current) => ({ ...current, [index]: value }))}
            />
          ))}
        </ul>
        <p className="mt-4 text-xs text-slate-600">
          {FOOD_DATA_CITATION}
          {ownFoodInMeal ? ` · ${USER_FOOD_MESSAGES.title}: ${USER_FOOD_MESSAGES.source.toLowerCase()}` : ''}
        </p>
      </Card>

      <MealSummary
        targetCalories={request.targetCalories}
        totalCalories={meal.totalCalories}
        totalMacros={meal.totalMacros}
        fiberComplete={meal.fiberComplete}
        glycemicData={meal.glycemicData}
      />

      <Card aria-labelledby="meal-nutrients-title">
        <CardTitle id="meal-nutrients-title">Nutrientes da refeição</CardTitle>
        <div className="mt-3">
          <MealNutrientBars portions={meal.portions} person={person} />
        </div>
      </Card>

      {calculation.suggestions.length > 0 ? (
        <Card aria-labelledby="suggestions-title">
          <CardTitle id="suggestions-title">Sugestões</CardTitle>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {calculation.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </Card>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row">
        {/* sm:flex-1 only: in the phone's column, flex-1 (basis 0) squeezed the buttons to their text height. */}
        <Button size="lg" className="sm:flex-1" onClick={onSave} disabled={save.isPending || saved}>
          {save.isPending ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Save className="size-5" aria-hidden />
          )}
          Salvar Refeição
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="sm:flex-1"
          onClick={onNewQuery}
          disabled={save.isPending || saved}
        >
          <RotateCcw className="size-5" aria-hidden />
          Nova Consulta
        </Button>
        <SaveAsRecipeButton size="lg" className="sm:flex-1" portions={meal.portions} />
      </div>
    </div>
  );
}
