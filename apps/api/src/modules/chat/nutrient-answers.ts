import { POF_MEASURES_CITATION } from '@prato/core/data/food-citations';
import { FOOD_SOURCE_LABELS, foodSource, foodSourceText } from '@prato/core/data/food-source';
import type { FoodRecord } from '@prato/core/data/food-types';
import type { ChatIntent } from '@prato/core/domain/chat-intent';
import { nutrientTarget } from '@prato/core/domain/nutrient-targets';
import { formatNutrientAmount } from '@prato/core/domain/nutrient-warnings';
import { nutrientDefinition, type NutrientId } from '@prato/core/domain/nutrients';
import type { ChatAnswerKind } from '@prato/core/schemas/chat';
import type { NutrientDay, NutrientDayItem, NutrientSummary } from '@prato/core/schemas/nutrients';
import type { FoodSource } from '@prato/core/schemas/planner';
import {
  compositionCitation,
  fmt0,
  gramsOf,
  labelOnlyAnswer,
  portionNotes,
  sodiumShare,
  type LocalAnswer,
} from './local-assistant';

/**
 * The assistant's answers about one registry nutrient (issue 32): how much of it the person ate
 * today or on average this week — the very items of the nutrients day and summary services, so the
 * chat and the bars on /home never disagree — and how much a food has, from the food catalogue's
 * record. Energy and the three macronutrients keep their answers in local-assistant.ts (they are read
 * against the planner's 40/30/30 split); every other nutrient, fibre included, is answered here.
 *
 * Unknown is never 0: a food without the value says "não medido" (or, for the person's own food,
 * that its label does not declare it), and a day's total that leaves such foods out says it is
 * partial.
 */

const ANSWERED_ELSEWHERE: ReadonlySet<NutrientId> = new Set(['energy', 'protein', 'carbs', 'fat']);

/** The registry nutrient this answer module handles for an intent, or null (energy, macros, none). */
export function registryNutrientOf(intent: Pick<ChatIntent, 'nutrientId'>): NutrientId | null {
  return intent.nutrientId !== null && !ANSWERED_ELSEWHERE.has(intent.nutrientId) ? intent.nutrientId : null;
}

/** "sódio", "vitamina C", "gorduras saturadas": the registry's label as it reads inside a sentence. */
function nameOf(id: NutrientId): string {
  const { label } = nutrientDefinition(id);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** WHO's limits (the registry's other limits have no reference amount). */
const WHO_LIMITS: ReadonlySet<NutrientId> = new Set(['sodium', 'saturatedFat', 'transFat', 'addedSugars']);

/** Any person: whether a reference exists at all depends on the nutrient only. */
const hasReference = (id: NutrientId) =>
  nutrientTarget(id, { sex: 'female', age: 30, energyKcal: 2000 }).amount !== null;

const mealsCount = (count: number) => (count === 1 ? '1 refeição' : `${count} refeições`);
const daysCount = (count: number) => (count === 1 ? '1 dia' : `${count} dias`);

/** The item's target as a sentence: "O limite diário é de 2.000 mg, da OMS: isso é 46% dele." */
function targetLine(item: NutrientDayItem, average: boolean): string {
  const name = nameOf(item.id);
  if (item.target === null)
    return hasReference(item.id)
      ? `Informe sexo e idade no perfil para eu comparar com a sua meta diária de ${name}.`
      : `Não há uma meta diária de referência para ${name}.`;
  const target = formatNutrientAmount(item.id, item.target);
  const share = `${fmt0((item.amount / Math.max(item.target, Number.EPSILON)) * 100)}%`;
  const what = average ? 'a média' : 'isso';
  if (item.kind === 'limit') {
    const source = WHO_LIMITS.has(item.id) ? 'da OMS' : 'de referência';
    return item.amount > item.target
      ? `O limite diário é de ${target}, ${source}: ${what} passa dele em ${formatNutrientAmount(item.id, item.amount - item.target)} (${share}).`
      : `O limite diário é de ${target}, ${source}: ${what} é ${share} dele.`;
  }
  const goal = `Sua meta diária é de ${target} (DRI, para o seu sexo e idade)`;
  return item.amount >= item.target
    ? `${goal}: ${what} já chega a ${share}.`
    : `${goal}: ${what} é ${share} dela${average ? '' : `; faltam ${formatNutrientAmount(item.id, item.target - item.amount)}`}.`;
}

/** The partial-total warning, when a food of the day has no measured value for the nutrient. */
const PARTIAL_NOTE = 'Alguns alimentos de hoje não têm esse valor medido; o total pode ser maior.';

/**
 * "Quanto de sódio comi hoje?" (also "quanto falta de ferro?" and "qual minha meta de cálcio?"): the
 * day's item of the nutrients day service, with its target and kind, and honest about partial totals.
 */
export function nutrientDayAnswer(kind: ChatAnswerKind, day: NutrientDay, id: NutrientId): LocalAnswer {
  const name = nameOf(id);
  const item = day.items.find((entry) => entry.id === id);
  const citations = [day.citation];
  if (!item || day.mealCount === 0)
    return {
      kind,
      reply: `Você ainda não registrou nenhuma refeição hoje, então não há ${name} para somar. Calcule e salve uma refeição em Planejar para eu acompanhar.`,
      citations: [],
    };
  if (!item.complete && item.amount === 0)
    return {
      kind,
      reply: `Não sei quanto ${name} você comeu hoje: os alimentos registrados hoje não têm esse valor medido (não medido).`,
      citations,
    };
  const amount = formatNutrientAmount(id, item.amount);
  const lines = [
    item.complete
      ? `Hoje você comeu ${amount} de ${name} em ${mealsCount(day.mealCount)}.`
      : `Hoje você comeu pelo menos ${amount} de ${name} em ${mealsCount(day.mealCount)} (total parcial).`,
    targetLine(item, false),
  ];
  if (!item.complete) lines.push(PARTIAL_NOTE);
  return { kind, reply: lines.join('\n'), citations };
}

/** "Quanto de sódio comi essa semana?": the daily average over the logged days of the last 7. */
export function nutrientWeekAnswer(summary: NutrientSummary, id: NutrientId): LocalAnswer {
  const name = nameOf(id);
  const item = summary.items.find((entry) => entry.id === id);
  if (!item || summary.loggedDays === 0)
    return {
      kind: 'intake_week',
      reply:
        'Você não registrou refeições nos últimos 7 dias. Salve suas refeições em Planejar para eu acompanhar a semana.',
      citations: [],
    };
  const lines = [
    `Nos últimos 7 dias você registrou ${mealsCount(summary.mealCount)} em ${daysCount(summary.loggedDays)}: em média, ${item.complete ? '' : 'pelo menos '}${formatNutrientAmount(id, item.amount)} de ${name} por dia registrado.`,
    targetLine(item, true),
  ];
  if (!item.complete) lines.push('Alguns alimentos da semana não têm esse valor medido; a média pode ser maior.');
  return { kind: 'intake_week', reply: lines.join('\n'), citations: [summary.citation] };
}

/** Why a food has no value: its label does not declare it, or its table did not measure it. */
function unknownLine(food: FoodRecord, source: FoodSource, id: NutrientId): string {
  const name = nameOf(id);
  return source === 'user-label'
    ? `O rótulo de ${food.name} não informa ${name}, então não sei quanto ele tem (não medido). Se a embalagem mostrar esse valor, inclua em Meus alimentos.`
    : `${nutrientDefinition(id).label} de ${food.name}: não medido na fonte desses dados (${FOOD_SOURCE_LABELS[source]}). Não uso 0 no lugar de um valor desconhecido.`;
}

/**
 * "Quanto ferro tem o feijão?": the food's value per 100 g (or per the amount asked) and per its
 * common household measure, with the source of its numbers. `food` is the catalogue's record for the
 * name asked (the person's own food first).
 */
export function nutrientFoodAnswer(input: {
  food: FoodRecord | undefined;
  askedName: string | null;
  id: NutrientId;
  amount: ChatIntent['amount'];
  labelOnly?: ChatIntent['labelOnly'];
}): LocalAnswer {
  const { food, id } = input;
  if (input.labelOnly) return labelOnlyAnswer(input.labelOnly);
  if (!food)
    return {
      kind: 'food_composition',
      reply:
        'Não encontrei esse alimento. Tente o nome do dia a dia, por exemplo "arroz", "feijão", "frango grelhado" ou "banana".',
      citations: [],
    };
  const source = foodSource(food);
  const citations = [source === 'user-label' ? foodSourceText(source) : compositionCitation(food)];
  const per100g = food.nutrients?.[id] ?? null;
  if (per100g === null) return { kind: 'food_composition', reply: unknownLine(food, source, id), citations };
  const asked = gramsOf(food, input.amount);
  if ('error' in asked) return { kind: 'food_composition', reply: asked.error, citations };
  const name = nameOf(id);
  const of = (grams: number) => (per100g * grams) / 100;
  const title = input.askedName && input.askedName !== food.name ? `${input.askedName} (${food.name})` : food.name;
  const lines = [
    `${asked.label} de ${title}: ${formatNutrientAmount(id, of(asked.grams))} de ${name}${sodiumShare(id, of(asked.grams))}.`,
  ];
  if (asked.fromMeasure && food.measureSource === 'pof') citations.push(POF_MEASURES_CITATION);
  const valueOf = (grams: number) => `${formatNutrientAmount(id, of(grams))}${sodiumShare(id, of(grams))}`;
  lines.push(...portionNotes(food, input.amount, valueOf, citations));
  lines.push(`${foodSourceText(source)}.`);
  return { kind: 'food_composition', reply: lines.join('\n'), citations };
}
