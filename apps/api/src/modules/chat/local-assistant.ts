import type { NutrientId } from '@prato/core/domain/nutrients';
import { SODIUM_LIMIT_MG } from '@prato/core/domain/nutrient-targets';
import { round1 } from '@prato/core/domain/rounding';
import { amountUnitOf } from '@prato/core/domain/amount-unit';
import { formatInteger, formatOneDecimal } from '@prato/core/domain/format-number';
import { labelOnlyMessage, type LabelOnlyFood } from '@prato/core/domain/label-only-foods';
import type { FoodKind, FoodRecord } from '@prato/core/data/food-types';
import { foodSource } from '@prato/core/data/food-source';
import { LIBRARY_CATALOG, type FoodCatalog } from '@prato/core/data/food-catalog';
import { POF_MEASURES_CITATION, TACO_CITATION } from '@prato/core/data/food-citations';
import { bmiCategory, calculateBmi } from '@prato/core/domain/bmi';
import {
  DIET_RESTRICTIONS,
  type ChatIntent,
  type Diet,
  type FoodAmount,
  type FoodRestriction,
  type MealRequest,
  type Nutrient,
  normalizeChatText,
} from '@prato/core/domain/chat-intent';
import { pluralMeasureLabel } from '@prato/core/domain/household-measure';
import { macrosFrom, sumMacroTotals, type Macros, type MacroTotals } from '@prato/core/domain/macros';
import { IDEAL_MACRO_RANGES, KCAL_PER_GRAM, TARGET_MACRO_SPLIT } from '@prato/core/domain/meal-analysis';
import {
  FREE_REQUESTS_PER_HOUR,
  FREE_HISTORY_ITEMS,
  FREE_MEALS_PER_DAY,
  MEAL_LIMIT_TEXTS,
  type PlanDefinition,
} from '@prato/core/domain/plans';
import { HYDRATION_DEFAULTS, suggestedDailyGoalMl } from '@prato/core/domain/hydration';
import { solvePortions } from '@prato/core/domain/portion-solver';
import type { ActivityEntry } from '@prato/core/schemas/activity';
import type { ChatAnswerKind } from '@prato/core/schemas/chat';
import { RECIPE_MESSAGES } from '@prato/core/schemas/recipes';
import type { DayTotals } from '@prato/core/schemas/history';
import type { ActivityLevel } from '@prato/core/schemas/profile';
import {
  CALORIE_TARGET_INPUT,
  MEAL_TYPE_LABELS,
  type MealCalculation,
  type MealType,
} from '@prato/core/schemas/planner';
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

/** 1.234,5 → "1.234,5"; grams and kg with one decimal. */
export const fmt1 = (value: number) => formatOneDecimal(round1(value));
/** Calories and millilitres: whole numbers. */
export const fmt0 = (value: number) => formatInteger(Math.round(value));

/** Sodium only: its limit is the same for everyone, so a food's share of it needs no profile. */
export const sodiumShare = (id: NutrientId, amount: number): string =>
  id === 'sodium' ? ` (${fmt0((amount / SODIUM_LIMIT_MG) * 100)}% do limite diário de 2.000 mg da OMS)` : '';
/** 0.305 → "31%". */
const percent = (value: number) => `${fmt0(value * 100)}%`;
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
  '• minerais e vitaminas do seu dia e dos alimentos, com a meta diária (ex.: "quanto de sódio comi hoje?", "quanto ferro tem o feijão?");',
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

function nutrientValue(day: MacroTotals, nutrient: Nutrient) {
  return day[nutrient];
}

function macrosLine(day: Macros): string {
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
  const sum = { ...sumMacroTotals(withMeals), meals: withMeals.reduce((total, day) => total + day.meals, 0) };
  const n = withMeals.length;
  const daysText = n === 1 ? '1 dia' : `${n} dias`;
  const lines = [`Nos últimos 7 dias você registrou ${mealsCount(sum.meals)} em ${daysText}.`];
  if (nutrient === null || nutrient === 'calories') {
    lines.push(
      `Total: ${fmt0(sum.calories)} kcal; média de ${fmt0(sum.calories / n)} kcal por dia registrado (meta diária: ${fmt0(goal)} kcal).`,
      `Média por dia: ${macrosLine(macrosFrom((id) => sum[id] / n))}.`,
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
export function gramsOf(
  food: FoodRecord,
  amount: FoodAmount | null,
): { grams: number; label: string; fromMeasure: boolean } | { error: string } {
  // A recipe without its cooked weight has servings, not grams (its grams are its raw ingredients').
  const serving = food.servingOnly ? food.measures[0] : undefined;
  if (serving && amount?.type !== 'measure') {
    if (amount) return { error: RECIPE_MESSAGES.servingOnlyIngredient(food.name) };
    return { grams: serving.grams, label: `1 ${serving.label}`, fromMeasure: true };
  }
  // Without an amount, the table's basis: 100 g, or 100 ml of a drink (1 ml = 1 g, as everywhere).
  if (!amount) return { grams: 100, label: `100 ${amountUnitOf(food)}`, fromMeasure: false };
  if (amount.type === 'grams')
    return { grams: amount.grams, label: `${fmt1(amount.grams)} ${amount.unit}`, fromMeasure: false };
  const unit = normalizeChatText(amount.unit);
  const measure =
    food.measures.find((m) => normalizeChatText(m.label) === unit) ??
    food.measures.find((m) => normalizeChatText(m.label).startsWith(unit)) ??
    (unit === 'unidade' && food.measures.length === 1 ? food.measures[0] : undefined);
  // A drink's measures read in millilitres (1 ml = 1 g), as everywhere in the app.
  const shownIn = amountUnitOf(food);
  if (!measure) {
    const known = food.measures.map((m) => (serving ? m.label : `${m.label} (${fmt0(m.grams)} ${shownIn})`)).join(', ');
    return { error: `Não tenho a medida "${amount.unit}" para ${food.name}. Medidas que conheço: ${known}.` };
  }
  const grams = amount.count * measure.grams;
  const count = amount.count === 0.5 ? 'meia' : fmt1(amount.count);
  const label = amount.count >= 2 ? pluralMeasureLabel(measure.label) : measure.label;
  if (serving) return { grams, label: `${count} ${label}`, fromMeasure: true };
  return { grams, label: `${count} ${label} (${fmt1(grams)} ${shownIn})`, fromMeasure: true };
}

/** The household measure shown as "a common portion": a whole unit when the food has one, else the one nearest 100 g. */
export function typicalMeasure(food: FoodRecord) {
  const unit =
    food.measures.find((m) => /^unidade média/u.test(m.label)) ?? food.measures.find((m) => /^unidade/u.test(m.label));
  if (unit) return unit;
  return [...food.measures].sort((a, b) => Math.abs(a.grams - 100) - Math.abs(b.grams - 100))[0];
}

/**
 * What an answer about an amount of a food adds: that 1 ml was taken as 1 g, and without an amount the
 * food's common portion with `valueOf(grams)` ("139 kcal", "45 mg de cálcio"). The POF measures'
 * citation is added once when that portion is one of theirs.
 */
export function portionNotes(
  food: FoodRecord,
  amount: ChatIntent['amount'],
  valueOf: (grams: number) => string,
  citations: string[],
): string[] {
  const notes: string[] = [];
  if (amount?.type === 'grams' && amount.unit === 'ml')
    notes.push('Considerei 1 ml = 1 g (a tabela informa por 100 g).');
  // A recipe without its cooked weight was answered by its serving already (gramsOf).
  const measure = amount || food.servingOnly ? undefined : typicalMeasure(food);
  if (measure) {
    notes.push(
      `Uma porção comum, ${measure.label} (${fmt0(measure.grams)} ${amountUnitOf(food)}), tem ${valueOf(measure.grams)}.`,
    );
    if (food.measureSource === 'pof' && !citations.includes(POF_MEASURES_CITATION))
      citations.push(POF_MEASURES_CITATION);
  }
  return notes;
}

/** Citation of a food's composition: TACO, or the derived/other source the library names. */
/**
 * Where a food's numbers come from: TACO (with what filled or transformed its row), or only the other
 * table for a food TACO does not have (IBGE's foods as consumed, USDA's).
 */
export function compositionCitation(food: FoodRecord): string {
  // A person's own food: its label, nothing of TACO.
  if (foodSource(food) === 'user-label' && food.compositionSource) return food.compositionSource;
  const notFromTaco = foodSource(food) === 'ibge-pof' || (foodSource(food) === 'usda' && food.id > TACO_LAST_ID);
  if (food.compositionSource && notFromTaco) return food.compositionSource;
  return food.compositionSource ? `${TACO_CITATION}; ${food.compositionSource}` : TACO_CITATION;
}

/** Whey, iogurte grego: no table's number, the label's (label-only-foods.ts). */
export function labelOnlyAnswer(food: LabelOnlyFood): LocalAnswer {
  return { kind: 'food_composition', reply: labelOnlyMessage(food), citations: [] };
}

/** TACO's own foods are ids 1–597; the library's other foods start at 1001. */
const TACO_LAST_ID = 597;

/** `catalog`: the person's (their own foods, negative ids, then the library); the library alone without one. */
export function foodCompositionAnswer(
  intent: Pick<ChatIntent, 'food' | 'amount' | 'nutrient' | 'labelOnly'>,
  catalog: Pick<FoodCatalog, 'byId'> = LIBRARY_CATALOG,
): LocalAnswer {
  if (intent.labelOnly) return labelOnlyAnswer(intent.labelOnly);
  const food = intent.food ? catalog.byId(intent.food.foodId) : undefined;
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
  lines.push(...portionNotes(food, intent.amount, (grams) => `${fmt0((per.kcal * grams) / 100)} kcal`, citations));
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

/**
 * The part a food plays in a plate. A food the person asks for takes the place of the plate's food
 * of the same part ("jantar com frango": chicken instead of the fish); a food left out is replaced by
 * the first substitute of its part that fits the request, or just dropped (beans, salad).
 */
type PlatePart = 'starch' | 'legume' | 'protein' | 'vegetable' | 'fruit' | 'milk' | 'fat' | 'extra';
const PART_OF_KIND: Record<FoodKind, PlatePart> = {
  grain: 'starch',
  bread: 'starch',
  tuber: 'starch',
  legume: 'legume',
  meat: 'protein',
  fish: 'protein',
  egg: 'protein',
  dairy: 'milk',
  cheese: 'extra',
  leafy: 'vegetable',
  vegetable: 'vegetable',
  fruit: 'fruit',
  oil: 'fat',
  nut: 'fat',
  sugar: 'extra',
  beverage: 'extra',
  other: 'extra',
  // A prepared dish (lasanha, moqueca) is the plate's main course: it takes the starch's place.
  dish: 'starch',
};
type MealSize = 'main' | 'light';
const sizeOf = (mealType: MealType): MealSize => (mealType === 'lunch' || mealType === 'dinner' ? 'main' : 'light');
const SUBSTITUTES: Record<MealSize, Partial<Record<PlatePart, readonly string[]>>> = {
  main: { starch: ['arroz', 'batata doce', 'mandioca'], protein: ['ovo cozido', 'tofu', 'grão de bico'] },
  light: {
    starch: ['cuscuz', 'tapioca', 'batata doce'],
    protein: ['ovo cozido', 'queijo minas', 'tofu'],
    fruit: ['mamão', 'maçã'],
    milk: ['café', 'leite de soja'],
  },
};
/**
 * Sources a dietitian adds when the plate's foods cannot reach a macro's share: fat (the planner's own
 * advice, "azeite, castanhas ou abacate"; nuts for light meals) and protein (eggs, tofu, white cheese).
 */
const FILL_SOURCES: Record<'fat' | 'protein', Record<MealSize, readonly string[]>> = {
  fat: { main: ['azeite', 'castanha'], light: ['castanha'] },
  protein: { main: ['ovo cozido', 'tofu'], light: ['queijo minas'] },
};

/**
 * Which foods each restriction leaves out, from the food's kind and its TACO name (normalised); a
 * recipe or cooked form also by its ingredients. Gluten: wheat, rye, barley and oats, the grains the
 * Brazilian label law (Lei 10.674/2003) marks "contém glúten"; pão de queijo and polvilho are cassava.
 */
const RESTRICTED: Record<FoodRestriction, (food: FoodRecord, name: string) => boolean> = {
  meat: (food, name) =>
    food.kind === 'meat' ||
    /\b(carnes?|frango|bacon|linguica|presunto|salsicha|mortadela|salame|toucinho|peru|porco|feijoada|tropeiro|carreteiro|bolognesa|yakisoba|virado|charuto|caldo de)\b/u.test(
      name,
    ),
  red_meat: (food, name) =>
    RESTRICTED.meat(food, name) && !/\b(frango|galinha|peru)\b/u.test(name) && food.kind !== 'fish',
  fish: (food, name) =>
    food.kind === 'fish' ||
    /\b(peixe|atum|sardinha|bacalhau|camarao|salmao|tilapia|merluza|pescada|caranguejo|acaraje|vatapa|tacaca|cuscuz paulista)\b/u.test(
      name,
    ),
  egg: (food, name) => food.kind === 'egg' || /\b(ovos?|omelete|maionese|bolo|panqueca|tropeiro|virado)\b/u.test(name),
  dairy: (food, name) =>
    !/\b(soja|leite de coco)\b/u.test(name) &&
    (food.kind === 'dairy' ||
      food.kind === 'cheese' ||
      /\b(leite|queijo|iogurte|manteiga|requeijao|creme de leite|chantilly|lactea|bolo|capuccino|pudim)\b/u.test(name)),
  gluten: (_food, name) =>
    !/\b(pao de queijo|polvilho)\b/u.test(name) &&
    /\b(trigo|centeio|cevada|aveia|malte|pao|paes|macarrao|lasanha|biscoito|bolo|torrada|pastel|coxinha|empada|quibe|croquete|milanesa|rosca|cerveja|yakisoba|bolognesa|tabule|vatapa|misto)\b/u.test(
      name,
    ),
};

function violates(food: FoodRecord, restriction: FoodRestriction): boolean {
  if (RESTRICTED[restriction](food, normalizeChatText(food.name))) return true;
  const parts = !food.derivation
    ? []
    : food.derivation.method === 'yield'
      ? [food.derivation.from]
      : food.derivation.ingredients.map((ingredient) => ingredient.foodId);
  return parts.some((id) => {
    const part = LIBRARY_CATALOG.byId(id);
    return part !== undefined && violates(part, restriction);
  });
}

/** How the reply names each restriction and why a food asked for was left out. */
const RESTRICTION_TEXT: Record<FoodRestriction, { label: string; why: string }> = {
  meat: { label: 'sem carne', why: 'tem carne' },
  red_meat: { label: 'sem carne vermelha', why: 'é carne vermelha' },
  fish: { label: 'sem peixe', why: 'tem peixe ou frutos do mar' },
  egg: { label: 'sem ovo', why: 'tem ovo' },
  dairy: { label: 'sem leite e derivados', why: 'tem leite ou derivados' },
  gluten: { label: 'sem glúten', why: 'tem glúten' },
};
const DIET_TEXT: Record<Diet, { label: string; why: string }> = {
  vegetarian: { label: 'vegetariano', why: 'não é vegetariano' },
  vegan: { label: 'vegano', why: 'não é vegano' },
};

interface PlateItem {
  name: string;
  food: FoodRecord;
  part: PlatePart;
  /** Asked for by the person: never dropped to reach a small target. */
  wanted: boolean;
}

function plateItem(name: string, wanted = false): PlateItem | null {
  const food = LIBRARY_CATALOG.byName(name);
  return food ? { name, food, part: PART_OF_KIND[food.kind], wanted } : null;
}

/**
 * The plate the request asks for, before the portions: the meal's usual foods, each replaced by a
 * food asked for of the same part, and those the request leaves out replaced by a substitute that
 * fits it (or dropped). A food asked for that the request itself rules out ("vegano com frango") is
 * left out with a note.
 */
function requestedPlate(mealType: MealType, request: MealRequest): { items: PlateItem[]; notes: string[] } {
  const notes: string[] = [];
  const refused = (food: FoodRecord) => request.restrictions.find((restriction) => violates(food, restriction));
  const excluded = (item: PlateItem) =>
    request.exclude.some((entry) => {
      const key = normalizeChatText(entry.name);
      return entry.foodId === item.food.id || ` ${normalizeChatText(item.name)} `.includes(` ${key} `);
    });
  const fits = (item: PlateItem) => !refused(item.food) && !excluded(item);
  const wanted: PlateItem[] = [];
  for (const entry of request.include) {
    const item = plateItem(entry.name, true);
    if (!item || wanted.some((other) => other.food.id === item.food.id)) continue;
    const restriction = refused(item.food);
    if (!restriction) {
      wanted.push(item);
      continue;
    }
    const text =
      request.diet && DIET_RESTRICTIONS[request.diet].includes(restriction)
        ? DIET_TEXT[request.diet]
        : RESTRICTION_TEXT[restriction];
    notes.push(`Deixei de fora ${entry.name}, que ${text.why}.`);
  }
  const items: PlateItem[] = [];
  const onPlate = (item: PlateItem) => items.some((other) => other.food.id === item.food.id);
  const place = (item: PlateItem) => {
    if (!onPlate(item)) items.push(item);
  };
  for (const name of SUGGESTION_FOODS[mealType]) {
    const item = plateItem(name);
    if (!item) continue;
    const replacements = wanted.filter((other) => other.part === item.part && other.part !== 'extra');
    if (replacements.length > 0) replacements.forEach(place);
    else if (fits(item)) place(item);
    else {
      const substitute = (SUBSTITUTES[sizeOf(mealType)][item.part] ?? [])
        .map((other) => plateItem(other))
        .find((other): other is PlateItem => other !== null && fits(other) && !onPlate(other));
      if (substitute) place(substitute);
    }
  }
  wanted.forEach(place);
  return { items, notes };
}

/** What the person asked for, as the reply repeats it: "com frango; sem glúten". */
function requestText(request: MealRequest, plate: readonly PlateItem[]): string | null {
  const parts: string[] = [];
  const wanted = request.include.filter((entry) => plate.some((item) => item.wanted && item.name === entry.name));
  if (wanted.length > 0) parts.push(`com ${wanted.map((entry) => entry.name).join(' e ')}`);
  if (request.diet) parts.push(DIET_TEXT[request.diet].label);
  const implied = request.diet ? DIET_RESTRICTIONS[request.diet] : [];
  for (const restriction of request.restrictions)
    if (!implied.includes(restriction)) parts.push(RESTRICTION_TEXT[restriction].label);
  if (request.exclude.length > 0) parts.push(`sem ${request.exclude.map((entry) => entry.name).join(' nem ')}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** Share of the meal's calories from each macro (the planner's ideal-range measure). */
function macroShares(calc: MealCalculation): Record<'protein' | 'carbs' | 'fat', number> {
  const total = Math.max(calc.totalCalories, 1);
  return {
    protein: (calc.totalMacros.protein * KCAL_PER_GRAM.protein) / total,
    carbs: (calc.totalMacros.carbs * KCAL_PER_GRAM.carbs) / total,
    fat: (calc.totalMacros.fat * KCAL_PER_GRAM.fat) / total,
  };
}

/** A food added to or dropped from the requested plate costs this much of planScore (about 5 points of split). */
const CHANGE_COST = 0.05;

/**
 * How far a plate is from the planner's targets: first the distance outside the ideal ranges, then the
 * distance from 40/30/30, then each food added or dropped, so the plate asked for wins unless a change
 * brings it clearly closer.
 */
function planScore(calc: MealCalculation, changes: number): number {
  const shares = macroShares(calc);
  let outside = 0;
  let split = 0;
  for (const macro of ['protein', 'carbs', 'fat'] as const) {
    const range = IDEAL_MACRO_RANGES[macro];
    outside += Math.max(0, range.min - shares[macro], shares[macro] - range.max);
    split += Math.abs(shares[macro] - TARGET_MACRO_SPLIT[macro]);
  }
  return outside * 10 + split + changes * CHANGE_COST;
}

interface SolvedPlate {
  calc: MealCalculation;
  /** Foods the plate got to reach a macro's share. */
  added: Record<'fat' | 'protein', PlateItem[]>;
  /** Foods of the requested plate left out to fit the calories. */
  dropped: PlateItem[];
}

/**
 * The plates tried for a request, each solved by the planner's solver: the requested plate; with a fat
 * source, then two, when it has none (rice, beans and lean chicken stay under 10 % fat); with one more
 * protein source (a vegetarian lunch, a breakfast); without the beans (a small dinner has no room for
 * two starches). The best by planScore wins.
 */
function bestPlate(
  plate: readonly PlateItem[],
  mealType: MealType,
  target: number,
  request: MealRequest,
): SolvedPlate | null {
  const size = sizeOf(mealType);
  const sources = (names: readonly string[]) =>
    names
      .map((name) => plateItem(name))
      .filter(
        (item): item is PlateItem =>
          item !== null &&
          !request.restrictions.some((restriction) => violates(item.food, restriction)) &&
          !request.exclude.some((entry) => entry.foodId === item.food.id) &&
          !plate.some((other) => other.food.id === item.food.id),
      );
  const fats = plate.some((item) => item.part === 'fat') ? [] : sources(FILL_SOURCES.fat[size]);
  const fatOptions = [[], ...fats.map((_, i) => fats.slice(0, i + 1))];
  // One more protein, not of a kind the plate's protein already is (no boiled eggs beside the eggs).
  const proteins = sources(FILL_SOURCES.protein[size]).filter(
    (item) => !plate.some((other) => other.part === 'protein' && other.food.kind === item.food.kind),
  );
  const proteinOptions = [[], ...proteins.slice(0, 1).map((item) => [item])];
  const lighter = plate.filter((item) => item.wanted || item.part !== 'legume');
  const bases = lighter.length < plate.length && lighter.length > 0 ? [plate, lighter] : [plate];
  let best: (SolvedPlate & { score: number }) | null = null;
  for (const base of bases) {
    for (const protein of proteinOptions) {
      for (const fat of fatOptions) {
        const items = [...base, ...protein, ...fat];
        const result = solvePortions({ items, targetCalories: target, mealType });
        if (!result.ok) continue;
        const dropped = plate.filter((item) => !base.includes(item));
        const score = planScore(result.calculation, protein.length + fat.length + dropped.length);
        if (!best || score < best.score) best = { calc: result.calculation, added: { fat, protein }, dropped, score };
      }
    }
  }
  if (best) return best;
  // Small targets: fewer foods, the ones not asked for first, until the solver reaches the energy.
  const order = [...plate.filter((item) => item.wanted), ...plate.filter((item) => !item.wanted)];
  for (let count = order.length - 1; count >= 1; count -= 1) {
    const result = solvePortions({ items: order.slice(0, count), targetCalories: target, mealType });
    if (result.ok) return { calc: result.calculation, added: { fat: [], protein: [] }, dropped: order.slice(count) };
  }
  return null;
}

const splitLabel = [TARGET_MACRO_SPLIT.carbs, TARGET_MACRO_SPLIT.protein, TARGET_MACRO_SPLIT.fat]
  .map((share) => fmt0(share * 100))
  .join('/');

/** Why the plate differs from the request: "Incluí azeite para a gordura chegar perto de 30% das calorias." */
function changeNotes({ added, dropped }: SolvedPlate, target: number): string[] {
  const reasons = (['fat', 'protein'] as const).flatMap((macro) =>
    added[macro].length > 0
      ? [
          `${added[macro].map((item) => item.name).join(' e ')} para ${macro === 'fat' ? 'a gordura' : 'a proteína'} chegar perto de ${percent(TARGET_MACRO_SPLIT[macro])} das calorias`,
        ]
      : [],
  );
  return [
    ...(reasons.length > 0 ? [`Incluí ${reasons.join(', e ')}.`] : []),
    ...(dropped.length > 0
      ? [
          `Deixei ${dropped.map((item) => item.name).join(' e ')} de fora para caber em ${fmt0(target)} kcal com a divisão mais perto de ${splitLabel}.`,
        ]
      : []),
  ];
}

export function mealSuggestionAnswer(input: {
  mealType: MealType;
  mealGoal: number;
  goal: number;
  eaten: number;
  request?: MealRequest;
}): LocalAnswer {
  const left = input.goal - input.eaten;
  const label = MEAL_TYPE_LABELS[input.mealType].toLowerCase();
  if (left < CALORIE_TARGET_INPUT.min)
    return {
      kind: 'meal_suggestion',
      reply: `Você já comeu ${fmt0(input.eaten)} kcal de ${fmt0(input.goal)} kcal hoje; ${left > 0 ? `restam só ${fmt0(left)} kcal` : 'a meta do dia já foi atingida'}, pouco para montar um ${label}. Se tiver fome, prefira verduras e legumes, que têm poucas calorias.`,
      citations: [],
    };
  const target = Math.round(Math.min(input.mealGoal, left));
  const request = input.request ?? { include: [], exclude: [], restrictions: [], diet: null };
  const { items, notes } = requestedPlate(input.mealType, request);
  const asked = requestText(request, items);
  const solved = items.length > 0 ? bestPlate(items, input.mealType, target, request) : null;
  if (!solved)
    return {
      kind: 'meal_suggestion',
      reply: [
        `Não consegui montar porções realistas para ${fmt0(target)} kcal com ${asked ? `o que você pediu (${asked})` : 'os alimentos de sempre'}. Tente escolher os alimentos em Planejar.`,
        ...notes,
      ].join('\n'),
      citations: [],
    };
  const { calc } = solved;
  const shares = macroShares(calc);
  const lines = [
    `Sugestão de ${label} com ${fmt0(target)} kcal (${target < input.mealGoal ? `o que resta da sua meta de hoje` : `sua meta para esta refeição`})${asked ? `, ${asked}` : ''}:`,
    ...calc.portions.map((p) => `• ${p.foodName}: ${p.homeMeasure} — ${fmt0(p.calories)} kcal`),
    `Total: ${fmt0(calc.totalCalories)} kcal, ${fmt1(calc.totalMacros.protein)} g de proteína, ${fmt1(calc.totalMacros.carbs)} g de carboidratos e ${fmt1(calc.totalMacros.fat)} g de gordura.`,
    `Divisão das calorias: ${percent(shares.carbs)} carboidratos, ${percent(shares.protein)} proteína e ${percent(shares.fat)} gordura (referência do app: ${splitLabel}).`,
    ...changeNotes(solved, target),
    ...notes,
    'Para trocar os alimentos, use Planejar.',
  ];
  return { kind: 'meal_suggestion', reply: lines.join('\n'), citations: [TACO_CITATION, POF_MEASURES_CITATION] };
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

export interface WaterFacts {
  progress: {
    consumedMl: number;
    /** The goal set on /hydration (its standard value until the person changes it). */
    goalMl: number;
    percentage: number;
    intakesCompleted: number;
    intakesTotal: number;
  };
  profile: { weight: number | null; activityLevel: ActivityLevel | null; age: number | null };
  /** "Quanto devo beber?": the goal leads the answer instead of today's glasses. */
  asksGoal: boolean;
}

const DEFAULT_WATER_GOAL = HYDRATION_DEFAULTS.dailyGoalMl;

/** What the suggestion of /hydration is made of, as far as the profile tells: "70 kg, nível de atividade e idade". */
function suggestionBasis(profile: WaterFacts['profile'] & { weight: number }): string {
  const parts = [`${fmt1(profile.weight)} kg`];
  if (profile.activityLevel) parts.push('nível de atividade');
  if (profile.age !== null) parts.push('idade');
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}` : parts.join('');
}

/** The goal /hydration suggests for this profile, null without a weight. */
function suggestedWaterGoal(profile: WaterFacts['profile']): number | null {
  return profile.weight === null
    ? null
    : suggestedDailyGoalMl({ weightKg: profile.weight, activityLevel: profile.activityLevel, age: profile.age });
}

/**
 * The daily water goal for this person: the suggestion of /hydration from the profile (weight,
 * activity, age) and the goal they set there, both when they differ; the standard 2,000 ml only
 * without a weight, saying so.
 */
function waterGoalLines({ progress, profile }: WaterFacts): string[] {
  const goal = progress.goalMl;
  const suggested = suggestedWaterGoal(profile);
  if (suggested === null || profile.weight === null)
    return goal === DEFAULT_WATER_GOAL
      ? [
          `Como seu peso não está no perfil, uso a meta padrão de ${fmt0(DEFAULT_WATER_GOAL)} ml de água por dia. Informe seu peso no perfil e eu calculo uma meta para você, pelo peso, nível de atividade e idade.`,
        ]
      : [
          `Sua meta em Hidratação é de ${fmt0(goal)} ml de água por dia. Informe seu peso no perfil e eu calculo também a meta sugerida para você.`,
        ];
  const lines = [
    `Pelo seu perfil (${suggestionBasis({ ...profile, weight: profile.weight })}), o indicado para você é beber cerca de ${fmt0(suggested)} ml de água por dia, a meta sugerida em Hidratação.`,
  ];
  if (goal === suggested) lines.push('Essa já é a sua meta em Hidratação.');
  else if (goal === DEFAULT_WATER_GOAL)
    lines.push(
      `Sua meta em Hidratação ainda está no padrão de ${fmt0(DEFAULT_WATER_GOAL)} ml; para seguir a sugestão, toque em "Usar sugerida" nas configurações de Hidratação.`,
    );
  else
    lines.push(`A meta que você definiu em Hidratação é de ${fmt0(goal)} ml por dia, e os lembretes seguem essa meta.`);
  return lines;
}

export function waterAnswer(facts: WaterFacts): LocalAnswer {
  const { progress } = facts;
  if (facts.asksGoal)
    return {
      kind: 'water_today',
      reply: [...waterGoalLines(facts), `Hoje você já bebeu ${fmt0(progress.consumedMl)} ml.`].join('\n'),
      citations: [],
    };
  const left = progress.goalMl - progress.consumedMl;
  const today = [
    `Hoje você bebeu ${fmt0(progress.consumedMl)} ml de água, ${fmt0(progress.percentage)}% da meta de ${fmt0(progress.goalMl)} ml (${progress.intakesCompleted} de ${progress.intakesTotal} lembretes).`,
    left > 0 ? `Faltam ${fmt0(left)} ml.` : 'Meta de água do dia atingida!',
  ].join(' ');
  // Where the goal comes from, unless it already is the profile's suggestion.
  const goalNote = suggestedWaterGoal(facts.profile) === progress.goalMl ? [] : waterGoalLines(facts);
  return { kind: 'water_today', reply: [today, ...goalNote].join('\n'), citations: [] };
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

export function planRulesAnswer(plan: PlanDefinition): LocalAnswer {
  return {
    kind: 'plan_rules',
    reply: [
      `Seu plano: ${plan.label}. ${plan.isPremium ? 'Você tem refeições planejadas e histórico ilimitados e o assistente nutricional.' : ''}`.trim(),
      `No Plano Gratuito: ${MEAL_LIMIT_TEXTS.perDaySentence(FREE_MEALS_PER_DAY)} (calcular porções não conta), histórico dos ${FREE_HISTORY_ITEMS} registros mais recentes, até ${FREE_REQUESTS_PER_HOUR} cálculos ou respostas de IA por hora e sem assistente. Os planos Premium liberam tudo isso.`,
      `As porções são calculadas a partir da Tabela TACO, com a divisão de ${percent(TARGET_MACRO_SPLIT.carbs)} das calorias em carboidratos, ${percent(TARGET_MACRO_SPLIT.protein)} em proteína e ${percent(TARGET_MACRO_SPLIT.fat)} em gordura.`,
      `Faixas ideais de uma refeição: proteína ${percent(IDEAL_MACRO_RANGES.protein.min)}–${percent(IDEAL_MACRO_RANGES.protein.max)}, carboidratos ${percent(IDEAL_MACRO_RANGES.carbs.min)}–${percent(IDEAL_MACRO_RANGES.carbs.max)} e gordura ${percent(IDEAL_MACRO_RANGES.fat.min)}–${percent(IDEAL_MACRO_RANGES.fat.max)} das calorias.`,
    ].join('\n'),
    citations: [],
  };
}
