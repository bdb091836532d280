import type { MealGoals, OnboardingInput, OnboardingResult } from '../schemas/onboarding';
import type { ActivityLevel, Gender, HealthGoal } from '../schemas/profile';

/** Spec §9 Formulas: activity multipliers (default 1.2). */
export const ACTIVITY_MULTIPLIERS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extra_active: 1.9,
};
export const DEFAULT_ACTIVITY_MULTIPLIER = 1.2;

export const ACTIVITY_LEVEL_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Sedentário',
  lightly_active: 'Levemente ativo',
  moderately_active: 'Moderadamente ativo',
  very_active: 'Muito ativo',
  extra_active: 'Extremamente ativo',
};

export const HEALTH_GOAL_LABELS: Record<HealthGoal, string> = {
  lose_weight: 'Perder peso',
  maintain: 'Manter peso',
  gain_weight: 'Ganhar peso',
};

/** Spec §9 onboarding fallback formula: daily adjustment per goal, in kcal. */
export const GOAL_CALORIE_ADJUSTMENT: Record<HealthGoal, number> = {
  lose_weight: -500,
  maintain: 0,
  gain_weight: 400,
};

/** Spec §9: the daily total is rounded to a multiple of 50 kcal. */
export const DAILY_TOTAL_ROUNDING = 50;
/** Per-meal values are rounded to 10 kcal (our choice; the spec does not say), see `splitDailyTotal`. */
export const MEAL_ROUNDING = 10;
/** Spec §9 split: breakfast 27%, lunch 37%, dinner 27%, the rest over 2 snacks. */
export const MEAL_SPLIT = { breakfast: 0.27, lunch: 0.37, dinner: 0.27 } as const;
export const ONBOARDING_SNACK_QUANTITY = 2;

/**
 * Safety bounds for a computed daily total (not in the spec): below 1200 kcal a diet needs
 * supervision, and above 5400 kcal lunch (37%) would exceed the profile's 2000 kcal per meal.
 */
export const MIN_DAILY_CALORIES = 1200;
export const MAX_DAILY_CALORIES = 5400;

/** Spec §9 Calorie goals: profile defaults and the goal used when there is no profile. */
export const DEFAULT_MEAL_GOALS: MealGoals = {
  breakfast: 400,
  lunch: 600,
  dinner: 600,
  snack: 200,
  snackQuantity: 1,
};
export const DEFAULT_DAILY_CALORIE_GOAL = 2000;

export interface BodyData {
  weight: number;
  height: number;
  age: number;
  gender: Gender;
}

export function activityMultiplier(level: ActivityLevel | null | undefined): number {
  return level ? ACTIVITY_MULTIPLIERS[level] : DEFAULT_ACTIVITY_MULTIPLIER;
}

/** Revised Harris-Benedict basal metabolic rate (kcal/day), unrounded. */
export function harrisBenedictBmr({ weight, height, age, gender }: BodyData): number {
  return gender === 'female'
    ? 447.593 + 9.247 * weight + 3.098 * height - 4.33 * age
    : 88.362 + 13.397 * weight + 4.799 * height - 5.677 * age;
}

/** Total daily energy expenditure = BMR × activity multiplier, unrounded. */
export function tdee(bmr: number, level: ActivityLevel | null | undefined): number {
  return bmr * activityMultiplier(level);
}

/** Mifflin-St Jeor basal metabolic rate (kcal/day): 10·kg + 6.25·cm − 5·age, +5 male / −161 female. */
export function mifflinStJeorBmr({ weight, height, age, gender }: BodyData): number {
  return 10 * weight + 6.25 * height - 5 * age + (gender === 'female' ? -161 : 5);
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/**
 * Splits a daily total (a multiple of 50) into meals: breakfast, lunch and dinner are their share
 * rounded to 10 kcal; what is left is divided over 2 snacks. Because every part is a multiple of 10
 * and the total a multiple of 50, the rest is even, so breakfast + lunch + dinner + snack × 2
 * equals the total exactly.
 */
export function splitDailyTotal(totalDaily: number): MealGoals {
  const breakfast = roundTo(totalDaily * MEAL_SPLIT.breakfast, MEAL_ROUNDING);
  const lunch = roundTo(totalDaily * MEAL_SPLIT.lunch, MEAL_ROUNDING);
  const dinner = roundTo(totalDaily * MEAL_SPLIT.dinner, MEAL_ROUNDING);
  const snack = (totalDaily - breakfast - lunch - dinner) / ONBOARDING_SNACK_QUANTITY;
  return { breakfast, lunch, dinner, snack, snackQuantity: ONBOARDING_SNACK_QUANTITY };
}

/** Spec §4: the daily total is breakfast + lunch + dinner + snack × quantity. */
export function mealGoalsTotal(goals: MealGoals): number {
  return goals.breakfast + goals.lunch + goals.dinner + goals.snack * goals.snackQuantity;
}

const kcal = (value: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(value)} kcal`;
const decimal = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }).format(value);

/** Spec §9 onboarding fallback: Mifflin-St Jeor × activity, goal adjustment, rounded to 50, split 27/37/27 + 2 snacks. */
export function onboardingGoals(input: OnboardingInput): OnboardingResult {
  const bmr = mifflinStJeorBmr(input);
  const multiplier = activityMultiplier(input.activityLevel);
  const expenditure = bmr * multiplier;
  const adjustment = GOAL_CALORIE_ADJUSTMENT[input.healthGoals];
  const rounded = roundTo(expenditure + adjustment, DAILY_TOTAL_ROUNDING);
  const totalDaily = Math.min(Math.max(rounded, MIN_DAILY_CALORIES), MAX_DAILY_CALORIES);
  const goals = splitDailyTotal(totalDaily);

  const constant = input.gender === 'female' ? '− 161' : '+ 5';
  const sign = adjustment < 0 ? '−' : '+';
  const lines = [
    `Taxa metabólica basal (Mifflin-St Jeor): 10 × ${decimal(input.weight)} kg + 6,25 × ${decimal(input.height)} cm − 5 × ${input.age} anos ${constant} = ${kcal(bmr)}.`,
    `Gasto diário: ${kcal(bmr)} × ${decimal(multiplier)} (${ACTIVITY_LEVEL_LABELS[input.activityLevel].toLowerCase()}) = ${kcal(expenditure)}.`,
    `Objetivo (${HEALTH_GOAL_LABELS[input.healthGoals].toLowerCase()}): ${adjustment === 0 ? 'sem ajuste' : `${sign} ${Math.abs(adjustment)} kcal`}, arredondado para múltiplo de ${DAILY_TOTAL_ROUNDING}: ${kcal(rounded)} por dia.`,
  ];
  if (totalDaily !== rounded) lines.push(`Por segurança, a meta foi ajustada para ${kcal(totalDaily)} por dia.`);
  lines.push(
    `Divisão: café da manhã 27% (${kcal(goals.breakfast)}), almoço 37% (${kcal(goals.lunch)}), jantar 27% (${kcal(goals.dinner)}) e o restante em ${goals.snackQuantity} lanches de ${kcal(goals.snack)}.`,
  );
  return { ...goals, totalDaily, explanation: lines.join('\n'), source: 'formula' };
}

type MealGoalFields = {
  breakfastCalories?: number | null;
  lunchCalories?: number | null;
  dinnerCalories?: number | null;
  snackCalories?: number | null;
  snackQuantity?: number | null;
};

/** Spec §9: breakfast + lunch + dinner + snack × quantity (missing values 0, quantity 1); 2000 without a profile. */
export function dailyCalorieGoal(profile: MealGoalFields | null | undefined): number {
  if (!profile) return DEFAULT_DAILY_CALORIE_GOAL;
  return (
    (profile.breakfastCalories ?? 0) +
    (profile.lunchCalories ?? 0) +
    (profile.dinnerCalories ?? 0) +
    (profile.snackCalories ?? 0) * (profile.snackQuantity ?? 1)
  );
}
