import { describe, expect, test } from 'vitest';
import { MealGoalsSchema, OnboardingInputSchema, OnboardingResultSchema } from '../schemas/onboarding';
import {
  ACTIVITY_MULTIPLIERS,
  DEFAULT_MEAL_GOALS,
  activityMultiplier,
  adolescentEer,
  dailyCalorieGoal,
  dailyExpenditure,
  deficitRefusal,
  deficitRefusalMessage,
  energyFloor,
  harrisBenedictBmr,
  mealGoalsTotal,
  mifflinStJeorBmr,
  onboardingGoals,
  safeDailyRange,
  splitDailyTotal,
  tdee,
} from './energy';

test('activity multipliers are 1.2, 1.375, 1.55, 1.725 and 1.9, with 1.2 by default', () => {
  expect(ACTIVITY_MULTIPLIERS).toEqual({
    sedentary: 1.2,
    lightly_active: 1.375,
    moderately_active: 1.55,
    very_active: 1.725,
    extra_active: 1.9,
  });
  expect(activityMultiplier(null)).toBe(1.2);
  expect(activityMultiplier(undefined)).toBe(1.2);
});

test('revised Harris-Benedict BMR: male 80 kg 180 cm 30 y = 1853.632 kcal', () => {
  // 88.362 + 13.397·80 (1071.76) + 4.799·180 (863.82) − 5.677·30 (170.31)
  expect(harrisBenedictBmr({ weight: 80, height: 180, age: 30, gender: 'male' })).toBeCloseTo(1853.632, 6);
});

test('revised Harris-Benedict BMR: female 65 kg 165 cm 30 y = 1429.918 kcal', () => {
  // 447.593 + 9.247·65 (601.055) + 3.098·165 (511.17) − 4.33·30 (129.9)
  expect(harrisBenedictBmr({ weight: 65, height: 165, age: 30, gender: 'female' })).toBeCloseTo(1429.918, 6);
});

test('TDEE is BMR × the activity multiplier', () => {
  expect(tdee(1853.632, 'sedentary')).toBeCloseTo(2224.3584, 6);
  expect(tdee(1429.918, 'lightly_active')).toBeCloseTo(1966.13725, 6);
  expect(tdee(1000, 'extra_active')).toBeCloseTo(1900, 6);
  expect(tdee(1000, null)).toBeCloseTo(1200, 6);
});

test('Mifflin-St Jeor BMR: +5 for men, −161 for women', () => {
  // 10·80 + 6.25·180 − 5·30 + 5 = 800 + 1125 − 150 + 5
  expect(mifflinStJeorBmr({ weight: 80, height: 180, age: 30, gender: 'male' })).toBe(1780);
  // 10·65 + 6.25·165 − 5·30 − 161 = 650 + 1031.25 − 150 − 161
  expect(mifflinStJeorBmr({ weight: 65, height: 165, age: 30, gender: 'female' })).toBe(1370.25);
});

test('onboarding formula: male 80 kg 180 cm 30 y, sedentary, maintain → 1780 × 1.2 = 2136 → 2150', () => {
  const result = onboardingGoals({
    weight: 80,
    height: 180,
    age: 30,
    gender: 'male',
    activityLevel: 'sedentary',
    healthGoals: 'maintain',
  });
  // 27% of 2150 = 580.5 → 580; 37% = 795.5 → 800; the rest 190 over 2 snacks.
  expect(result).toMatchObject({
    totalDaily: 2150,
    breakfast: 580,
    lunch: 800,
    dinner: 580,
    snack: 95,
    snackQuantity: 2,
    source: 'formula',
  });
  expect(result.explanation).toContain('1.780 kcal × 1,2 (sedentário) = 2.136 kcal');
  expect(result.explanation).toContain('sem ajuste');
});

test('onboarding formula: female 65 kg 165 cm 30 y, lightly active, lose weight → 1884.09 − 500 → 1400', () => {
  const result = onboardingGoals({
    weight: 65,
    height: 165,
    age: 30,
    gender: 'female',
    activityLevel: 'lightly_active',
    healthGoals: 'lose_weight',
  });
  // 1370.25 × 1.375 = 1884.09; − 500 = 1384.09 → 1400; 378 → 380, 518 → 520, 378 → 380, rest 120.
  expect(result).toMatchObject({ totalDaily: 1400, breakfast: 380, lunch: 520, dinner: 380, snack: 60 });
  expect(result.explanation).toContain('10 × 65 kg + 6,25 × 165 cm − 5 × 30 anos − 161 = 1.370 kcal');
  expect(result.explanation).toContain('× 1,375 (levemente ativo) = 1.884 kcal');
  expect(result.explanation).toContain('− 500 kcal');
  expect(result.explanation).toContain('1.400 kcal por dia');
  expect(result.explanation).toContain('2 lanches de 60 kcal');
});

test('onboarding formula: male 70 kg 175 cm 25 y, moderately active, gain weight → 2594.31 + 400 → 3000', () => {
  // 700 + 1093.75 − 125 + 5 = 1673.75; × 1.55 = 2594.3125; + 400 = 2994.31 → 3000.
  expect(
    onboardingGoals({
      weight: 70,
      height: 175,
      age: 25,
      gender: 'male',
      activityLevel: 'moderately_active',
      healthGoals: 'gain_weight',
    }),
  ).toMatchObject({ totalDaily: 3000, breakfast: 810, lunch: 1110, dinner: 810, snack: 135, snackQuantity: 2 });
});

test('onboarding formula: female 55 kg 160 cm 40 y, very active, maintain → 1189 × 1.725 → 2050', () => {
  // 550 + 1000 − 200 − 161 = 1189; × 1.725 = 2051.03 → 2050; 553.5 → 550, 758.5 → 760.
  expect(
    onboardingGoals({
      weight: 55,
      height: 160,
      age: 40,
      gender: 'female',
      activityLevel: 'very_active',
      healthGoals: 'maintain',
    }),
  ).toMatchObject({ totalDaily: 2050, breakfast: 550, lunch: 760, dinner: 550, snack: 95 });
});

test('onboarding formula: male 90 kg 185 cm 22 y, extra active, maintain → 1951.25 × 1.9 → 3700', () => {
  // 900 + 1156.25 − 110 + 5 = 1951.25; × 1.9 = 3707.38 → 3700; 999 → 1000, 1369 → 1370.
  expect(
    onboardingGoals({
      weight: 90,
      height: 185,
      age: 22,
      gender: 'male',
      activityLevel: 'extra_active',
      healthGoals: 'maintain',
    }),
  ).toMatchObject({ totalDaily: 3700, breakfast: 1000, lunch: 1370, dinner: 1000, snack: 165 });
});

test('a computed total below the safety floor becomes 1200 kcal and says so', () => {
  // 300 + 625 − 600 − 161 = 164; × 1.2 = 196.8; − 500 → −300.
  const result = onboardingGoals({
    weight: 30,
    height: 100,
    age: 120,
    gender: 'female',
    activityLevel: 'sedentary',
    healthGoals: 'lose_weight',
  });
  expect(result).toMatchObject({ totalDaily: 1200, breakfast: 320, lunch: 440, dinner: 320, snack: 60 });
  expect(result.explanation).toContain('ajustada para 1.200 kcal');
});

test('a computed total above the safety ceiling becomes 5400 kcal', () => {
  const result = onboardingGoals({
    weight: 300,
    height: 250,
    age: 13,
    gender: 'male',
    activityLevel: 'extra_active',
    healthGoals: 'gain_weight',
  });
  expect(result.totalDaily).toBe(5400);
  expect(result.lunch).toBe(2000);
});

test('every split from 1200 to 5400 kcal adds up exactly and fits the profile bounds', () => {
  for (let total = 1200; total <= 5400; total += 50) {
    const goals = splitDailyTotal(total);
    expect(mealGoalsTotal(goals)).toBe(total);
    expect(MealGoalsSchema.safeParse(goals).success).toBe(true);
  }
});

test('every result of the formula is a valid onboarding result', () => {
  const input = OnboardingInputSchema.parse({
    weight: 72.5,
    height: 168,
    age: 45,
    gender: 'female',
    activityLevel: 'moderately_active',
    healthGoals: 'lose_weight',
  });
  const result = onboardingGoals(input);
  expect(OnboardingResultSchema.parse(result)).toEqual(result);
  expect(mealGoalsTotal(result)).toBe(result.totalDaily);
});

test('daily calorie goal = breakfast + lunch + dinner + snack × quantity', () => {
  expect(
    dailyCalorieGoal({
      breakfastCalories: 380,
      lunchCalories: 520,
      dinnerCalories: 380,
      snackCalories: 60,
      snackQuantity: 2,
    }),
  ).toBe(1400);
  expect(
    dailyCalorieGoal({
      breakfastCalories: DEFAULT_MEAL_GOALS.breakfast,
      lunchCalories: DEFAULT_MEAL_GOALS.lunch,
      dinnerCalories: DEFAULT_MEAL_GOALS.dinner,
      snackCalories: DEFAULT_MEAL_GOALS.snack,
      snackQuantity: DEFAULT_MEAL_GOALS.snackQuantity,
    }),
  ).toBe(1800);
});

test('daily calorie goal: missing meals count 0, a missing quantity counts 1, no profile is 2000', () => {
  expect(dailyCalorieGoal({ lunchCalories: 600, snackCalories: 150, snackQuantity: null })).toBe(750);
  expect(dailyCalorieGoal({ breakfastCalories: 400, snackCalories: 200, snackQuantity: 0 })).toBe(400);
  expect(dailyCalorieGoal({})).toBe(0);
  expect(dailyCalorieGoal(null)).toBe(2000);
  expect(dailyCalorieGoal(undefined)).toBe(2000);
});

test('onboarding input uses the step-1 messages for out-of-range values', () => {
  const base = {
    weight: 70,
    height: 170,
    age: 30,
    gender: 'male',
    activityLevel: 'sedentary',
    healthGoals: 'maintain',
  };
  const message = (override: object) =>
    OnboardingInputSchema.safeParse({ ...base, ...override }).error?.issues[0]?.message;
  expect(message({ weight: 29.9 })).toBe('Por favor, insira um peso válido (30-300 kg)');
  expect(message({ weight: 301 })).toBe('Por favor, insira um peso válido (30-300 kg)');
  expect(message({ height: 99 })).toBe('Por favor, insira uma altura válida (100-250 cm)');
  expect(message({ height: 251 })).toBe('Por favor, insira uma altura válida (100-250 cm)');
  expect(message({ age: 12 })).toBe('Por favor, insira uma idade válida (13-120 anos)');
  expect(message({ age: 121 })).toBe('Por favor, insira uma idade válida (13-120 anos)');
  expect(message({})).toBeUndefined();
});

describe('safe goals (docs/decisions/028-safe-goals.md)', () => {
  const girl = {
    weight: 40,
    height: 160,
    age: 14,
    gender: 'female',
    activityLevel: 'sedentary',
    healthGoals: 'lose_weight',
  } as const;

  test('IOM 2005 EER for 9–18 years: girl 14 y 40 kg 1,60 m sedentary = 1623.5 kcal', () => {
    // 135.3 − 30.8·14 + 1.0 × (10·40 + 934·1.60) + 25 = 135.3 − 431.2 + 1894.4 + 25
    expect(adolescentEer(girl)).toBeCloseTo(1623.5, 6);
    // Boy 16 y 60 kg 1,75 m active: 88.5 − 61.9·16 + 1.26 × (26.7·60 + 903·1.75) + 25
    expect(
      adolescentEer({ weight: 60, height: 175, age: 16, gender: 'male', activityLevel: 'moderately_active' }),
    ).toBeCloseTo(3132.735, 6);
    // Girl 15 y 50 kg 1,62 m very active: 135.3 − 462 + 1.56 × (500 + 1513.08) + 25 = 2838.7048
    expect(
      adolescentEer({ weight: 50, height: 162, age: 15, gender: 'female', activityLevel: 'very_active' }),
    ).toBeCloseTo(2838.7048, 6);
  });

  test('13–17 years use the EER, adults keep Mifflin-St Jeor × activity', () => {
    expect(dailyExpenditure(girl)).toBeCloseTo(1623.5, 6);
    expect(dailyExpenditure({ ...girl, age: 18 })).toBeCloseTo((400 + 1000 - 90 - 161) * 1.2, 6);
  });

  test('the 14-year-old girl of BMI 15.6 who picks "perder peso" gets no deficit: at least her EER', () => {
    expect(deficitRefusal(girl)).toBe('minor');
    const result = onboardingGoals(girl);
    expect(result.totalDaily).toBe(1650);
    expect(result.totalDaily).toBeGreaterThanOrEqual(adolescentEer(girl));
    expect(mealGoalsTotal(result)).toBe(1650);
    expect(result.explanation).toContain('equação do IOM para 9 a 18 anos');
    expect(result.explanation).not.toContain('Mifflin');
    expect(deficitRefusalMessage(girl)).toContain('menores de 18 anos');
    expect(deficitRefusalMessage(girl)).toContain('IMC (15,6)');
    expect(deficitRefusalMessage(girl)).toContain('OMS (2007)');
    expect(onboardingGoals({ ...girl, healthGoals: 'maintain' }).totalDaily).toBe(1650);
  });

  test('an adult with BMI 18.4 may not have a deficit; at 18.5 she may', () => {
    // 165 cm: 50.1 kg → 18.40 → 18.4; 50.4 kg → 18.51 → 18.5.
    const thin = { weight: 50.1, height: 165, age: 30, gender: 'female', activityLevel: 'sedentary' } as const;
    const normal = { ...thin, weight: 50.4 };
    expect(deficitRefusal(thin)).toBe('underweight');
    expect(deficitRefusalMessage(thin)).toContain('abaixo de 18,5');
    expect(deficitRefusal(normal)).toBeNull();
    expect(deficitRefusalMessage(normal)).toBeNull();
    // 18.4: (501 + 1031.25 − 150 − 161) × 1.2 = 1465.5 → no deficit: 1500.
    expect(onboardingGoals({ ...thin, healthGoals: 'lose_weight' }).totalDaily).toBe(1500);
    // 18.5: 1469.1 − 500 = 969.1 → floor max(1,200, BMR 1,224.25) → 1250.
    expect(onboardingGoals({ ...normal, healthGoals: 'lose_weight' }).totalDaily).toBe(1250);
  });

  test('one floor: adults never under 1,200 kcal (women) / 1,500 kcal (men) nor under the BMR', () => {
    const man = { weight: 60, height: 170, age: 60, gender: 'male', activityLevel: 'sedentary' } as const;
    // BMR 1367.5; × 1.2 − 500 = 1141 → 1500 for a man.
    expect(energyFloor(man)).toBe(1500);
    expect(onboardingGoals({ ...man, healthGoals: 'lose_weight' }).totalDaily).toBe(1500);
    // Sedentary woman 65 kg 165 cm 30 y: BMR 1370.25 > 1200, so 1644.3 − 500 = 1144.3 becomes 1400.
    const woman = { weight: 65, height: 165, age: 30, gender: 'female', activityLevel: 'sedentary' } as const;
    expect(energyFloor(woman)).toBe(1400);
    expect(onboardingGoals({ ...woman, healthGoals: 'lose_weight' }).totalDaily).toBe(1400);
    expect(safeDailyRange(woman)).toEqual({ min: 1400, max: 5400 });
    // The girl's floor is her expenditure: no deficit at all.
    expect(safeDailyRange(girl)).toEqual({ min: 1650, max: 5400 });
  });
});
