import type { FoodRecord } from '@prato/core/data/food-types';
import { getFoodById } from '@prato/core/data/foods';
import { POF_MEASURES_CITATION, TACO_CITATION } from '@prato/core/data/food-citations';
import { bmiCategory, calculateBmi } from '@prato/core/domain/bmi';
import type { ChatIntent, FoodAmount, Nutrient } from '@prato/core/domain/chat-intent';
import { normalizeChatText } from '@prato/core/domain/chat-intent';
import { findFoodName } from '@prato/core/domain/food-search';
import { pluralMeasureLabel } from '@prato/core/domain/household-measure';
import { IDEAL_MACRO_RANGES, KCAL_PER_GRAM, TARGET_MACRO_SPLIT } from '@prato/core/domain/meal-analysis';
import {
  FREE_AI_CALLS_PER_HOUR,
  FREE_HISTORY_ITEMS,
  FREE_MEALS_PER_DAY,
  type PlanDefinition,
} from '@prato/core/domain/plans';
import { solvePortions } from '@prato/core/domain/portion-solver';
import type { ActivityEntry } from '@prato/core/schemas/activity';
import type { ChatAnswerKind } from '@prato/core/schemas/chat';
import type { DayTotals } from '@prato/core/schemas/history';
import { CALORIE_TARGET_INPUT, MEAL_TYPE_LABELS, type MealType } from '@prato/core/schemas/planner';
import type { WeightEntry } from '@prato/core/schemas/weight';

/**
 * The local assistant (issue 11): pt-BR answers built only from facts — the user's rows and the
 * food table (TACO) with the app's own rules (portion solver, BMI, 40/30/30 split). Every number
 * in a reply comes from an argument or the food table; nothing is estimated here.
 */

export interface LocalAnswer {
  kind: ChatAnswerKind;
  reply: string;
  citations: string[];
}

const decimal1 = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
/** 1.234,5 → "1.234,5"; grams and kg with one decimal. */
export const fmt1 = (value: number) => decimal1.format(Math.round(value * 10) / 10);
/** Calories and millilitres: whole numbers. */
export const fmt0 = (value: number) => whole.format(Math.round(value));
const dateFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone });

const NUTRIENT_LABELS: Record<Exclude<Nutrient, 'calories'>, string> = {
  protein: 'proteína',
  carbs: 'carboidratos',
  fat: 'gordura',
  fiber: 'fibras',
};

const CAPABILITIES_TEXT = [
  'Posso responder, com os seus registros e a Tabela TACO:',
  '• quanto você comeu hoje ou nesta semana (calorias, proteína, carboidratos, gordura e fibras) e quanto falta para a meta;',
  '• as calorias e os nutrientes de um alimento ou porção (ex.: "quantas calorias tem 100 g de arroz?", "e 2 colheres de sopa de azeite?");',
  '• uma sugestão de porções para a próxima refeição, calculada para as calorias que restam;',
  '• seu peso, a tendência e o IMC; a água de hoje; suas atividades e calorias gastas;',
  '• suas metas por refeição e as regras do seu plano.',
].join('\n');

export function greetingAnswer(firstName: string | null): LocalAnswer {
  const hello = firstName ? `Olá, ${firstName}!` : 'Olá!';
  return {
    kind: 'greeting',
    reply: `${hello} Sou o assistente nutricional do Prato Certo.\n${CAPABILITIES_TEXT}`,
    citations: [],
  };
}

export function capabilitiesAnswer(): LocalAnswer {
  return { kind: 'capabilities', reply: CAPABILITIES_TEXT, citations: [] };
}

export function unknownAnswer(): LocalAnswer {
  return {
    kind: 'unknown',
    reply: [
      'Não sei responder isso com segurança, e prefiro não inventar. Também não dou diagnósticos nem orientações médicas: para isso, procure um médico ou nutricionista.',
      CAPABILITIES_TEXT,
    ].join('\n'),
    citations: [],
  };
}

/** Reference grams of a macro for a calorie goal, by the app's 40/30/30 split and 4/4/9 kcal per gram. */
export function macroReference(nutrient: 'protein' | 'carbs' | 'fat', calories: number): number {
  return (calories * TARGET_MACRO_SPLIT[nutrient]) / KCAL_PER_GRAM[nutrient];
}

const SPLIT_NOTE = 'Referência pela divisão 40% carboidratos / 30% proteína / 30% gordura do app.';

function nutrientValue(day: Pick<DayTotals, 'calories' | 'protein' | 'carbs' | 'fat' | 'fiber'>, nutrient: Nutrient) {
  return day[nutrient];
}

function macrosLine(day: Pick<DayTotals, 'protein' | 'carbs' | 'fat' | 'fiber'>): string {
  return `${fmt1(day.protein)} g de proteína, ${fmt1(day.carbs)} g de carboidratos, ${fmt1(day.fat)} g de gordura e ${fmt1(day.fiber)} g de fibras`;
}

const mealsCount = (count: number) => (count === 1 ? '1 refeição' : `${count} refeições`);

export function intakeTodayAnswer(today: DayTotals | null, goal: number, nutrient: Nutrient | null): LocalAnswer {
  if (!today || today.meals === 0)
    return {
      kind: 'intake_today',
      reply: `Você ainda não registrou nenhuma refeição hoje, então ainda comeu 0 kcal da sua meta de ${fmt0(goal)} kcal. Calcule e salve uma refeição em Planejar para eu acompanhar.`,
      citations: [],
    };
  if (nutrient === 'calories' || nutrient === null) {
    const lines = [
      `Hoje você comeu ${fmt0(today.calories)} kcal em ${mealsCount(today.meals)}, de uma meta de ${fmt0(goal)} kcal (${fmt0((today.calories / Math.max(goal, 1)) * 100)}%).`,
      `Nutrientes: ${macrosLine(today)}.`,
    ];
    return { kind: 'intake_today', reply: lines.join('\n'), citations: [] };
  }
  const value = nutrientValue(today, nutrient);
  const label = NUTRIENT_LABELS[nutrient];
  const lines = [`Hoje você comeu ${fmt1(value)} g de ${label} em ${mealsCount(today.meals)}.`];
  if (nutrient !== 'fiber') {
    const reference = macroReference(nutrient, goal);
    lines.push(
      `Para a sua meta de ${fmt0(goal)} kcal, a referência do dia é ${fmt0(reference)} g (${fmt0((value / Math.max(reference, 1)) * 100)}%). ${SPLIT_NOTE}`,
    );
  }
  return { kind: 'intake_today', reply: lines.join('\n'), citations: [] };
}

export function intakeWeekAnswer(days: readonly DayTotals[], goal: number, nutrient: Nutrient | null): LocalAnswer {
  const withMeals = days.filter((day) => day.meals > 0);
  if (withMeals.length === 0)
    return {
      kind: 'intake_week',
      reply:
        'Você não registrou refeições nos últimos 7 dias. Salve suas refeições em Planejar para eu acompanhar a semana.',
      citations: [],
    };
  const sum = withMeals.reduce(
    (total, day) => ({
      calories: total.calories + day.calories,
      protein: total.protein + day.protein,
      carbs: total.carbs + day.carbs,
      fat: total.fat + day.fat,
      fiber: total.fiber + day.fiber,
      meals: total.meals + day.meals,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, meals: 0 },
  );
  const n = withMeals.length;
  const daysText = n === 1 ? '1 dia' : `${n} dias`;
  const lines = [`Nos últimos 7 dias você registrou ${mealsCount(sum.meals)} em ${daysText}.`];
  if (nutrient === null || nutrient === 'calories') {
    lines.push(
      `Total: ${fmt0(sum.calories)} kcal; média de ${fmt0(sum.calories / n)} kcal por dia registrado (meta diária: ${fmt0(goal)} kcal).`,
      `Média por dia: ${macrosLine({ protein: sum.protein / n, carbs: sum.carbs / n, fat: sum.fat / n, fiber: sum.fiber / n })}.`,
    );
  } else {
    const label = NUTRIENT_LABELS[nutrient];
    lines.push(
      `Total: ${fmt1(sum[nutrient])} g de ${label}; média de ${fmt1(sum[nutrient] / n)} g por dia registrado.`,
    );
  }
  const formatDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  lines.push(...withMeals.map((day) => `• ${formatDay(day.date)}: ${fmt0(day.calories)} kcal`));
  return { kind: 'intake_week', reply: lines.join('\n'), citations: [] };
}

export function remainingAnswer(today: DayTotals | null, goal: number, nutrient: Nutrient | null): LocalAnswer {
  const eaten = today?.calories ?? 0;
  if (nutrient === 'protein' || nutrient === 'carbs' || nutrient === 'fat') {
    const reference = macroReference(nutrient, goal);
    const value = today?.[nutrient] ?? 0;
    const left = reference - value;
    const label = NUTRIENT_LABELS[nutrient];
    return {
      kind: 'remaining_today',
      reply:
        left > 0
          ? `Faltam ${fmt0(left)} g de ${label} para a referência de ${fmt0(reference)} g de hoje (você comeu ${fmt1(value)} g). ${SPLIT_NOTE}`
          : `Você já comeu ${fmt1(value)} g de ${label}, acima da referência de ${fmt0(reference)} g de hoje. ${SPLIT_NOTE}`,
      citations: [],
    };
  }
  const left = goal - eaten;
  return {
    kind: 'remaining_today',
    reply:
      left > 0
        ? `Você comeu ${fmt0(eaten)} kcal de ${fmt0(goal)} kcal hoje: ainda restam ${fmt0(left)} kcal.`
        : `Você comeu ${fmt0(eaten)} kcal hoje e passou ${fmt0(-left)} kcal da sua meta de ${fmt0(goal)} kcal.`,
    citations: [],
  };
}

/** The grams of an asked amount, with the words that describe it, or why it cannot be read. */
function gramsOf(
  food: FoodRecord,
  amount: FoodAmount | null,
): { grams: number; label: string; fromMeasure: boolean } | { error: string } {
  if (!amount) return { grams: 100, label: '100 g', fromMeasure: false };
  if (amount.type === 'grams')
    return { grams: amount.grams, label: `${fmt1(amount.grams)} ${amount.unit}`, fromMeasure: false };
  const unit = normalizeChatText(amount.unit);
  const measure =
    food.measures.find((m) => normalizeChatText(m.label) === unit) ??
    food.measures.find((m) => normalizeChatText(m.label).startsWith(unit)) ??
    (unit === 'unidade' && food.measures.length === 1 ? food.measures[0] : undefined);
  if (!measure) {
    const known = food.measures.map((m) => `${m.label} (${fmt0(m.grams)} g)`).join(', ');
    return { error: `Não tenho a medida "${amount.unit}" para ${food.name}. Medidas que conheço: ${known}.` };
  }
  const grams = amount.count * measure.grams;
  const count = amount.count === 0.5 ? 'meia' : fmt1(amount.count);
  const label = amount.count >= 2 ? pluralMeasureLabel(measure.label) : measure.label;
  return { grams, label: `${count} ${label} (${fmt1(grams)} g)`, fromMeasure: true };
}

/** The household measure shown as "a common portion": a whole unit when the food has one, else the one nearest 100 g. */
function typicalMeasure(food: FoodRecord) {
  const unit =
    food.measures.find((m) => /^unidade média/u.test(m.label)) ?? food.measures.find((m) => /^unidade/u.test(m.label));
  if (unit) return unit;
  return [...food.measures].sort((a, b) => Math.abs(a.grams - 100) - Math.abs(b.grams - 100))[0];
}

/** Citation of a food's composition: TACO, or the derived/other source the library names. */
export function compositionCitation(food: FoodRecord): string {
  return food.compositionSource ? `${TACO_CITATION}; ${food.compositionSource}` : TACO_CITATION;
}

export function foodCompositionAnswer(intent: Pick<ChatIntent, 'food' | 'amount' | 'nutrient'>): LocalAnswer {
  const food = intent.food ? getFoodById(intent.food.foodId) : undefined;
  if (!intent.food || !food)
    return {
      kind: 'food_composition',
      reply:
        'Não encontrei esse alimento na Tabela TACO. Tente o nome do dia a dia, por exemplo "arroz", "feijão", "frango grelhado" ou "banana".',
      citations: [],
    };
  const amount = gramsOf(food, intent.amount);
  const citations = [compositionCitation(food)];
  if ('error' in amount) return { kind: 'food_composition', reply: amount.error, citations };
  if (amount.fromMeasure && food.measureSource === 'pof') citations.push(POF_MEASURES_CITATION);
  const per = food.per100g;
  const factor = amount.grams / 100;
  const kcal = per.kcal * factor;
  const fiber = per.fiber === null ? 'fibras não medidas na TACO' : `${fmt1(per.fiber * factor)} g de fibras`;
  const lines = [
    `${amount.label} de ${intent.food.name} (${food.name}): ${fmt0(kcal)} kcal, ${fmt1(per.protein * factor)} g de proteína, ${fmt1(per.carbs * factor)} g de carboidratos, ${fmt1(per.fat * factor)} g de gordura e ${fiber}.`,
  ];
  if (intent.amount?.type === 'grams' && intent.amount.unit === 'ml')
    lines.push('Considerei 1 ml = 1 g (a TACO informa por 100 g).');
  if (!intent.amount) {
    const measure = typicalMeasure(food);
    if (measure) {
      lines.push(
        `Uma porção comum, ${measure.label} (${fmt0(measure.grams)} g), tem ${fmt0((per.kcal * measure.grams) / 100)} kcal.`,
      );
      if (food.measureSource === 'pof') citations.push(POF_MEASURES_CITATION);
    }
  }
  return { kind: 'food_composition', reply: lines.join('\n'), citations };
}

/** Everyday foods the suggestion combines for each meal (names of the food list). */
export const SUGGESTION_FOODS: Record<MealType, readonly string[]> = {
  breakfast: ['pão francês', 'ovo mexido', 'banana', 'café com leite'],
  lunch: ['arroz', 'feijão', 'frango grelhado', 'salada'],
  dinner: ['arroz', 'feijão', 'peixe', 'salada'],
  snack: ['iogurte', 'banana', 'aveia'],
};

/** The meal of the user's local hour when none is named. */
export function mealTypeAt(localHour: number): MealType {
  if (localHour < 10) return 'breakfast';
  if (localHour < 15) return 'lunch';
  if (localHour < 18) return 'snack';
  return 'dinner';
}

export function mealSuggestionAnswer(input: {
  mealType: MealType;
  mealGoal: number;
  goal: number;
  eaten: number;
}): LocalAnswer {
  const left = input.goal - input.eaten;
  const label = MEAL_TYPE_LABELS[input.mealType].toLowerCase();
  if (left < CALORIE_TARGET_INPUT.min)
    return {
      kind: 'meal_suggestion',
      reply: `Você já comeu ${fmt0(input.eaten)} kcal de ${fmt0(input.goal)} kcal hoje; ${left > 0 ? `restam só ${fmt0(left)} kcal` : 'a meta do dia já foi atingida'}, pouco para montar um(a) ${label}. Se tiver fome, prefira verduras e legumes, que têm poucas calorias.`,
      citations: [],
    };
  const target = Math.round(Math.min(input.mealGoal, left));
  const names = SUGGESTION_FOODS[input.mealType];
  const items = names.flatMap((name) => {
    const entry = findFoodName(name);
    const food = entry ? getFoodById(entry.foodId) : undefined;
    return food ? [{ name, food }] : [];
  });
  // Fewer foods when the solver cannot reach the energy with all of them (small targets).
  for (let count = items.length; count >= 1; count -= 1) {
    const result = solvePortions({ items: items.slice(0, count), targetCalories: target, mealType: input.mealType });
    if (!result.ok) continue;
    const calc = result.calculation;
    const lines = [
      `Sugestão de ${label} com ${fmt0(target)} kcal (${target < input.mealGoal ? `o que resta da sua meta de hoje` : `sua meta para esta refeição`}):`,
      ...calc.portions.map((p) => `• ${p.foodName}: ${p.homeMeasure} — ${fmt0(p.calories)} kcal`),
      `Total: ${fmt0(calc.totalCalories)} kcal, ${fmt1(calc.totalMacros.protein)} g de proteína, ${fmt1(calc.totalMacros.carbs)} g de carboidratos e ${fmt1(calc.totalMacros.fat)} g de gordura.`,
      'Para trocar os alimentos, use Planejar.',
    ];
    return { kind: 'meal_suggestion', reply: lines.join('\n'), citations: [TACO_CITATION, POF_MEASURES_CITATION] };
  }
  return {
    kind: 'meal_suggestion',
    reply: `Não consegui montar porções realistas para ${fmt0(target)} kcal com os alimentos de sempre. Tente escolher os alimentos em Planejar.`,
    citations: [],
  };
}

export function weightAnswer(entries: readonly WeightEntry[], heightCm: number | null, timeZone: string): LocalAnswer {
  const latest = entries[0];
  if (!latest)
    return {
      kind: 'weight',
      reply: 'Você ainda não registrou seu peso. Registre em Saúde e eu acompanho a tendência e o IMC.',
      citations: [],
    };
  const date = dateFormat(timeZone);
  const lines = [`Seu último peso é ${fmt1(latest.weight)} kg, em ${date.format(new Date(latest.measuredAt))}.`];
  const height = latest.height ?? heightCm;
  if (height) {
    const bmi = calculateBmi(latest.weight, height);
    lines.push(`IMC: ${fmt1(bmi)} (${bmiCategory(bmi).label}), com altura de ${fmt0(height)} cm.`);
  } else {
    lines.push('Informe sua altura no perfil para eu calcular o IMC.');
  }
  const oldest = entries[entries.length - 1];
  if (oldest && oldest !== latest) {
    const diff = latest.weight - oldest.weight;
    const since = date.format(new Date(oldest.measuredAt));
    const trend =
      Math.abs(diff) < 0.05
        ? 'seu peso ficou estável'
        : diff < 0
          ? `você perdeu ${fmt1(-diff)} kg`
          : `você ganhou ${fmt1(diff)} kg`;
    lines.push(`Desde ${since} (${entries.length} registros), ${trend}.`);
  } else {
    lines.push('Com mais registros eu mostro a tendência.');
  }
  return { kind: 'weight', reply: lines.join('\n'), citations: [] };
}

export function waterAnswer(progress: {
  consumedMl: number;
  goalMl: number;
  percentage: number;
  intakesCompleted: number;
  intakesTotal: number;
}): LocalAnswer {
  const left = progress.goalMl - progress.consumedMl;
  return {
    kind: 'water_today',
    reply: [
      `Hoje você bebeu ${fmt0(progress.consumedMl)} ml de água, ${fmt0(progress.percentage)}% da meta de ${fmt0(progress.goalMl)} ml (${progress.intakesCompleted} de ${progress.intakesTotal} lembretes).`,
      left > 0 ? `Faltam ${fmt0(left)} ml.` : 'Meta de água do dia atingida!',
    ].join(' '),
    citations: [],
  };
}

export function activitiesAnswer(entries: readonly ActivityEntry[], period: 'today' | 'week', timeZone: string) {
  const when = period === 'today' ? 'hoje' : 'nos últimos 7 dias';
  if (entries.length === 0)
    return {
      kind: 'activities' as const,
      reply: `Você não registrou atividades ${when}. Registre em Saúde e eu somo as calorias gastas.`,
      citations: [],
    };
  const burned = entries.reduce((total, entry) => total + (entry.caloriesBurned ?? 0), 0);
  const minutes = entries.reduce((total, entry) => total + entry.durationMinutes, 0);
  const date = dateFormat(timeZone);
  const lines = [
    `${when === 'hoje' ? 'Hoje' : 'Nos últimos 7 dias'} você registrou ${entries.length === 1 ? '1 atividade' : `${entries.length} atividades`}, ${fmt0(minutes)} min no total, com ${fmt0(burned)} kcal gastas.`,
    ...entries
      .slice(0, 5)
      .map(
        (entry) =>
          `• ${entry.activityType}: ${entry.durationMinutes} min${entry.caloriesBurned !== null ? `, ${fmt0(entry.caloriesBurned)} kcal` : ''} (${date.format(new Date(entry.performedAt))})`,
      ),
  ];
  return { kind: 'activities' as const, reply: lines.join('\n'), citations: [] };
}

export interface MealGoalsFacts {
  breakfast: number | null;
  lunch: number | null;
  dinner: number | null;
  snack: number | null;
  snackQuantity: number | null;
  daily: number;
}

export function goalsAnswer(goals: MealGoalsFacts): LocalAnswer {
  const parts = [
    goals.breakfast !== null ? `café da manhã ${fmt0(goals.breakfast)} kcal` : null,
    goals.lunch !== null ? `almoço ${fmt0(goals.lunch)} kcal` : null,
    goals.dinner !== null ? `jantar ${fmt0(goals.dinner)} kcal` : null,
    goals.snack !== null
      ? `${goals.snackQuantity ?? 1} lanche${(goals.snackQuantity ?? 1) === 1 ? '' : 's'} de ${fmt0(goals.snack)} kcal`
      : null,
  ].filter((part): part is string => part !== null);
  const lines = [
    parts.length > 0
      ? `Sua meta diária é ${fmt0(goals.daily)} kcal: ${parts.join(', ')}.`
      : `Você ainda não definiu metas por refeição; uso a meta diária de ${fmt0(goals.daily)} kcal. Defina suas metas em Saúde.`,
    `Pela divisão 40/30/30, isso dá cerca de ${fmt0(macroReference('carbs', goals.daily))} g de carboidratos, ${fmt0(macroReference('protein', goals.daily))} g de proteína e ${fmt0(macroReference('fat', goals.daily))} g de gordura por dia.`,
  ];
  return { kind: 'goals', reply: lines.join('\n'), citations: [] };
}

const percent = (value: number) => `${fmt0(value * 100)}%`;

export function planRulesAnswer(plan: PlanDefinition): LocalAnswer {
  return {
    kind: 'plan_rules',
    reply: [
      `Seu plano: ${plan.label}. ${plan.isPremium ? 'Você tem cálculos de porções e histórico ilimitados e o assistente nutricional.' : ''}`.trim(),
      `No Plano Gratuito: ${FREE_MEALS_PER_DAY} cálculos de porções por dia, histórico dos ${FREE_HISTORY_ITEMS} registros mais recentes, até ${FREE_AI_CALLS_PER_HOUR} usos de IA por hora e sem assistente. Os planos Premium liberam tudo isso.`,
      `As porções são calculadas a partir da Tabela TACO, com a divisão de ${percent(TARGET_MACRO_SPLIT.carbs)} das calorias em carboidratos, ${percent(TARGET_MACRO_SPLIT.protein)} em proteína e ${percent(TARGET_MACRO_SPLIT.fat)} em gordura.`,
      `Faixas ideais de uma refeição: proteína ${percent(IDEAL_MACRO_RANGES.protein.min)}–${percent(IDEAL_MACRO_RANGES.protein.max)}, carboidratos ${percent(IDEAL_MACRO_RANGES.carbs.min)}–${percent(IDEAL_MACRO_RANGES.carbs.max)} e gordura ${percent(IDEAL_MACRO_RANGES.fat.min)}–${percent(IDEAL_MACRO_RANGES.fat.max)} das calorias.`,
    ].join('\n'),
    citations: [],
  };
}
