import { roundTo } from './rounding';
import { formatKcal } from './format-number';
import {
  ONBOARDING_MESSAGES,
  type MealGoals,
  type OnboardingInput,
  type OnboardingResult,
} from '../schemas/onboarding';
import type { ActivityLevel, Gender, HealthGoal } from '../schemas/profile';
import { ADULT_AGE_YEARS, BMI_THRESHOLDS, bmiForAge, calculateBmi } from './bmi';

/** Formulas: activity multipliers (default 1.2). */
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

/** Onboarding fallback formula: daily adjustment per goal, in kcal. */
export const GOAL_CALORIE_ADJUSTMENT: Record<HealthGoal, number> = {
  lose_weight: -500,
  maintain: 0,
  gain_weight: 400,
};

/** The daily total is rounded to a multiple of 50 kcal. */
export const DAILY_TOTAL_ROUNDING = 50;
/** Per-meal values are rounded to 10 kcal (our choice; the product rules do not say), see `splitDailyTotal`. */
export const MEAL_ROUNDING = 10;
/** Split: breakfast 27%, lunch 37%, dinner 27%, the rest over 2 snacks. */
export const MEAL_SPLIT = { breakfast: 0.27, lunch: 0.37, dinner: 0.27 } as const;
export const ONBOARDING_SNACK_QUANTITY = 2;

/**
 * The lowest adult intake offered without supervision: 1,200 kcal for women and 1,500 kcal for men,
 * the lower ends of the weight-loss diets of the 2013 AHA/ACC/TOS guideline (Jensen MD et al.,
 * Circulation 2014;129(25 Suppl 2):S102–S138). See `energyFloor` for the full rule.
 */
export const ADULT_CALORIE_FLOOR: Record<Gender, number> = { female: 1200, male: 1500 };
/** The smallest floor of all: what a daily total can never be below, whoever the person is. */
export const MIN_DAILY_CALORIES = ADULT_CALORIE_FLOOR.female;
/** Above 5400 kcal lunch (37%) would exceed the profile's 2000 kcal per meal. */
export const MAX_DAILY_CALORIES = 5400;

/** Calorie goals: profile defaults and the goal used when there is no profile. */
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

/** Rounds up to a multiple of `step` (a floor rounded down would sit below itself). */
export function roundUpTo(value: number, step: number): number {
  return Math.ceil(value / step - 1e-9) * step;
}

/**
 * IOM physical-activity coefficients of the EER equations for 9–18 years (Institute of Medicine,
 * Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein,
 * and Amino Acids, National Academies Press 2005, ch. 5): sedentary, low active, active and very
 * active. Our two highest levels both map to "very active".
 */
export const ADOLESCENT_PA_COEFFICIENTS: Record<Gender, Record<ActivityLevel, number>> = {
  male: { sedentary: 1, lightly_active: 1.13, moderately_active: 1.26, very_active: 1.42, extra_active: 1.42 },
  female: { sedentary: 1, lightly_active: 1.16, moderately_active: 1.31, very_active: 1.56, extra_active: 1.56 },
};
/** The EER's energy deposited in growing tissue, 9–18 years (IOM 2005). */
export const ADOLESCENT_GROWTH_KCAL = 25;

/**
 * Estimated energy requirement of a 9–18-year-old (IOM 2005), kcal/day, unrounded. Adult equations
 * (Mifflin-St Jeor, Harris-Benedict) were fitted on adults and ignore growth:
 * boys 88.5 − 61.9·age + PA·(26.7·kg + 903·m) + 25; girls 135.3 − 30.8·age + PA·(10·kg + 934·m) + 25.
 */
export function adolescentEer(input: BodyData & { activityLevel: ActivityLevel }): number {
  const metres = input.height / 100;
  const pa = ADOLESCENT_PA_COEFFICIENTS[input.gender][input.activityLevel];
  return input.gender === 'female'
    ? 135.3 - 30.8 * input.age + pa * (10 * input.weight + 934 * metres) + ADOLESCENT_GROWTH_KCAL
    : 88.5 - 61.9 * input.age + pa * (26.7 * input.weight + 903 * metres) + ADOLESCENT_GROWTH_KCAL;
}

export const isMinor = (age: number) => age < ADULT_AGE_YEARS;

/** The person's daily energy expenditure: IOM EER under 18, Mifflin-St Jeor × activity from 18 on. */
export function dailyExpenditure(input: BodyData & { activityLevel: ActivityLevel }): number {
  return isMinor(input.age) ? adolescentEer(input) : mifflinStJeorBmr(input) * activityMultiplier(input.activityLevel);
}

export type DeficitRefusal = 'minor' | 'underweight';

/**
 * Who may not have a weight-loss goal: anyone under 18 (growth needs the energy; weight loss in
 * adolescence is a matter for a paediatrician or dietitian) and an adult whose BMI is under 18.5.
 */
export function deficitRefusal(person: BodyData): DeficitRefusal | null {
  if (isMinor(person.age)) return 'minor';
  return calculateBmi(person.weight, person.height) < BMI_THRESHOLDS.underweight ? 'underweight' : null;
}

/** The pt-BR reason shown by the API and the forms when a weight-loss goal is refused, or null. */
export function deficitRefusalMessage(person: BodyData): string | null {
  const refusal = deficitRefusal(person);
  if (refusal === 'underweight') return ONBOARDING_MESSAGES.noDeficitUnderweight;
  if (refusal !== 'minor') return null;
  const forAge = bmiForAge(person);
  const bmi = forAge
    ? ` Seu IMC (${new Intl.NumberFormat('pt-BR').format(forAge.bmi)}) está na faixa "${forAge.label.toLowerCase()}" pela referência da OMS (2007) para 5 a 19 anos.`
    : '';
  return `${ONBOARDING_MESSAGES.noDeficitMinor}${bmi}`;
}

/**
 * The one energy floor of every path (formula, AI, goals typed on the health form), rounded up to
 * 50 kcal: no deficit for whom `deficitRefusal` names (their expenditure), and for other adults
 * never under 1,200 kcal (women) / 1,500 kcal (men) nor under the resting energy (Mifflin-St Jeor BMR).
 */
export function energyFloor(input: BodyData & { activityLevel: ActivityLevel }): number {
  const floor = deficitRefusal(input)
    ? dailyExpenditure(input)
    : Math.max(ADULT_CALORIE_FLOOR[input.gender], mifflinStJeorBmr(input));
  return Math.min(roundUpTo(floor, DAILY_TOTAL_ROUNDING), MAX_DAILY_CALORIES);
}

/** The daily totals the app accepts for a person, from any path: [energy floor, 5400 kcal]. */
export function safeDailyRange(input: BodyData & { activityLevel: ActivityLevel }): { min: number; max: number } {
  return { min: energyFloor(input), max: MAX_DAILY_CALORIES };
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

/** The daily total is breakfast + lunch + dinner + snack × quantity. */
export function mealGoalsTotal(goals: MealGoals): number {
  return goals.breakfast + goals.lunch + goals.dinner + goals.snack * goals.snackQuantity;
}

const decimal = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }).format(value);

/**
 * Onboarding fallback: expenditure (Mifflin-St Jeor × activity; IOM EER under 18), goal
 * adjustment, rounded to 50, kept inside `safeDailyRange`, split 27/37/27 + 2 snacks. Whoever may
 * not have a deficit gets no deficit here, whatever goal is asked (the API refuses that goal first).
 */
export function onboardingGoals(input: OnboardingInput): OnboardingResult {
  const minor = isMinor(input.age);
  const bmr = mifflinStJeorBmr(input);
  const multiplier = activityMultiplier(input.activityLevel);
  const expenditure = dailyExpenditure(input);
  const adjustment = GOAL_CALORIE_ADJUSTMENT[input.healthGoals];
  const rounded = roundTo(expenditure + adjustment, DAILY_TOTAL_ROUNDING);
  const range = safeDailyRange(input);
  const totalDaily = Math.min(Math.max(rounded, range.min), range.max);
  const goals = splitDailyTotal(totalDaily);

  const constant = input.gender === 'female' ? '− 161' : '+ 5';
  const sign = adjustment < 0 ? '−' : '+';
  const lines = minor
    ? [
        `Gasto diário estimado para ${input.age} anos (equação do IOM para 9 a 18 anos, que inclui o crescimento): ${formatKcal(expenditure)}.`,
      ]
    : [
        `Taxa metabólica basal (Mifflin-St Jeor): 10 × ${decimal(input.weight)} kg + 6,25 × ${decimal(input.height)} cm − 5 × ${input.age} anos ${constant} = ${formatKcal(bmr)}.`,
        `Gasto diário: ${formatKcal(bmr)} × ${decimal(multiplier)} (${ACTIVITY_LEVEL_LABELS[input.activityLevel].toLowerCase()}) = ${formatKcal(expenditure)}.`,
      ];
  lines.push(
    `Objetivo (${HEALTH_GOAL_LABELS[input.healthGoals].toLowerCase()}): ${adjustment === 0 ? 'sem ajuste' : `${sign} ${Math.abs(adjustment)} kcal`}, arredondado para múltiplo de ${DAILY_TOTAL_ROUNDING}: ${formatKcal(rounded)} por dia.`,
  );
  if (totalDaily !== rounded) lines.push(`Por segurança, a meta foi ajustada para ${formatKcal(totalDaily)} por dia.`);
  lines.push(
    `Divisão: café da manhã 27% (${formatKcal(goals.breakfast)}), almoço 37% (${formatKcal(goals.lunch)}), jantar 27% (${formatKcal(goals.dinner)}) e o restante em ${goals.snackQuantity} lanches de ${formatKcal(goals.snack)}.`,
  );
  return { ...goals, totalDaily, explanation: lines.join('\n'), source: 'formula' };
}

/** The pt-BR reason a goal is refused (only "perder peso" ever is), or null when it is allowed. */
export function goalRefusal(input: BodyData & { healthGoals: HealthGoal }): string | null {
  return input.healthGoals === 'lose_weight' ? deficitRefusalMessage(input) : null;
}

/**
 * The one gate of both onboarding paths: a model's goals are kept only inside the formula's range
 * (`safeDailyRange`); otherwise the formula's goals replace them, with the reason. The formula's own
 * goals are already inside that range. Refusing a forbidden goal (`goalRefusal`) comes first.
 */
export function safeOnboardingGoals(input: OnboardingInput, proposal?: OnboardingResult): OnboardingResult {
  if (!proposal) return onboardingGoals(input);
  const range = safeDailyRange(input);
  if (proposal.totalDaily >= range.min && proposal.totalDaily <= range.max) return proposal;
  const formula = onboardingGoals(input);
  const note = ONBOARDING_MESSAGES.aiOutOfRange(proposal.totalDaily, range.min, range.max);
  return { ...formula, explanation: `${note}\n${formula.explanation}` };
}

export type MealGoalFields = {
  breakfastCalories?: number | null;
  lunchCalories?: number | null;
  dinnerCalories?: number | null;
  snackCalories?: number | null;
  snackQuantity?: number | null;
};

/** Breakfast + lunch + dinner + snack × quantity (missing values 0, quantity 1); 2000 without a profile. */
export function dailyCalorieGoal(profile: MealGoalFields | null | undefined): number {
  if (!profile) return DEFAULT_DAILY_CALORIE_GOAL;
  return (
    (profile.breakfastCalories ?? 0) +
    (profile.lunchCalories ?? 0) +
    (profile.dinnerCalories ?? 0) +
    (profile.snackCalories ?? 0) * (profile.snackQuantity ?? 1)
  );
}
